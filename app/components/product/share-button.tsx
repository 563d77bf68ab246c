import { CheckIcon, ShareIcon } from '~/components/icons.tsx'
import { useToast } from '~/components/toaster.tsx'
import { buttonClass } from '~/components/ui/button.ts'
import { copyToClipboard, useCopiedIndicator } from '~/components/community/card-actions.tsx'
import { prefersNativeShare } from '~/modules/product/index.ts'

/**
 * Share: the native share sheet on narrow screens (768 px or less), otherwise the link is copied with
 * the 2-second indicator. Without JavaScript it is a link to the share page.
 */
export function ShareButton({ url, title, sharePath }: { url: string; title: string; sharePath: string }) {
  const { toast } = useToast()
  const { copied, markCopied } = useCopiedIndicator()
  return (
    <a
      href={sharePath}
      className={buttonClass.secondary}
      onClick={async (event) => {
        event.preventDefault()
        if (prefersNativeShare(window.innerWidth, typeof navigator.share === 'function')) {
          try {
            await navigator.share({ title, url })
          } catch (error) {
            // Closing the share sheet is not an error.
            if (!(error instanceof DOMException && error.name === 'AbortError')) {
              toast({ title: 'Failed to copy', description: 'Please try again', type: 'error' })
            }
          }
          return
        }
        if (await copyToClipboard(url)) markCopied()
        else toast({ title: 'Failed to copy', description: 'Please try again', type: 'error' })
      }}
    >
      {copied ? <CheckIcon width={18} height={18} /> : <ShareIcon width={18} height={18} />}
      <span aria-live="polite">{copied ? 'Copied!' : 'Share'}</span>
    </a>
  )
}
