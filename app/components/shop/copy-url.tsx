import { useEffect, useId, useState } from 'react'
import { useHydrated } from '~/web/hydrated.ts'
import { CheckIcon, CopyIcon } from '../icons.tsx'
import { useToast } from '../toaster.tsx'

export const COPIED_INDICATOR_MS = 2000

/**
 * A shop's public URL (the store's configured origin + path) with a Copy button. Without JavaScript the URL sits in a read-only field to
 * select and copy by hand, and the button is not offered.
 */
export function CopyUrl({ origin, path, label = 'Public URL' }: { origin: string; path: string; label?: string }) {
  const hydrated = useHydrated()
  const { toast } = useToast()
  const [copied, setCopied] = useState(false)
  const inputId = useId()
  const url = `${origin}${path}`

  useEffect(() => {
    if (!copied) return
    const timer = setTimeout(() => setCopied(false), COPIED_INDICATOR_MS)
    return () => clearTimeout(timer)
  }, [copied])

  async function copy() {
    try {
      await navigator.clipboard.writeText(url)
      setCopied(true)
      toast({ title: 'URL copied!', description: url, type: 'success' })
    } catch {
      toast({ title: 'Copy failed', description: 'Could not copy the link to clipboard', type: 'error' })
    }
  }

  return (
    <div>
      <label htmlFor={inputId} className="text-xs font-medium text-slate-600">
        {label}
      </label>
      <div className="mt-1 flex gap-2">
        <input
          id={inputId}
          readOnly
          value={url}
          onFocus={(e) => e.currentTarget.select()}
          className="min-w-0 flex-1 rounded-lg border border-slate-300 bg-slate-50 px-3 py-1.5 text-sm text-slate-800"
        />
        {hydrated ? (
          <button
            type="button"
            onClick={copy}
            className="inline-flex items-center gap-1 rounded-lg border border-slate-300 bg-white px-3 py-1.5 text-sm font-semibold text-slate-800 hover:bg-slate-100"
          >
            {copied ? <CheckIcon width={16} height={16} /> : <CopyIcon width={16} height={16} />}
            {copied ? 'Copied' : 'Copy'}
          </button>
        ) : null}
      </div>
    </div>
  )
}
