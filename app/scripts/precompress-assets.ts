// Runs after `remix vite:build`: writes a brotli (.br, quality 11) and a zopfli gzip (.gz) copy of
// every built script and stylesheet, so the server sends the smallest encoding the browser accepts
// without compressing on each request (ADR 083). Assets are immutable, so this is done once per build.
import { readdir, readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { promisify } from 'node:util'
import { brotliCompress, constants } from 'node:zlib'
import { gzipAsync } from '@gfx/zopfli'

const brotli = promisify(brotliCompress)
/** Below this size the headers outweigh any saving; such files go out as they are. */
const MIN_BYTES = 1024
const COMPRESSIBLE = /\.(js|css|svg|json)$/

export async function precompressAssets(
  directory: string,
): Promise<{ files: number; bytes: number; gzip: number; brotli: number }> {
  const totals = { files: 0, bytes: 0, gzip: 0, brotli: 0 }
  for (const name of await readdir(directory)) {
    if (!COMPRESSIBLE.test(name)) continue
    const file = path.join(directory, name)
    const body = await readFile(file)
    if (body.length < MIN_BYTES) continue
    const [gz, br] = await Promise.all([
      gzipAsync(body, { numiterations: 15 }),
      brotli(body, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
        },
      }),
    ])
    await Promise.all([writeFile(`${file}.gz`, gz), writeFile(`${file}.br`, br)])
    totals.files += 1
    totals.bytes += body.length
    totals.gzip += gz.length
    totals.brotli += br.length
  }
  return totals
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const buildDir = path.resolve(process.env.BUILD_DIR ?? 'build')
  const started = Date.now()
  const totals = await precompressAssets(path.join(buildDir, 'client/assets'))
  const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`
  console.log(
    `precompressed ${totals.files} assets in ${Date.now() - started} ms: ${kb(totals.bytes)} -> gzip ${kb(totals.gzip)}, brotli ${kb(totals.brotli)}`,
  )
}
