// `npm run dev` (and the production-mode tests' start from source): the web process run from source through tsx. Production runs
// the same code from the build: `node server.js` (server.js at the project root).
import { runProcess } from './main.server.ts'

await runProcess('web')
