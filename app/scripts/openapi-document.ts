import { readFile, writeFile } from 'node:fs/promises'
import openapiTS, { astToString } from 'openapi-typescript'
import { openApiDocument } from '~/web/openapi/document.server.ts'

// The served OpenAPI document and the TypeScript types generated from it, as committed files
// (ADR 131): `write` makes them, `check` fails when either differs from what the code serves, so
// the linters (redocly, spectral: npm run lint:api) and the example client always see the served
// document.
//   npx tsx app/scripts/openapi-document.ts write | check

const DOCUMENT_FILE = 'clients/openapi.json'
const TYPES_FILE = 'clients/typescript/schema.d.ts'

const HEADER = '// Generated from the served OpenAPI document by `npm run api:write` (openapi-typescript). Do not edit.\n\n'

async function expected(): Promise<Record<string, string>> {
  const document = openApiDocument()
  const types = astToString(await openapiTS(document as never, { alphabetize: false }))
  return { [DOCUMENT_FILE]: `${JSON.stringify(document, null, 2)}\n`, [TYPES_FILE]: HEADER + types }
}

async function stale(files: Record<string, string>) {
  const differing: string[] = []
  for (const [file, text] of Object.entries(files)) {
    const committed = await readFile(file, 'utf8').catch(() => '')
    if (committed !== text) differing.push(file)
  }
  if (differing.length) {
    console.error(`${differing.join(' and ')} differ from the served document: run npm run api:write and commit them`)
    process.exit(1)
  }
}

const mode = process.argv[2]
const files = await expected()
if (mode === 'write') {
  for (const [file, text] of Object.entries(files)) await writeFile(file, text)
  console.log(`wrote ${Object.keys(files).join(', ')}`)
} else if (mode === 'check') {
  await stale(files)
} else {
  console.error('usage: tsx app/scripts/openapi-document.ts write | check')
  process.exit(2)
}
