import type { ReactNode } from 'react'

export function ProsePage({ title, updated, children }: { title: string; updated?: string; children: ReactNode }) {
  return (
    <article className="mx-auto max-w-3xl px-4 py-12">
      <h1 className="text-3xl font-extrabold tracking-tight">{title}</h1>
      {updated ? <p className="mt-2 text-sm text-slate-600">Last updated {updated}</p> : null}
      <div className="mt-8 space-y-4 leading-relaxed text-slate-800 [&_h2]:mt-8 [&_h2]:text-xl [&_h2]:font-bold [&_li]:ml-5 [&_li]:list-disc [&_a]:font-medium [&_a]:text-brand-700 [&_a]:underline">
        {children}
      </div>
    </article>
  )
}
