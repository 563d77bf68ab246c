import { useRevalidator } from '@remix-run/react'
import { useEffect, useRef, useState, type FormEvent } from 'react'
import { CheckIcon, CopyIcon, HeartIcon } from '~/components/icons.tsx'
import { useToast } from '~/components/toaster.tsx'
import { buttonClass } from '~/components/ui/button.ts'
import { COPIED_INDICATOR_MS } from '~/modules/community/index.ts'
import { UPVOTE_SIGN_IN_TOAST } from '~/modules/upvote/index.ts'

/**
 * The upvote toggle. Without JavaScript it is a form posting to /designs/{id}/upvote, which redirects
 * back; with JavaScript it calls the JSON API, stays disabled while the request runs and then
 * revalidates the page so the count and the popular list refresh.
 */
export function UpvoteButton({
  designId,
  upvoted,
  upvoteCount,
  signedIn,
  redirectTo,
  compact = false,
}: {
  designId: number
  upvoted: boolean
  upvoteCount: number
  signedIn: boolean
  redirectTo: string
  compact?: boolean
}) {
  const { toast } = useToast()
  const revalidator = useRevalidator()
  const [state, setState] = useState({ upvoted, upvoteCount })
  const [pending, setPending] = useState(false)
  useEffect(() => setState({ upvoted, upvoteCount }), [upvoted, upvoteCount])

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (!signedIn) {
      toast({ ...UPVOTE_SIGN_IN_TOAST, type: 'error' })
      return
    }
    const removing = state.upvoted
    setPending(true)
    try {
      const response = await fetch(`/api/designs/${designId}/upvote`, {
        method: removing ? 'DELETE' : 'POST',
        headers: { Accept: 'application/json' },
        credentials: 'same-origin',
      })
      const body = (await response.json().catch(() => ({}))) as { upvoted?: boolean; upvoteCount?: number; message?: string }
      if (response.status === 401) {
        toast({ ...UPVOTE_SIGN_IN_TOAST, type: 'error' })
        return
      }
      if (!response.ok || typeof body.upvoteCount !== 'number') {
        throw new Error(body.message || 'Something went wrong')
      }
      setState({ upvoted: Boolean(body.upvoted), upvoteCount: body.upvoteCount })
      revalidator.revalidate()
    } catch (error) {
      toast({
        title: removing ? 'Failed to remove upvote' : 'Failed to upvote',
        description: error instanceof Error && error.message ? error.message : 'Something went wrong',
        type: 'error',
      })
    } finally {
      setPending(false)
    }
  }

  const label = state.upvoted ? 'Remove upvote' : 'Upvote'
  return (
    <form method="post" action={`/designs/${designId}/upvote`} onSubmit={onSubmit}>
      <input type="hidden" name="intent" value={state.upvoted ? 'remove' : 'upvote'} />
      <input type="hidden" name="redirectTo" value={redirectTo} />
      <button
        type="submit"
        disabled={pending}
        aria-pressed={state.upvoted}
        aria-label={`${label} (${state.upvoteCount} ${state.upvoteCount === 1 ? 'upvote' : 'upvotes'})`}
        title={label}
        className={`inline-flex items-center gap-1.5 rounded-full border px-3 py-1.5 text-sm font-semibold transition-colors disabled:cursor-wait disabled:opacity-60 ${
          state.upvoted
            ? 'border-rose-300 bg-rose-50 text-rose-700 hover:bg-rose-100'
            : 'border-slate-300 bg-white text-slate-700 hover:bg-slate-100'
        } ${compact ? 'px-2.5 py-1' : ''}`}
      >
        <HeartIcon width={16} height={16} fill={state.upvoted ? 'currentColor' : 'none'} />
        <span data-testid="upvote-count">{state.upvoteCount}</span>
      </button>
    </form>
  )
}

/** Copies text to the clipboard; false when the browser refuses. */
export async function copyToClipboard(text: string): Promise<boolean> {
  try {
    if (!navigator.clipboard?.writeText) return false
    await navigator.clipboard.writeText(text)
    return true
  } catch {
    return false
  }
}

/** A "copied" flag that turns itself off after two seconds (the copy button's confirmation). */
export function useCopiedIndicator() {
  const [copied, setCopied] = useState(false)
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  useEffect(() => () => clearTimeout(timer.current), [])
  return {
    copied,
    markCopied() {
      setCopied(true)
      clearTimeout(timer.current)
      timer.current = setTimeout(() => setCopied(false), COPIED_INDICATOR_MS)
    },
  }
}

/**
 * Copies a design's link. Without JavaScript it is a link to the share page, which shows the
 * address to copy.
 */
export function CopyLinkButton({ path, sharePath, title }: { path: string; sharePath: string; title: string }) {
  const { toast } = useToast()
  const { copied, markCopied } = useCopiedIndicator()
  return (
    <a
      href={sharePath}
      onClick={async (event) => {
        event.preventDefault()
        if (await copyToClipboard(new URL(path, window.location.origin).toString())) {
          markCopied()
          toast({ title: 'Link copied!', description: 'Design link copied to clipboard', type: 'success' })
        } else {
          toast({ title: 'Copy failed', description: 'Could not copy the link to clipboard', type: 'error' })
        }
      }}
      className={`${buttonClass.ghost} px-2.5 py-1.5`}
    >
      {copied ? <CheckIcon width={16} height={16} /> : <CopyIcon width={16} height={16} />}
      <span aria-live="polite">{copied ? 'Copied!' : 'Copy link'}</span>
      <span className="sr-only"> to {title}</span>
    </a>
  )
}
