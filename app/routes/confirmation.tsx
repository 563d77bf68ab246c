// /confirmation is the same screen as /order-confirmation (SPEC section 2).
export { default, ErrorBoundary, loader, meta } from './order-confirmation.tsx'
