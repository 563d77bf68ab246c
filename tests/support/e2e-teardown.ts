import { rmSync } from 'node:fs'

/** Removes the run's PGlite template (playwright.config.ts names it, tests/support/e2e-server.ts makes it). */
export default function teardown() {
  const file = process.env.E2E_PGLITE_TEMPLATE
  if (!file) return
  for (const leftover of [file, `${file}.lock`]) rmSync(leftover, { force: true })
}
