import { vitePlugin as remix } from '@remix-run/dev'
import tailwindcss from '@tailwindcss/vite'
import { defineConfig } from 'vite'
import { configDefaults } from 'vitest/config'
import tsconfigPaths from 'vite-tsconfig-paths'
import remixConfig from './remix.config.js'

// Only vitest needs its sequencer (and vitest/node with it): the build never loads them.
const DurationSequencer = process.env.VITEST ? (await import('./tests/support/duration-sequencer.ts')).default : undefined

// Test files that read the memory of their own process (its RSS, from process.memoryUsage or /proc): beside
// other files' threads, another file's database would count as theirs.
const OWN_PROCESS = ['tests/integration/body-limits.test.ts', 'tests/integration/upload-bombs.test.ts']
// Test files that need a worker thread of their own; every other file shares a thread with the files
// run before it in that thread (isolate: false, ADR 181).
const OWN_THREAD = [
  // Counts the image threads of its process, which an earlier file's store would have started.
  'tests/integration/image-pool.test.ts',
  // After another file's store had run in the thread, the store drew its own mockup where Printify's
  // was expected (2026-11-30; the state behind it is not found yet).
  'tests/integration/printify-mockups.test.ts',
  // After another file's store had run in the thread, design.ready never reached the endpoint
  // (2026-11-30; the state behind it is not found yet).
  'tests/integration/api-webhook-endpoints.test.ts',
  // Its 5,000 requests need the thread's whole heap: after other files' stores had run in the thread, it
  // ended with "Worker terminated due to reaching memory limit" (2026-11-30, one CI run of four).
  'tests/integration/fuzz.test.ts',
]
const TEST_FILES = [
  'app/**/*.test.{ts,tsx}',
  'db/**/*.test.ts',
  'tests/*.test.ts',
  'tests/integration/**/*.test.ts',
  'tests/soak/**/*.test.ts',
]

declare module '@remix-run/node' {
  interface Future {
    v3_singleFetch: true
  }
}

export default defineConfig(({ isSsrBuild }) => ({
  server: { port: 3000 },
  build: {
    target: 'es2022',
    // The browser's scripts are minified by terser, two passes: 4 % fewer gzip bytes than esbuild's
    // minifier for the same code (ADR 122). The server bundle stays unminified (readable stacks).
    minify: isSsrBuild ? false : 'terser',
    terserOptions: { compress: { passes: 2 }, ecma: 2020, module: true },
  },
  // The suites run the store's source in production mode (NODE_ENV=production, set by the test app
  // before it imports the store), where React's development JSX runtime has no jsxDEV: source JSX is
  // compiled for the production runtime, as the build compiles it.
  ...(process.env.VITEST ? { esbuild: { jsxDev: false } } : {}),
  // Vitest runs plain modules; the Remix plugin only wraps the app build and dev server.
  plugins: [tailwindcss(), ...(process.env.VITEST ? [] : [remix(remixConfig)]), tsconfigPaths()],
  test: {
    globalSetup: ['tests/support/global-setup.ts'],
    // Each file's CPU, when CPU_RECORD_FILE names where to write it (tests/run-all.ts does, per lane).
    // Each file forgets what an earlier file of its thread left behind (tests/support/start-over.ts).
    setupFiles: ['tests/support/cpu-record.ts', 'tests/support/start-over.ts'],
    // The store's logger is made when its module is first imported, which a test file may do before it
    // starts the app: quiet from the start (TEST_LOG_LEVEL=info to read the logs of a run).
    env: { LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'warn' },
    // Generous: the suites run beside each other on two cores (tests/run-all.ts); a hung test still ends.
    // A store's start in a process of its own, at the lane's start beside lint and the type check, took
    // over 60 s on the slower machine of 2026-11-30 (body-limits, upload-bombs): hooks get 180 s.
    testTimeout: 90_000,
    hookTimeout: 180_000,
    // The longest files first, from tests/durations.json (a fresh clone has no timings of its own).
    ...(DurationSequencer ? { sequence: { sequencer: DurationSequencer } } : {}),
    fileParallelism: true,
    maxWorkers: 2,
    // Files run in worker threads, not processes of their own: the PGlite lane's 122 files took 793 CPU
    // s that way against 979 s as processes (ADR 179). A thread runs file after file without
    // isolation: each later file finds the store's modules loaded (ADR 181). Files that measure the
    // process itself (its RSS) keep a process.
    projects: [
      // Each project names its files itself: a project's include is added to the root's, not put in its place.
      {
        extends: true,
        test: {
          name: 'shared threads',
          pool: 'threads',
          isolate: false,
          include: TEST_FILES,
          exclude: [...configDefaults.exclude, ...OWN_PROCESS, ...OWN_THREAD],
        },
      },
      { extends: true, test: { name: 'threads', pool: 'threads', include: OWN_THREAD } },
      { extends: true, test: { name: 'own process', pool: 'forks', include: OWN_PROCESS } },
    ],
  },
}))
