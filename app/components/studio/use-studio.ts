import { useCallback, useEffect, useState } from 'react'
import { useToast } from '~/components/toaster.tsx'
import { HONEYPOT_FIELD } from '~/lib/honeypot.ts'
import type { JobView } from '~/modules/design-job/index.ts'
import { BACKGROUND_KEPT_NOTE, creationFailureToast, TOASTS, type UploadFit, type UploadPrint } from '~/modules/design/index.ts'

export interface StudioDesign {
  id: number
  prompt: string
  imageUrl: string
  mockupUrl: string
  color: string
  /** The design's title (its `name`): the owner's, or the one made from the prompt. */
  title?: string
  /** False for another person's design opened by its link (bought as a product, not as one's own). */
  owned?: boolean
  /** An own upload's sizes, for the note on how large it prints. */
  print?: UploadPrint | null
}

type CreatedAnswer = Omit<StudioDesign, 'title'> & { name?: string }

/** Why the last try made no design, shown beside its button until the next try. */
export interface StudioRefusal {
  intent: 'generate' | 'upload'
  message: string
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

/** The upload form's choices, sent with the file; `honeypot` is the hidden trap field's value (app/lib/honeypot.ts). */
export interface UploadOptions {
  style: string
  color: string
  showInCommunity: boolean
  removeBackground: boolean
  fit: UploadFit
  honeypot: string
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

type JobAnswer = { job: JobView & { design: CreatedAnswer | null } }

const POLL_MS = 1000

/**
 * Follows a design job to its end: Server-Sent Events, or polling its status URL where events are
 * unavailable or the stream broke for good. Answers the design, or throws the job's error message.
 */
function followJob(job: JobView, onProgress: (view: JobView) => void): Promise<CreatedAnswer> {
  return new Promise((resolve, reject) => {
    const settle = (answer: JobAnswer | { message?: string }) => {
      if ('job' in answer && answer.job.status === 'done' && answer.job.design) return (resolve(answer.job.design), true)
      if ('job' in answer && answer.job.status === 'failed') return (reject(new Error(answer.job.error?.message)), true)
      if (!('job' in answer)) return (reject(new Error(answer.message ?? 'The design could not be created.')), true)
      onProgress(answer.job)
      return false
    }
    const poll = async () => {
      try {
        if (!settle(await postJson(job.statusUrl, { method: 'GET' }))) window.setTimeout(poll, POLL_MS)
      } catch (error) {
        reject(error)
      }
    }
    if (typeof EventSource === 'undefined') return void poll()
    const events = new EventSource(job.eventsUrl)
    const onEvent = (event: MessageEvent<string>) => {
      if (settle(JSON.parse(event.data))) events.close()
    }
    events.addEventListener('progress', onEvent)
    events.addEventListener('done', onEvent)
    events.addEventListener('failed', onEvent)
    events.onerror = () => {
      // The browser reconnects by itself; a stream it gave up on is followed by polling instead.
      if (events.readyState === EventSource.CLOSED) void poll()
    }
  })
}

/** The studio's working state with JavaScript: creation through the /api routes, no page reload. */
export function useStudio(initial: StudioDesign | null, onCreated: (design: StudioDesign) => void = () => {}) {
  const { toast } = useToast()
  const [design, setDesign] = useState<StudioDesign | null>(initial)
  const [generating, setGenerating] = useState(false)
  const [progress, setProgress] = useState<JobView | null>(null)
  const [refusal, setRefusal] = useState<StudioRefusal | null>(null)
  // A page navigation (a no-JavaScript post landing on ?design=) brings a new design.
  useEffect(() => setDesign(initial), [initial?.id]) // eslint-disable-line react-hooks/exhaustive-deps

  const finish = useCallback(
    async ({ name, ...answer }: CreatedAnswer, success: typeof TOASTS.generated | typeof TOASTS.created) => {
      const created: StudioDesign = { ...answer, title: name, owned: true }
      const loaded = await preload(sized(created.mockupUrl || created.imageUrl))
      setDesign(created)
      toast(loaded ? success : TOASTS.previewSlow)
      onCreated(created)
    },
    [toast, onCreated],
  )

  const generate = useCallback(
    async (input: { prompt: string; style: string; color: string; designType: string; showInCommunity: boolean }) => {
      setGenerating(true)
      setRefusal(null)
      try {
        const started: JobAnswer = await postJson('/api/design-jobs', {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ source: 'prompt', ...input, size: 'Medium', position: 'Center' }),
        })
        setProgress(started.job)
        await finish(await followJob(started.job, setProgress), TOASTS.generated)
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error)
        setRefusal({ intent: 'generate', message })
        toast(creationFailureToast('generate', message))
      } finally {
        setGenerating(false)
        setProgress(null)
      }
    },
    [finish, toast],
  )

  const createFromImage = useCallback(
    async (file: File, options: UploadOptions) => {
      setGenerating(true)
      setRefusal(null)
      try {
        const form = new FormData()
        form.append('image', file)
        // The form's honeypot goes along, as it does without JavaScript: filled, the upload is refused.
        form.append(HONEYPOT_FIELD, options.honeypot)
        const uploaded = await postJson('/api/upload', { method: 'POST', body: form })
        const started: JobAnswer = await postJson('/api/design-jobs', {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({
            source: 'upload',
            imagePath: uploaded.filePath,
            imgurUrl: uploaded.imgurUrl,
            tshirtColor: options.color,
            style: options.style,
            showInCommunity: options.showInCommunity,
            removeBackground: options.removeBackground,
            fit: options.fit,
          }),
        })
        setProgress(started.job)
        const created = await followJob(started.job, setProgress)
        await finish(created, TOASTS.created)
        // The removal failed and the photo was used as uploaded: said beside the success.
        if (options.removeBackground && created.name?.endsWith(`(${BACKGROUND_KEPT_NOTE})`)) toast(TOASTS.backgroundKept)
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error)
        setRefusal({ intent: 'upload', message })
        toast(creationFailureToast('image', message))
      } finally {
        setGenerating(false)
        setProgress(null)
      }
    },
    [finish, toast],
  )

  return { design, generating, progress, refusal, generate, createFromImage }
}
