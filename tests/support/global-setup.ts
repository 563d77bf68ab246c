import { existsSync } from 'node:fs'
import path from 'node:path'

// Integration tests run the production build; `npm test` builds it first.
export default function setup() {
  const build = path.resolve(import.meta.dirname, '../..', process.env.BUILD_DIR ?? 'build', 'server/index.js')
  if (!existsSync(build)) {
    throw new Error('No production build: run `npm run build` (npm test does) before the integration tests.')
  }
}
