import { spawn } from 'node:child_process'
import { readFile, writeFile } from 'node:fs/promises'
import openapiTS, { astToString } from 'openapi-typescript'
import { openApiDocument } from '~/web/openapi/document.server.ts'

// The served OpenAPI document and the TypeScript types generated from it, as committed files
// (ADR 131): `write` makes them, `check` fails when either differs from what the code serves, so
// the linters (redocly, spectral) and the example client always see the served document; `lint`
// checks, then runs both linters side by side (0 errors, 0 warnings, or it fails).
//   npx tsx app/scripts/openapi-document.ts write | check | lint

const DOCUMENT_FILE = 'clients/openapi.json'
const TYPES_FILE = 'clients/typescript/schema.d.ts'

const HEADER = '// Generated from the served OpenAPI document by `npm run api:write` (openapi-typescript). Do not edit.\n\n'

async function expected(): Promise<Record<string, string>> {
  const document = openApiDocument()
  const types = astToString(await openapiTS(document as never, { alphabetize: false }))
  return { [DOCUMENT_FILE]: `${JSON.stringify(document, null, 2)}\n`, [TYPES_FILE]: HEADER + types }
}

/** Runs a linter from node_modules/.bin; resolves to its exit code, its output printed when it fails. */
function run(command: string, args: string[]): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn(`node_modules/.bin/${command}`, args, {
      env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
    })
    let output = ''
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()))
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()))
    child.on('close', (code) => {
      if (code !== 0) process.stderr.write(`${command} ${args.join(' ')} failed:\n${output}\n`)
      resolve(code ?? 1)
    })
  })
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
} else if (mode === 'check' || mode === 'lint') {
  await stale(files)
  if (mode === 'lint') {
    const codes = await Promise.all([
      run('redocly', ['lint', DOCUMENT_FILE, '--max-problems', '1000']),
      run('spectral', ['lint', DOCUMENT_FILE, '--fail-severity', 'warn']),
    ])
    if (codes.some((code) => code !== 0)) process.exit(1)
  }
} else {
  console.error('usage: tsx app/scripts/openapi-document.ts write | check | lint')
  process.exit(2)
}
