import { createContext, useContext, type ReactNode } from 'react'

// The store's one stylesheet goes inside the page rather than as a <link>: a first visit then
// paints without waiting for a second request (Lighthouse's "render-blocking resources"; ADR 083).
// The server passes the built CSS in through context; in the browser the element is hydrated with
// the text the server sent, read back from the page.

type StylesheetSource = (href: string) => string | null
const StylesheetContext = createContext<StylesheetSource>(() => null)

export function StylesheetProvider({ source, children }: { source: StylesheetSource; children: ReactNode }) {
  return <StylesheetContext.Provider value={source}>{children}</StylesheetContext.Provider>
}

export function InlineStylesheet({ href }: { href: string }) {
  const source = useContext(StylesheetContext)
  const css = typeof document === 'undefined' ? source(href) : inlinedText(href)
  if (css === null) return <link rel="stylesheet" href={href} />
  return <style data-href={href} dangerouslySetInnerHTML={{ __html: css }} />
}

function inlinedText(href: string): string | null {
  for (const style of document.querySelectorAll('style[data-href]')) {
    if (style.getAttribute('data-href') === href) return style.innerHTML
  }
  return null
}
