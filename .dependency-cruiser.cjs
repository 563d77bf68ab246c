// The layers of app/, checked by `npm run lint:deps` (part of `npm test`). See docs/architecture.md.
//   routes -> components, modules, utils, services (through their index), server
//   modules (the domain) -> modules, services' types and factories, utils/db and pure utils
//   services (adapters) -> their own folder, utils/db and the pure utils; never modules or HTTP plumbing
// The request plumbing in app/utils: sessions, toasts, bodies, page loaders. Routes use it; the domain
// and the adapters never do (they get plain values).
const HTTP_UTILS =
  '^app/utils/(session|toast|auth|request-body|cart-http|rate-limit|api|multipart-upload|api-token|idempotency|studio-page|shop-page|product-page|safe-redirect)[.]server[.]ts$'

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-cycles',
      severity: 'error',
      comment: 'An import cycle makes load order matter and hides which layer owns what.',
      from: { path: '^app/' },
      to: { circular: true, viaOnly: { dependencyTypesNot: ['type-only'] } },
    },
    {
      name: 'modules-not-http',
      severity: 'error',
      comment: 'app/modules is the domain: no Remix, no routes, no components, no request plumbing.',
      from: { path: '^app/modules/' },
      to: {
        path: [
          '^app/routes/',
          '^app/components/',
          '^node_modules/@remix-run/',
          HTTP_UTILS,
          '^app/config[.]server[.]ts$',
          // The logger and the image worker pool are infrastructure the domain may use (the pool runs
          // CPU-heavy drawing off the event loop); the rest of app/server is the process around the app.
          '^app/server/(?!(logger|image-work)[.]server[.]ts$)',
        ],
      },
    },
    {
      name: 'services-own-types-only',
      severity: 'error',
      comment: 'An adapter depends on its own types: never on the domain, routes, components or HTTP plumbing.',
      from: { path: '^app/services/' },
      to: {
        path: [
          '^app/modules/',
          '^app/routes/',
          '^app/components/',
          '^app/server/(?!logger[.]server[.]ts$)',
          '^node_modules/@remix-run/',
          HTTP_UTILS,
        ],
      },
    },
    {
      name: 'components-no-server',
      severity: 'error',
      comment: 'Components run in the browser: they may use the types of server code, never its values.',
      from: { path: '^app/components/' },
      to: { path: '[.]server[.]tsx?$', dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'nothing-imports-routes',
      severity: 'error',
      comment: 'Routes are the top layer; shared code lives in components, utils or modules.',
      from: { path: '^app/', pathNot: '^app/routes/' },
      to: { path: '^app/routes/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '[.]test[.]tsx?$' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['import', 'require', 'node', 'default', 'types'] },
  },
}
