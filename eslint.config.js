// Lint rules for the whole repository (run by `npm run lint`, part of `npm test`).
// Layer rules (which folder may import which) live in .dependency-cruiser.cjs; these are code rules.
import js from '@eslint/js'
import jsxA11y from 'eslint-plugin-jsx-a11y'
import react from 'eslint-plugin-react'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import tseslint from 'typescript-eslint'

export default tseslint.config(
  {
    ignores: [
      'build/**',
      'build-*/**',
      'node_modules/**',
      'data/**',
      'test-results/**',
      'playwright-report/**',
      'public/**',
      '.cache/**',
      // Generated from the served OpenAPI document (npm run api:write, ADR 131).
      'clients/typescript/schema.d.ts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js,cjs,mjs}'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      // Unused names are errors, except deliberate `_`-prefixed ones (ignored arguments, rest siblings).
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
      // A comment that points outside the repository helps nobody who reads it: say the rule instead.
      'no-restricted-syntax': 'off',
      eqeqeq: ['error', 'smart'],
      'no-console': 'off',
    },
  },
  {
    // Files stay under 350 lines, counted as `wc -l` counts them (blank lines and comments included): a
    // longer file does two jobs and is split, never squeezed (prettier's printWidth keeps lines honest).
    // Generated files are ignored above.
    files: ['**/*.{ts,tsx,js,cjs,mjs}'],
    rules: { 'max-lines': ['error', { max: 350, skipBlankLines: false, skipComments: false }] },
  },
  {
    files: ['**/*.tsx'],
    ...react.configs.flat.recommended,
    ...react.configs.flat['jsx-runtime'],
    settings: { react: { version: '18.3' } },
  },
  {
    files: ['app/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      // The classic hook rules. The React Compiler rules of react-hooks 7 (set-state-in-effect, refs) are
      // left out: this is React 18 without the compiler, and "hydrated" flags set in an effect are how a
      // page turns on scripted polish after the server-rendered form already works.
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    files: ['**/*.tsx'],
    plugins: { 'jsx-a11y': jsxA11y },
    rules: { ...jsxA11y.flatConfigs.recommended.rules, 'react/prop-types': 'off' },
  },
  {
    // Migrations are typed against Kysely<any> on purpose: a migration must not change meaning when
    // today's schema types change (Kysely's own migration guide does the same).
    files: ['db/migrations/**/*.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    // One way in to zod (app/lib/zod.ts), so its browser setting applies before any schema is built.
    files: ['app/**/*.{ts,tsx}'],
    ignores: ['app/lib/zod.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: [{ name: 'zod', message: "Import z from '~/lib/zod.ts' (it keeps zod from probing eval in the browser)." }] },
      ],
    },
  },
  {
    // Routes take the process's services from Remix's `context` (app/web/load-context.ts), never from
    // the global getters, so a test can call a loader or action with a context of its own. The HTTP
    // helpers under app/web take them from their caller (its context) for the same reason: a helper
    // that reached for a getter would make every route calling it need the globals again (ADR 177).
    files: ['app/routes/**/*.{ts,tsx}', 'app/root.tsx', 'app/web/**/*.{ts,tsx}'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: 'zod', message: "Import z from '~/lib/zod.ts' (it keeps zod from probing eval in the browser)." },
            ...[
              ['~/lib/db.server.ts', ['getDb', 'sharedPgPool'], 'context.db'],
              ['~/lib/config.server.ts', ['getConfig'], 'context.config'],
              ['~/lib/logger.server.ts', ['logger'], 'context.logger'],
              ['~/lib/singleton.server.ts', ['singleton', 'forgetSingleton'], 'the context'],
              ['~/services/payments/payments.server.ts', ['getPaymentProcessor'], 'context.payments'],
              ['~/services/storage/storage.server.ts', ['getStorage'], 'context.storage'],
              ['~/services/email/index.server.ts', ['getEmailService', 'offlineMailboxDir'], 'context.mail and context.mailbox'],
              ['~/services/payouts/payouts.server.ts', ['getPayoutSender', 'getPayPalSender'], 'context.payouts'],
              ['~/services/fulfilment/index.server.ts', ['getPrintifyClient', 'getFulfilmentService'], 'context.fulfilment'],
              ['~/services/image-generation/index.server.ts', ['getImageGenerator'], 'the context'],
              ['~/services/background-removal/index.server.ts', ['getBackgroundRemover'], 'the context'],
            ].map(([name, importNames, instead]) => ({
              name,
              importNames,
              message: `Routes and app/web take this from Remix's context (${instead}), not from a global getter.`,
            })),
          ],
        },
      ],
    },
  },
  {
    // The domain never speaks HTTP and never reads the environment: callers pass values in.
    files: ['app/modules/**/*.{ts,tsx}', 'app/platform/**/*.{ts,tsx}'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [{ name: 'zod', message: "Import z from '~/lib/zod.ts' (it keeps zod from probing eval in the browser)." }],
          patterns: [
            { group: ['@remix-run/*'], message: 'app/modules is the domain: HTTP belongs to routes and app/web.' },
            {
              group: ['~/lib/config.server*'],
              message: 'The domain does not read configuration: pass values in.',
            },
          ],
        },
      ],
      'no-restricted-globals': [
        'error',
        { name: 'Response', message: 'app/modules never builds a Response: return a result and let the route answer.' },
        { name: 'Request', message: 'app/modules never reads a Request: the route parses it.' },
      ],
      'no-restricted-properties': [
        'error',
        { object: 'process', property: 'env', message: 'The domain does not read the environment.' },
      ],
    },
  },
)
