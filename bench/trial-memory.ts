// npm run bench:trial-memory [-- --walks N] [--profile]
//
// The trial's web process as `npm start` runs it (node server.js, NODE_ENV=production, TRIAL_MODE=on,
// the embedded PGlite database in a fresh DATA_DIR, MALLOC_ARENA_MAX=2 and the mmap threshold), from
// the build in BUILD_DIR (default build/; run `npm run build` first). It walks the main pages as
// visitors do and buys a shirt (a generated design into the cart, the address, the test card), N
// visitors one after another, then prints the process's resident memory and where it is: V8's heap,
// memory outside it (PGlite's WebAssembly memory is an ArrayBuffer), from the store's own /metrics.
// With --profile it then shows where the resident memory is: by mapping (/proc/<pid>/smaps) and V8's
// heap by constructor (a heap snapshot; bench/memory-breakdown.ts).
import { spawn } from 'node:child_process'
import { mkdtempSync, readFileSync } from 'node:fs'
import { loadavg, tmpdir } from 'node:os'
import path from 'node:path'
import { freePort } from '../tests/support/app-server.ts'
import { ADDRESS, CARD, SoakClient } from '../tests/soak/client.ts'
import { waitFor } from './http.ts'
import { heapByConstructor, removeSnapshot, residentByMapping, takeHeapSnapshot } from './memory-breakdown.ts'

const walksArg = process.argv.indexOf('--walks')
const walks = walksArg > 0 ? Number(process.argv[walksArg + 1]) : 3
const profile = process.argv.includes('--profile')
const diagnostics = mkdtempSync(path.join(tmpdir(), 'shirtsmith-trial-heap-'))
const port = await freePort()
const base = `http://127.0.0.1:${port}`
const token = 'trial-memory-bench-token'
// The snapshot signal costs nothing until it is sent.
const server = spawn(process.execPath, ['--heapsnapshot-signal=SIGUSR2', `--diagnostic-dir=${diagnostics}`, 'server.js'], {
  env: {
    ...process.env,
    NODE_ENV: 'production',
    TRIAL_MODE: 'on',
    MALLOC_ARENA_MAX: '2',
    MALLOC_MMAP_THRESHOLD_: '131072',
    PORT: String(port),
    HOST: '127.0.0.1',
    APP_URL: base,
    DATA_DIR: mkdtempSync(path.join(tmpdir(), 'shirtsmith-trial-memory-')),
    DATABASE_URL: '',
    LOG_LEVEL: 'warn',
    METRICS_TOKEN: token,
    RATE_LIMITS: 'off',
  },
  stdio: ['ignore', 'ignore', 'inherit'],
})
process.on('exit', () => server.exitCode === null && server.kill('SIGKILL'))
await waitFor(`${base}/readyz`)

const rssMb = () => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${server.pid}/status`, 'utf8'))![1]) / 1024
async function memory(label: string) {
  const text = await (await fetch(`${base}/metrics`, { headers: { Authorization: `Bearer ${token}` } })).text()
  const gauge = (name: string) => Number(new RegExp(`^${name}(?:\\{[^}]*\\})? (\\S+)$`, 'm').exec(text)?.[1] ?? NaN) / 2 ** 20
  console.log(
    `| ${label} | ${rssMb().toFixed(0)} MB | ${gauge('nodejs_heap_size_used_bytes').toFixed(0)} / ${gauge('nodejs_heap_size_total_bytes').toFixed(0)} MB | ${gauge('nodejs_external_memory_bytes').toFixed(0)} MB | ${loadavg()[0].toFixed(1)} |`,
  )
}

console.log(
  `\n| trial web process (${new Date().toISOString()}, ${walks} walks) | RSS | V8 heap used / total | external (ArrayBuffers, PGlite's memory) | load |\n|---|---|---|---|---|`,
)
await memory('started, idle')
const pages = ['/', '/?gallery=3', '/design', '/shops', '/help', '/cart']
for (let i = 0; i < walks; i++) {
  const visitor = new SoakClient(base, `trial-${i}`)
  for (const page of pages) await visitor.get(page)
  // Generation may take minutes on a busy machine: longer than the visitor's own 60 s wait.
  const created = await fetch(`${base}/api/designs/generate`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: base, Cookie: visitor.cookieHeader() },
    body: JSON.stringify({
      prompt: `a paper boat on a pond ${i}`,
      style: 'Flat Design',
      size: 'Medium',
      position: 'Center',
      color: 'Navy',
      designType: 'image',
    }),
    signal: AbortSignal.timeout(600_000),
  })
  const text = await created.text()
  visitor.remember(created)
  const design = (JSON.parse(text) as { design?: { id: number } }).design
  if (!design) throw new Error(`generate answered ${created.status}: ${text.slice(0, 200)}`)
  await visitor.get(`/products/${design.id}`)
  const added = await visitor.form('/cart/add', { kind: 'own', designId: String(design.id), size: 'L', quantity: '1' })
  if (added.status !== 303) throw new Error(`cart/add answered ${added.status}`)
  await visitor.get('/checkout')
  const saved = await visitor.form('/checkout', { intent: 'save-address', ...ADDRESS })
  if (saved.status !== 303) throw new Error(`save-address answered ${saved.status}`)
  const paid = await visitor.form('/checkout', CARD)
  if (!paid.location?.startsWith('/order-confirmation')) throw new Error(`pay answered ${paid.status} ${paid.location}`)
  await visitor.get(paid.location)
  await memory(`after walk ${i + 1} (pages, a design, a paid order)`)
}
await new Promise((resolve) => setTimeout(resolve, 30_000))
await memory('30 s later')
if (profile) {
  console.log('\n| resident memory by mapping | MB |\n|---|---|')
  for (const { group, mb } of residentByMapping(server.pid!).slice(0, 12)) console.log(`| ${group} | ${mb.toFixed(1)} |`)
  const snapshot = await takeHeapSnapshot(server.pid!, diagnostics)
  console.log('\n| V8 heap by constructor (self size) | MB | objects |\n|---|---|---|')
  for (const { name, mb, count } of heapByConstructor(snapshot)) console.log(`| ${name} | ${mb.toFixed(1)} | ${count} |`)
  removeSnapshot(snapshot)
}
server.kill('SIGTERM')
await new Promise((resolve) => server.once('exit', resolve))
process.exit(0)
