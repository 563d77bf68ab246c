import { existsSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { randomBytes } from 'node:crypto'
import { openApiDocument } from '~/web/openapi/document.server.ts'
import { OPENAPI_FILE_VARIABLE } from './contract.ts'
import { createTemplateDatabase } from './database.ts'

// Integration tests run the production build; `npm test` builds it first. Every test file's database
// starts as a copy of one made here (tests/support/database.ts), and every file that checks an /api
// answer against the OpenAPI document reads the one built here (tests/support/contract.ts). Both are
// removed when the run ends.
export default async function setup() {
  // The pure unit tests (tests/run-all.ts's own step) start no store and open no database: they need
  // neither the build, the template nor the document, whose making costs about 10 CPU s.
  if (process.env.TESTS_NEED_NO_STORE === '1') return
  const build = path.resolve(import.meta.dirname, '../..', process.env.BUILD_DIR ?? 'build', 'server/index.js')
  if (!existsSync(build)) {
    throw new Error('No production build: run `npm run build` (npm test does) before the integration tests.')
  }
  const documentFile = path.join(tmpdir(), `shirtsmith-test-openapi-${randomBytes(6).toString('hex')}.json`)
  writeFileSync(documentFile, JSON.stringify(openApiDocument()))
  process.env[OPENAPI_FILE_VARIABLE] = documentFile
  const dropTemplate = await createTemplateDatabase()
  return async () => {
    rmSync(documentFile, { force: true })
    await dropTemplate()
  }
}
