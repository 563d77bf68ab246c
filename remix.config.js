/** Remix options, passed to the Vite plugin by vite.config.ts. */
/** @type {import('@remix-run/dev').VitePluginConfig} */
export default {
  appDirectory: 'app',
  // BUILD_DIR lets several builds coexist (parallel test runs); default build/.
  buildDirectory: process.env.BUILD_DIR ?? 'build',
  ignoredRouteFiles: ['**/*.test.{ts,tsx}', '**/.*'],
  future: {
    v3_fetcherPersist: true,
    v3_relativeSplatPath: true,
    v3_throwAbortReason: true,
    v3_singleFetch: true,
    v3_lazyRouteDiscovery: true,
  },
}
