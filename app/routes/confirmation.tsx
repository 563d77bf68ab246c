// /confirmation is the same screen as /order-confirmation: both addresses are public and kept.
export { default, ErrorBoundary, loader, meta } from './order-confirmation.tsx'
