// The elements of an SVG string as a flat list (name, attributes, where each starts and ends, its parent), for the
// print file's rewrites of the offline generator's own SVG (filter reach, smooth results and noise patterns drawn once). Not a general XML
// parser: it reads the markup the offline styles write (no '<' inside attribute values or text but as markup;
// comments and CDATA skipped).

export interface SvgElement {
  name: string
  /** The opening tag's attributes, as written. */
  attributes: string
  /** Where the opening tag starts and where the element ends (after its closing tag), in the string. */
  start: number
  end: number
  /** Where its content starts and ends (equal for an empty element). */
  contentStart: number
  contentEnd: number
  /** The index of its parent in the list, or -1 for the root. */
  parent: number
}

const TAG = /<!--[\s\S]*?-->|<!\[CDATA\[[\s\S]*?\]\]>|<\/([a-zA-Z][\w:.-]*)\s*>|<([a-zA-Z][\w:.-]*)((?:\s[^>]*?)?)(\/?)>/g

/** Every element of `svg`, in document order. */
export function svgElements(svg: string): SvgElement[] {
  const elements: SvgElement[] = []
  const open: number[] = []
  for (const match of svg.matchAll(TAG)) {
    const [whole, closing, name, attributes = '', selfClosing] = match
    const at = match.index
    if (closing) {
      const index = open.pop()
      if (index === undefined || elements[index]!.name !== closing) throw new Error(`Unbalanced </${closing}> at ${at}`)
      elements[index]!.contentEnd = at
      elements[index]!.end = at + whole.length
    } else if (name) {
      const element: SvgElement = {
        name,
        attributes,
        start: at,
        end: at + whole.length,
        contentStart: at + whole.length,
        contentEnd: at + whole.length,
        parent: open.at(-1) ?? -1,
      }
      elements.push(element)
      if (!selfClosing) open.push(elements.length - 1)
    }
  }
  if (open.length) throw new Error(`Unclosed <${elements[open.at(-1)!]!.name}>`)
  return elements
}

/** An attribute's value, or undefined. */
export function attributeOf(attributes: string, name: string): string | undefined {
  return new RegExp(`(?:^|\\s)${name}\\s*=\\s*"([^"]*)"`).exec(attributes)?.[1]
}

/** The numbers in an attribute value ("2", "2 4", "0.5,1"). */
export function numbersOf(value: string | undefined): number[] {
  return value ? (value.match(/-?\d*\.?\d+(?:e[-+]?\d+)?/gi) ?? []).map(Number) : []
}

/**
 * How much a transform list can stretch a length at most (its largest singular value, bounded from above):
 * 1 for translations and rotations, the largest factor of a scale, the Frobenius norm of a matrix or skew.
 */
export function transformStretch(transform: string | undefined): number {
  if (!transform) return 1
  let stretch = 1
  for (const [, fn, args] of transform.matchAll(/(\w+)\s*\(([^)]*)\)/g)) {
    const n = numbersOf(args)
    switch (fn) {
      case 'translate':
      case 'rotate':
        break
      case 'scale':
        stretch *= Math.max(Math.abs(n[0] ?? 1), Math.abs(n[1] ?? n[0] ?? 1))
        break
      case 'matrix':
        stretch *= Math.hypot(n[0] ?? 1, n[1] ?? 0, n[2] ?? 0, n[3] ?? 1)
        break
      case 'skewX':
      case 'skewY':
        stretch *= Math.hypot(1, 1, Math.tan(((n[0] ?? 0) * Math.PI) / 180))
        break
      default:
        return Number.POSITIVE_INFINITY
    }
  }
  return stretch
}
