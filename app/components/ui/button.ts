// Shared class names, so links that look like buttons and real buttons stay alike.
const base =
  'inline-flex items-center justify-center gap-2 rounded-lg px-4 py-2 text-sm font-semibold transition-colors disabled:cursor-not-allowed disabled:opacity-60'

export const buttonClass = {
  primary: `${base} bg-brand-700 text-white hover:bg-brand-800`,
  secondary: `${base} border border-slate-300 bg-white text-slate-900 hover:bg-slate-100`,
  danger: `${base} bg-red-700 text-white hover:bg-red-800`,
  ghost: `${base} text-slate-700 hover:bg-slate-100`,
}
