import { readdirSync, readFileSync } from 'node:fs'

/**
 * The pids of this process's children whose command line contains `script`, from /proc (Linux):
 * what a test reads to see that a forked helper was stopped, not left running.
 */
export function childProcessesRunning(script: string): string[] {
  return readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .filter((pid) => {
      try {
        // The parent's pid is the second field after the command's name, which ends at ") ".
        const parent = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ')[1]
        return Number(parent) === process.pid && readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes(script)
      } catch {
        return false // ended while being read
      }
    })
}
