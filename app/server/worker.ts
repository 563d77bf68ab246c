// The worker process run from source through tsx (development, the test harness). Production runs
// the same code from the build: `node server.js worker`.
import { runProcess } from './main.server.ts'

await runProcess('worker')
