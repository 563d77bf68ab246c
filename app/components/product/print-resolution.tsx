import type { PrintResolution } from '~/modules/print/index.server.ts'

/**
 * How sharp the design prints on the chosen size. Its creator also sees, below 150 DPI, that the print
 * may look soft, while there is still time to make a larger picture.
 */
export function PrintResolutionNote({ resolution, isCreator }: { resolution: PrintResolution; isCreator: boolean }) {
  const { dpi, size, widthInches, heightInches, low } = resolution
  return (
    <div className="mt-4 text-sm text-slate-700" data-testid="print-resolution">
      <p>
        Print resolution: <strong>{dpi} DPI</strong> at size {size} ({widthInches} × {heightInches} in)
      </p>
      {low && isCreator ? (
        <p role="status" className="mt-2 rounded-lg border border-amber-300 bg-amber-50 p-3 text-amber-900">
          <strong>Your design may print soft.</strong> At {dpi} DPI, below the 150 DPI a sharp print needs, it is enlarged to fit
          the shirt and fine detail can look blurry. A larger picture prints sharper.
        </p>
      ) : null}
    </div>
  )
}
