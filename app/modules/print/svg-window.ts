// Print files are drawn a window of the design at a time (ADR 124).

/** The SVG with its root element showing only the window `viewBox`, drawn `width` × `height` px. */
export function svgWindow(svg: string, viewBox: [number, number, number, number], width: number, height: number): string {
  const open = /<svg\b[^>]*>/.exec(svg)
  if (!open) throw new Error('Not an SVG')
  const tag = open[0]
    .replace(/\s(width|height|viewBox|preserveAspectRatio)="[^"]*"/g, '')
    .replace(
      /^<svg\b/,
      `<svg width="${width}" height="${height}" viewBox="${viewBox.map((n) => +n.toFixed(4)).join(' ')}" preserveAspectRatio="none"`,
    )
  return svg.slice(0, open.index) + tag + svg.slice(open.index + open[0].length)
}
