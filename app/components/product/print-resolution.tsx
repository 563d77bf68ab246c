import type { PrintResolution } from '~/modules/print/index.server.ts'

/**
 * The print's real size and sharpness on the chosen size: how many inches it covers and at how many
 * DPI, and why. A vector design is drawn again at the print's full size; a picture of fixed pixels is
 * printed no larger than 150 DPI allows, and says so. Its creator also sees, below 150 DPI, that the
 * print may look soft.
 */
export function PrintResolutionNote({ resolution, isCreator }: { resolution: PrintResolution; isCreator: boolean }) {
  const { dpi, size, widthInches, heightInches, low, source, pixelWidth, pixelHeight } = resolution
  return (
    <div
      className="mt-4 rounded-lg border border-slate-200 bg-slate-50 p-3 text-sm text-slate-700"
      data-testid="print-resolution"
    >
      <p>
        Printed size on {size}:{' '}
        <strong data-testid="print-size">
          {widthInches} × {heightInches} in
        </strong>{' '}
        at <strong data-testid="print-dpi">{dpi} DPI</strong>
      </p>
      <p className="mt-1 text-slate-600">
        {source === 'vector'
          ? 'Drawn from vector artwork at the full print size, so edges stay sharp on every size.'
          : `The picture is ${pixelWidth} × ${pixelHeight} px, so it prints at the size that keeps it sharp rather than stretched.`}
      </p>
      {low && isCreator ? (
        <p role="status" className="mt-2 rounded-lg border border-amber-300 bg-amber-50 p-3 text-amber-900">
          <strong>Your design may print soft.</strong> At {dpi} DPI, below the 150 DPI a sharp print needs, fine detail can look
          blurry. A larger picture prints sharper.
        </p>
      ) : null}
    </div>
  )
}
