import { afterAll } from 'vitest'
import { forgetSingleton, singletonNames } from '../../app/lib/singleton.server.ts'

// Test files share worker threads, one file after another (vite.config.ts: isolate false, but for the
// files that need a thread of their own). The modules the first file of a thread loaded, the Remix
// build among them, stay loaded, which spares each later file most of its start. So each file starts
// over here (a setup file, run before each test file): the process-wide resources an earlier file's
// store or database made are forgotten, and the environment the file changes is put back after it.

/**
 * Process-wide resources kept across files: the modules that hold them took them once, when the
 * thread's first file loaded them, and keep them for good. The image threads are kept on purpose:
 * every file's store may use them.
 */
const KEPT_SINGLETONS = ['metrics', 'logger', 'log-service', 'request-context', 'image-worker-pool', 'image-worker-pool-print']

for (const name of singletonNames()) if (!KEPT_SINGLETONS.includes(name)) forgetSingleton(name)

const environment = { ...process.env }
afterAll(() => {
  for (const key of Object.keys(process.env)) if (!(key in environment)) delete process.env[key]
  Object.assign(process.env, environment)
})
