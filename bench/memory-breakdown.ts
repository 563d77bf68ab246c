import { readdirSync, readFileSync, rmSync } from 'node:fs'
import path from 'node:path'

// Where a process's resident memory is, for the trial's memory bench: the kernel's view by mapping
// (/proc/<pid>/smaps: the Node binary, shared libraries such as libvips, the malloc heap, anonymous
// mappings, which hold V8's heap and PGlite's WebAssembly memory), and V8's view by constructor (a heap
// snapshot the process writes on SIGUSR2 when started with --heapsnapshot-signal=SIGUSR2).

/** Resident kB per mapping group, largest first. */
export function residentByMapping(pid: number): { group: string; mb: number }[] {
  const totals = new Map<string, number>()
  let group = 'anonymous'
  for (const line of readFileSync(`/proc/${pid}/smaps`, 'utf8').split('\n')) {
    const header = /^[0-9a-f]+-[0-9a-f]+ \S+ \S+ \S+ \S+\s*(.*)$/.exec(line)
    if (header) {
      const name = header[1]!.trim()
      group = !name
        ? 'anonymous (V8 heap, WebAssembly memory, thread stacks, mmap-ed malloc)'
        : name.startsWith('[')
          ? name
          : path.basename(name).replace(/\.so(\.\d+)*$/, '.so')
      continue
    }
    const rss = /^Rss:\s+(\d+) kB/.exec(line)
    if (rss) totals.set(group, (totals.get(group) ?? 0) + Number(rss[1]))
  }
  return [...totals.entries()].map(([g, kb]) => ({ group: g, mb: kb / 1024 })).sort((a, b) => b.mb - a.mb)
}

interface HeapSnapshot {
  snapshot: { meta: { node_fields: string[]; node_types: [string[], ...unknown[]] } }
  nodes: number[]
  strings: string[]
}

/** V8's heap by constructor name (self sizes), largest first, from a .heapsnapshot file. */
export function heapByConstructor(file: string, top = 12): { name: string; mb: number; count: number }[] {
  const snapshot = JSON.parse(readFileSync(file, 'utf8')) as HeapSnapshot
  const fields = snapshot.snapshot.meta.node_fields
  const types = snapshot.snapshot.meta.node_types[0]
  const width = fields.length
  const [typeAt, nameAt, sizeAt] = ['type', 'name', 'self_size'].map((f) => fields.indexOf(f))
  const totals = new Map<string, { bytes: number; count: number }>()
  for (let i = 0; i < snapshot.nodes.length; i += width) {
    const type = types[snapshot.nodes[i + typeAt!]!]!
    // Objects by their constructor; strings, code, arrays and the rest by their kind.
    const name = type === 'object' || type === 'native' ? snapshot.strings[snapshot.nodes[i + nameAt!]!]! : `(${type})`
    const entry = totals.get(name) ?? { bytes: 0, count: 0 }
    entry.bytes += snapshot.nodes[i + sizeAt!]!
    entry.count += 1
    totals.set(name, entry)
  }
  return [...totals.entries()]
    .map(([name, { bytes, count }]) => ({ name, mb: bytes / 2 ** 20, count }))
    .sort((a, b) => b.mb - a.mb)
    .slice(0, top)
}

/** Waits for the .heapsnapshot a SIGUSR2 made `pid` write in `dir`, and answers its path. */
export async function takeHeapSnapshot(pid: number, dir: string, timeoutMs = 120_000): Promise<string> {
  const before = new Set(readdirSync(dir))
  process.kill(pid, 'SIGUSR2')
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 500))
    const file = readdirSync(dir).find((f) => f.endsWith('.heapsnapshot') && !before.has(f))
    // Written in one go at the end: a file that parses is complete.
    if (file) {
      try {
        JSON.parse(readFileSync(path.join(dir, file), 'utf8'))
        return path.join(dir, file)
      } catch {
        // still being written
      }
    }
  }
  throw new Error('no heap snapshot was written')
}

export function removeSnapshot(file: string) {
  rmSync(file, { force: true })
}
