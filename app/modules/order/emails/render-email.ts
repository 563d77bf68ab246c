import { render, toPlainText } from '@react-email/render'
import type { ReactElement } from 'react'

// An e-mail component rendered once to its HTML, and its plain-text part generated from that HTML
// (html-to-text under react-email's own rules: pictures and the preview line left out, links as
// "words address"). Two rules of the store's own keep the text as readable as the HTML:
// - a row marked data-text-row reads "label: value" (its cells joined, empty ones left out);
// - a link marked data-text-link (a button) reads "words: address".

/** The parts of html-to-text's DOM node and block builder that the two rules use. */
interface DomNode {
  type: string
  name?: string
  data?: string
  attribs?: Record<string, string>
  children?: DomNode[]
}
interface TextBuilder {
  openBlock(options: { leadingLineBreaks: number }): void
  closeBlock(options: { trailingLineBreaks: number }): void
  addInline(text: string): void
}
type Walk = (nodes: DomNode[] | undefined, builder: TextBuilder) => void

const hasText = (node: DomNode): boolean =>
  node.type === 'text' ? Boolean(node.data?.trim()) : node.name !== 'img' && (node.children ?? []).some(hasText)

function labelledRow(elem: DomNode, walk: Walk, builder: TextBuilder) {
  const cells = (elem.children ?? []).filter((c) => c.type === 'tag' && (c.name === 'td' || c.name === 'th') && hasText(c))
  builder.openBlock({ leadingLineBreaks: 1 })
  cells.forEach((c, i) => {
    if (i > 0) builder.addInline(': ')
    walk(c.children, builder)
  })
  builder.closeBlock({ trailingLineBreaks: 1 })
}

function labelledLink(elem: DomNode, walk: Walk, builder: TextBuilder) {
  builder.openBlock({ leadingLineBreaks: 1 })
  walk(elem.children, builder)
  builder.addInline(`: ${elem.attribs?.href ?? ''}`)
  builder.closeBlock({ trailingLineBreaks: 1 })
}

const TEXT_OPTIONS = {
  formatters: { labelledRow, labelledLink },
  selectors: [
    { selector: 'tr[data-text-row]', format: 'labelledRow' },
    { selector: 'a[data-text-link]', format: 'labelledLink' },
    // Headings keep their case (html-to-text writes them in capitals by default).
    { selector: 'h1', options: { uppercase: false } },
  ],
}

/** The component's HTML (with react-email's XHTML doctype) and its plain-text part. */
export async function renderEmail(email: ReactElement): Promise<{ html: string; text: string }> {
  const html = await render(email)
  return { html, text: toPlainText(html, TEXT_OPTIONS) }
}
