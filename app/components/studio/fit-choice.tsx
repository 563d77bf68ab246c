import { useState } from 'react'
import {
  DEFAULT_UPLOAD_FIT,
  estimateUploadPrint,
  uploadPrintNote,
  uploadPrintRule,
  type UploadFit,
  type UploadPrint,
} from '~/modules/design/index.ts'

// The upload's fit (all of the picture, or cropped to a square) and how large it prints. Without
// JavaScript the hint says the rule before the upload and the studio gives the exact size after it;
// with JavaScript the size is estimated as soon as a file is chosen.

const FITS: { value: UploadFit; label: string; hint: string }[] = [
  { value: 'whole', label: 'Keep the whole picture', hint: 'Nothing is cut off; the shirt shows around it.' },
  {
    value: 'square',
    label: 'Crop to a square',
    hint: 'Its most interesting square; the rest of a wide or tall picture is cut off.',
  },
]

export function FitChoice({
  picture,
  fit,
  onFit,
}: {
  /** The chosen file's pixel size, once the browser has read it. */
  picture: { width: number; height: number } | null
  fit: UploadFit
  onFit: (fit: UploadFit) => void
}) {
  return (
    <fieldset className="rounded-lg border border-slate-200 bg-slate-50 p-3" aria-describedby="upload-fit-hint">
      <legend className="px-1 text-sm font-semibold text-slate-900">Picture on the shirt</legend>
      <div className="mt-1 space-y-2">
        {FITS.map((choice) => (
          <div key={choice.value} className="flex items-start gap-3">
            <input
              type="radio"
              id={`upload-fit-${choice.value}`}
              name="fit"
              value={choice.value}
              defaultChecked={choice.value === DEFAULT_UPLOAD_FIT}
              onChange={() => onFit(choice.value)}
              aria-describedby={`upload-fit-${choice.value}-hint`}
              className="mt-0.5 h-5 w-5 shrink-0 accent-brand-700"
            />
            <div>
              <label htmlFor={`upload-fit-${choice.value}`} className="text-sm font-medium text-slate-900">
                {choice.label}
              </label>
              <p id={`upload-fit-${choice.value}-hint`} className="text-xs text-slate-600">
                {choice.hint}
              </p>
            </div>
          </div>
        ))}
      </div>
      <p id="upload-fit-hint" className="mt-2 text-xs text-slate-700">
        {uploadPrintRule()}
      </p>
      {picture ? <PrintEstimate print={estimateUploadPrint(picture, fit)} /> : null}
    </fieldset>
  )
}

/** The estimate for the chosen file (JavaScript only: the page cannot read a file's size without it). */
function PrintEstimate({ print }: { print: UploadPrint }) {
  const note = uploadPrintNote(print)
  return (
    <div role="status" data-testid="upload-print-estimate" className="mt-2 rounded-md bg-white p-2 text-xs text-slate-800">
      <p className="font-semibold">{note.headline}</p>
      <p>{note.reasons.join(' ')}</p>
    </div>
  )
}

/** A chosen file's pixel size, read by the browser (null when it cannot be read). */
export function usePictureSize() {
  const [picture, setPicture] = useState<{ width: number; height: number } | null>(null)
  const read = (url: string | null) => {
    setPicture(null)
    if (!url) return
    const image = new Image()
    image.onload = () => setPicture({ width: image.naturalWidth, height: image.naturalHeight })
    image.src = url
  }
  return [picture, read] as const
}

/** The print note under a finished upload design, for its owner. */
export function UploadPrintNote({ print }: { print: UploadPrint }) {
  const note = uploadPrintNote(print)
  return (
    <div
      data-testid="upload-print-note"
      className="mt-4 rounded-xl border border-slate-200 bg-slate-50 p-4 text-sm text-slate-800"
    >
      <p className="font-semibold text-slate-900">{note.headline}</p>
      <ul className="mt-1 list-disc space-y-1 pl-5">
        {note.reasons.map((reason) => (
          <li key={reason}>{reason}</li>
        ))}
      </ul>
    </div>
  )
}
