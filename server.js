// The production start: `node server.js` serves the store, `node server.js worker` runs its background
// jobs without HTTP. Both run the build that `npm run build` made (BUILD_DIR, default build/), where
// the HTTP server, the jobs and the Remix app are one bundle: no TypeScript is compiled at run time.
import { existsSync } from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'

const roles = ['web', 'worker']
const role = process.argv[2] ?? 'web'
if (!roles.includes(role)) {
  console.error(`Usage: node server.js [${roles.join('|')}]`)
  process.exit(2)
}
const buildDir = path.resolve(import.meta.dirname, process.env.BUILD_DIR ?? 'build')
const buildFile = path.join(buildDir, 'server/index.js')
if (!existsSync(buildFile)) {
  console.error(`No production build at ${buildFile}: run \`npm run build\` first (npm start does it for you).`)
  process.exit(1)
}
const build = await import(pathToFileURL(buildFile).href)
await build.entry.module.runProcess(role, { server: build, directory: buildDir })
