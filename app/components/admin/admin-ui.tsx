import { Form, NavLink } from '@remix-run/react'
import type { ReactNode } from 'react'
import { buttonClass } from '~/components/ui/button.ts'

// Small pieces every console page shares. Everything works without JavaScript: links, and forms
// that post an `intent` and come back to the page with a toast.

const SECTIONS = [
  { to: '/admin', label: 'Overview', end: true },
  { to: '/admin/moderation', label: 'Moderation' },
  { to: '/admin/orders', label: 'Orders' },
  { to: '/admin/jobs', label: 'Jobs' },
  { to: '/admin/payouts', label: 'Payouts' },
  { to: '/admin/discount-codes', label: 'Discount codes' },
  { to: '/admin/audit', label: 'Audit log' },
]

export function AdminNav() {
  return (
    <nav aria-label="Console" className="flex flex-wrap gap-1 border-b border-slate-200 pb-2">
      {SECTIONS.map((s) => (
        <NavLink
          key={s.to}
          to={s.to}
          end={s.end}
          className={({ isActive }) =>
            `rounded-lg px-3 py-2 text-sm font-semibold ${isActive ? 'bg-slate-900 text-white' : 'text-slate-700 hover:bg-slate-100'}`
          }
        >
          {s.label}
        </NavLink>
      ))}
    </nav>
  )
}

/** "2026-11-24 13:05 UTC": the same text on the server and in the browser. */
export function utcMinute(value: string | Date | null | undefined) {
  if (!value) return '—'
  return `${new Date(value).toISOString().slice(0, 16).replace('T', ' ')} UTC`
}

export function money(cents: number, currency = 'usd') {
  return new Intl.NumberFormat('en-US', { style: 'currency', currency: currency.toUpperCase() }).format(cents / 100)
}

export function Badge({ children, tone = 'slate' }: { children: ReactNode; tone?: 'slate' | 'red' | 'amber' | 'green' }) {
  const tones = {
    slate: 'bg-slate-100 text-slate-800',
    red: 'bg-red-100 text-red-900',
    amber: 'bg-amber-100 text-amber-900',
    green: 'bg-green-100 text-green-900',
  }
  return <span className={`inline-block rounded px-2 py-0.5 text-xs font-semibold ${tones[tone]}`}>{children}</span>
}

/** One console action: a POST form with its intent, hidden fields and a button. */
export function ActionButton({
  intent,
  label,
  fields = {},
  tone = 'secondary',
  ariaLabel,
  action,
}: {
  intent: string
  label: string
  fields?: Record<string, string | number>
  tone?: keyof typeof buttonClass
  ariaLabel?: string
  action?: string
}) {
  return (
    <Form method="post" action={action} preventScrollReset className="inline">
      <input type="hidden" name="intent" value={intent} />
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <button type="submit" className={buttonClass[tone]} aria-label={ariaLabel}>
        {label}
      </button>
    </Form>
  )
}

export const inputClass = 'block w-full rounded-lg border border-slate-300 px-3 py-2 text-slate-900 focus:border-brand-600'
