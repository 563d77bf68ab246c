import { useCallback, useEffect, useState } from 'react'
import { useToast } from '~/components/toaster.tsx'
import { creationFailureToast, TOASTS } from '~/modules/design/messages.ts'

export interface StudioDesign {
  id: number
  prompt: string
  imageUrl: string
  mockupUrl: string
  color: string
}

const PRELOAD_TIMEOUT_MS = 15_000
/** The width the preview shows; our image route serves it as a resized WebP. */
export const PREVIEW_WIDTH = 768

/** A stored image at a display width (other URLs are left alone). */
export function sized(url: string, width = PREVIEW_WIDTH) {
  return url.startsWith('/images/') && !url.includes('?') ? `${url}?w=${width}` : url
}

/** Loads an image into the browser cache; false when it fails or takes too long. */
function preload(src: string) {
  return new Promise<boolean>((resolve) => {
    const image = new Image()
    const timer = window.setTimeout(() => resolve(false), PRELOAD_TIMEOUT_MS)
    image.onload = () => {
      window.clearTimeout(timer)
      resolve(true)
    }
    image.onerror = () => {
      window.clearTimeout(timer)
      resolve(false)
    }
    image.src = src
  })
}

async function postJson(url: string, init: RequestInit) {
  const response = await fetch(url, { credentials: 'same-origin', ...init })
  const body = await response.json().catch(() => null)
  if (!response.ok) {
    const message = body?.message ?? body?.error ?? `${response.status}: ${response.statusText}`
    throw new Error(message)
  }
  return body
}

/** The studio's working state with JavaScript: creation through the /api routes, no page reload. */
export function useStudio(initial: StudioDesign | null, onCreated: (design: StudioDesign) => void = () => {}) {
  const { toast } = useToast()
  const [design, setDesign] = useState<StudioDesign | null>(initial)
  const [generating, setGenerating] = useState(false)
  // A page navigation (a no-JavaScript post landing on ?design=) brings a new design.
  useEffect(() => setDesign(initial), [initial?.id]) // eslint-disable-line react-hooks/exhaustive-deps

  const finish = useCallback(
    async (created: StudioDesign, success: typeof TOASTS.generated | typeof TOASTS.created) => {
      const loaded = await preload(sized(created.mockupUrl || created.imageUrl))
      setDesign(created)
      toast(loaded ? success : TOASTS.previewSlow)
      onCreated(created)
    },
    [toast, onCreated],
  )

  const generate = useCallback(
    async (input: { prompt: string; style: string; color: string; designType: string }) => {
      setGenerating(true)
      try {
        const body = await postJson('/api/designs/generate', {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ ...input, size: 'Medium', position: 'Center' }),
        })
        await finish(body.design, TOASTS.generated)
      } catch (error) {
        toast(creationFailureToast('generate', error instanceof Error ? error.message : String(error)))
      } finally {
        setGenerating(false)
      }
    },
    [finish, toast],
  )

  const createFromImage = useCallback(
    async (file: File, options: { style: string; color: string }) => {
      setGenerating(true)
      try {
        const form = new FormData()
        form.append('image', file)
        const uploaded = await postJson('/api/upload', { method: 'POST', body: form })
        const body = await postJson('/api/designs/from-image', {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({
            imagePath: uploaded.filePath,
            imgurUrl: uploaded.imgurUrl,
            tshirtColor: options.color,
            style: options.style,
          }),
        })
        await finish(body.design, TOASTS.created)
      } catch (error) {
        toast(creationFailureToast('image', error instanceof Error ? error.message : String(error)))
      } finally {
        setGenerating(false)
      }
    },
    [finish, toast],
  )

  return { design, generating, generate, createFromImage }
}
