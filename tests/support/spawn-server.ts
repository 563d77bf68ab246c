import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { freePort } from './app-server.ts'

export interface SpawnedServer {
  url: string
  port: number
  child: ChildProcess
  /** Everything the server wrote to stdout and stderr so far. */
  output: () => string
  /** Resolves with the exit code once the process ended. */
  exited: Promise<number | null>
}

const root = path.resolve(import.meta.dirname, '../..')

/**
 * Starts the store as its own process, exactly as `npm run serve` does (`node server.js`, everything
 * from the build of BUILD_DIR), and waits until /readyz answers 200. `fromSource` runs
 * app/server/index.ts through tsx instead, as `npm run dev` does: tsx compiles the server's module
 * graph at every start, about four seconds of CPU that a production start never spends.
 */
export async function spawnServer(
  env: Record<string, string>,
  timeoutMs = 90_000,
  port?: number,
  { fromSource = false }: { fromSource?: boolean } = {},
): Promise<SpawnedServer> {
  port ??= await freePort()
  const url = `http://127.0.0.1:${port}`
  // From source: Node itself with tsx's loader (not the tsx CLI, which runs the server in a child
  // process that a SIGKILL of the CLI would leave running).
  const command = fromSource ? ['--import', 'tsx', 'app/server/index.ts'] : ['server.js']
  const child = spawn(process.execPath, command, {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      LOCAL_OIDC: 'on',
      // A trial: the suites mix built-in stand-ins with stand-ins of real providers.
      TRIAL_MODE: 'on',
      HOST: '127.0.0.1',
      PORT: String(port),
      APP_URL: url,
      DATA_DIR: mkdtempSync(path.join(tmpdir(), 'shirtsmith-spawned-')),
      SESSION_SECRET: 'spawned-test-secret-of-at-least-32-bytes',
      LOG_LEVEL: 'info',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let log = ''
  child.stdout!.on('data', (chunk) => (log += chunk))
  child.stderr!.on('data', (chunk) => (log += chunk))
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)))
  const start = Date.now()
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited during start:\n${log}`)
    try {
      const response = await fetch(`${url}/readyz`)
      if (response.status === 200) break
    } catch {
      // not listening yet
    }
    if (Date.now() - start > timeoutMs) {
      child.kill('SIGKILL')
      throw new Error(`server not ready after ${timeoutMs} ms:\n${log}`)
    }
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  return { url, port, child, output: () => log, exited }
}
