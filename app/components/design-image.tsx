import { useState } from 'react'
import { ImageIcon } from './icons.tsx'

// React 18 knows no `fetchPriority` prop; the lowercase attribute passes through as it is.
const HIGH_PRIORITY = { fetchpriority: 'high' } as object

/**
 * A design picture with the spec's fallbacks: the mockup, else the plain image, else a placeholder;
 * a picture that fails to load also falls back.
 */
export function DesignImage({
  mockupUrl,
  imageUrl,
  alt,
  className = '',
  width = 512,
  height = 512,
  loading = 'lazy',
  priority = false,
}: {
  mockupUrl?: string | null
  imageUrl?: string | null
  alt: string
  className?: string
  width?: number
  height?: number
  loading?: 'lazy' | 'eager'
  /** The page's main picture, on screen at once: loaded first, never lazily (it is what the visitor waits for). */
  priority?: boolean
}) {
  const candidates = [mockupUrl, imageUrl].filter((u): u is string => Boolean(u))
  const [failed, setFailed] = useState(0)
  const src = candidates[failed]
  if (!src) {
    return (
      <div
        role="img"
        aria-label={alt}
        data-testid="image-placeholder"
        className={`flex items-center justify-center bg-slate-100 text-slate-500 ${className}`}
        style={{ aspectRatio: `${width} / ${height}` }}
      >
        <ImageIcon width={40} height={40} />
      </div>
    )
  }
  return (
    <img
      key={src}
      src={src}
      alt={alt}
      width={width}
      height={height}
      loading={priority ? 'eager' : loading}
      decoding="async"
      {...(priority ? HIGH_PRIORITY : {})}
      onError={() => setFailed((n) => n + 1)}
      className={`bg-slate-100 object-cover ${className}`}
    />
  )
}

/** Cuts text at `max` characters, adding an ellipsis when cut. */
export function truncate(text: string, max: number) {
  return text.length > max ? `${text.slice(0, max).trimEnd()}…` : text
}
