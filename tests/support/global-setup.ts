import { existsSync } from 'node:fs'
import path from 'node:path'
import { createTemplateDatabase } from './database.ts'

// Integration tests run the production build; `npm test` builds it first. Every test file's database
// starts as a copy of one made here (tests/support/database.ts); it is removed when the run ends.
export default async function setup() {
  const build = path.resolve(import.meta.dirname, '../..', process.env.BUILD_DIR ?? 'build', 'server/index.js')
  if (!existsSync(build)) {
    throw new Error('No production build: run `npm run build` (npm test does) before the integration tests.')
  }
  return await createTemplateDatabase()
}
