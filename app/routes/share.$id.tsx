// /share/{id}: the same share page as /products/{id}/social-share.
export { default, ErrorBoundary, loader, meta } from './products.$id_.social-share.tsx'
