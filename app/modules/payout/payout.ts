// Pure rules of the monthly payout run.

const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/

/** 'YYYY-MM' → the first instant (UTC) after that month, or null when not a month. */
export function endOfMonth(month: string): Date | null {
  const match = MONTH.exec(month)
  if (!match) return null
  const year = Number(match[1])
  const monthIndex = Number(match[2]) - 1
  return new Date(Date.UTC(year, monthIndex + 1, 1))
}

/** The month before `now`'s month, the one a scheduled run on the 1st pays. */
export function previousMonth(now: Date): string {
  const d = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1))
  return `${d.getUTCFullYear()}-${String(d.getUTCMonth() + 1).padStart(2, '0')}`
}

/** Parses `--month YYYY-MM` (or `--month=YYYY-MM`); defaults to the previous month. */
export function parsePayoutArgs(argv: string[], now: Date): { month: string } | { error: string } {
  let month: string | undefined
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]
    if (arg === '--month') month = argv[++i]
    else if (arg.startsWith('--month=')) month = arg.slice('--month='.length)
    else return { error: `Unknown argument: ${arg}` }
  }
  month ??= previousMonth(now)
  const end = endOfMonth(month)
  if (!end) return { error: `--month must look like YYYY-MM, got "${month}"` }
  if (end.getTime() > now.getTime()) return { error: `${month} has not ended yet; commission is paid once a month is over.` }
  return { month }
}
