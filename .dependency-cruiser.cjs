// The floors of app/ (and db/ under them), checked by `npm run lint` (dependency-cruiser). Each folder imports only its own
// floor and the floors below it; docs/architecture.md draws them and ADR 125 explains the names.
//   server (process entry points: HTTP app, worker, shutdown)          may import anything below
//   routes                                                              -> web, components, modules, platform, services, lib
//   web (request plumbing), components (UI)                             -> modules, platform, services, lib
//   modules (the domain, SQL lives here)                                -> platform, services, lib
//   platform (infrastructure over the database), services (adapters)    -> lib
//   lib (ground: connection, config, logger, zod, worker pool, helpers) -> lib only
// A domain module is entered only through its front doors: index.ts (browser-safe) and index.server.ts.
const floor = (name, from, forbidden, comment) => ({
  name,
  severity: 'error',
  comment,
  from: { path: from },
  to: { path: forbidden },
})

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-cycles',
      severity: 'error',
      comment: 'An import cycle, type-only included, makes load order matter and hides which layer owns what.',
      from: { path: '^(app|db)/' },
      to: { circular: true },
    },
    // The offline image generator draws a design in one direction: the lexicon names the prompt's words, the plan
    // reads the prompt with it, the drawing draws the plan. No folder reaches back up the flow; the icon set
    // (offline/icon-set.ts) is read by both ends, and the labelled prompts (data/) are read by tests and scripts only.
    floor(
      'offline-lexicon-first',
      '^app/services/image-generation/offline/lexicon/',
      ['^app/services/image-generation/offline/(plan|drawing|data)/'],
      'The lexicon is the start of the flow: it imports nothing of the plan, the drawing or the labelled prompts.',
    ),
    floor(
      'offline-plan-before-drawing',
      '^app/services/image-generation/offline/plan/',
      ['^app/services/image-generation/offline/(drawing|data)/'],
      'The plan reads the prompt with the lexicon; it never calls the drawing.',
    ),
    {
      name: 'offline-drawing-last',
      severity: 'error',
      comment:
        "The drawing draws a plan it is given: it reads the plan's types only, never the lexicon, the parser or the labelled prompts.",
      from: { path: '^app/services/image-generation/offline/drawing/', pathNot: '\\.test\\.ts$' },
      to: { path: '^app/services/image-generation/offline/(lexicon/|data/|plan/(?!types\\.ts$))' },
    },
    floor(
      'lib-is-ground',
      '^app/lib/',
      ['^app/(server|routes|web|components|modules|platform|services)/', '^node_modules/@remix-run/'],
      'app/lib is the ground floor: it imports nothing of the app above it.',
    ),
    floor(
      'platform-over-lib',
      '^app/platform/',
      ['^app/(server|routes|web|components|modules|services)/', '^node_modules/@remix-run/'],
      'app/platform is infrastructure over the database: it stands on app/lib only.',
    ),
    floor(
      'services-over-lib',
      '^app/services/',
      ['^app/(server|routes|web|components|modules|platform)/', '^node_modules/@remix-run/'],
      'An adapter depends on its own types and the ground: never on the domain or HTTP plumbing.',
    ),
    floor(
      'modules-below-web',
      '^app/modules/',
      ['^app/(server|routes|web|components)/', '^node_modules/@remix-run/'],
      'app/modules is the domain: no Remix, no routes, no components, no request plumbing.',
    ),
    floor(
      'web-below-routes',
      '^app/(web|components)/',
      ['^app/(server|routes)/'],
      'Request plumbing and UI serve routes; they never import a route or the process around them.',
    ),
    floor(
      'routes-below-server',
      '^app/routes/',
      ['^app/server/'],
      'Routes are called by the server, never the other way round at import time.',
    ),
    {
      name: 'module-front-door',
      severity: 'error',
      comment: 'Code outside a domain module (db/ included) enters it through index.ts (browser-safe) or index.server.ts.',
      from: { path: '^(app/(?!modules/)|db/)' },
      to: { path: '^app/modules/[^/]+/(?!index([.]server)?[.]ts$)' },
    },
    {
      name: 'module-front-door-between-modules',
      severity: 'error',
      comment: 'One module enters another through its index.ts or index.server.ts, never past it.',
      from: { path: '^app/modules/([^/]+)/' },
      to: { path: '^app/modules/(?!$1/)[^/]+/(?!index([.]server)?[.]ts$)' },
    },
    {
      name: 'modules-take-providers-from-the-caller',
      severity: 'error',
      comment:
        'The domain is handed its print providers, image generator, upload review policy and storage (FulfilmentServices, DesignWork, the storage parameters: ADR 180); it never calls the getters of app/services/fulfilment, image-generation or storage, which read the configuration. Their types are fine.',
      from: { path: '^app/modules/' },
      to: {
        path: '^app/services/((fulfilment|image-generation)/index|storage/storage)[.]server[.]ts$',
        dependencyTypesNot: ['type-only'],
      },
    },
    {
      name: 'components-no-server',
      severity: 'error',
      comment: 'Components run in the browser: they may use the types of server code, never its values.',
      from: { path: '^app/components/' },
      to: { path: '[.]server[.]tsx?$', dependencyTypesNot: ['type-only'] },
    },
    floor(
      'db-below-the-app',
      '^db/',
      ['^app/(server|routes|web|components)/', '^app/root[.]tsx$', '^node_modules/@remix-run/'],
      'db/ (connection, migrations, schema types) stands under the app: no HTTP, no routes, no UI.',
    ),
    {
      name: 'nothing-imports-root',
      severity: 'error',
      comment:
        'app/root.tsx is the root route: what pages share with it (such as useOptionalUser) lives in app/web or app/components.',
      from: { path: '^app/', pathNot: '^app/(root[.]tsx|server/)' },
      to: { path: '^app/root[.]tsx$' },
    },
    {
      name: 'nothing-imports-routes',
      severity: 'error',
      comment: 'Routes are the top layer; shared code lives in web, components or modules.',
      from: { path: '^app/', pathNot: '^app/(routes|server)/' },
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
