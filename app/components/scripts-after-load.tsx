import { Scripts } from '@remix-run/react'

// Content first, then JavaScript (ADR 107). Every page works without JavaScript (plain forms, links
// and server-rendered state), so the scripts that hydrate it are polish: they start once the page
// and its first images have loaded and been painted, or at the visitor's first touch, key or focus
// if that comes sooner. The browser paints the page without running or fetching a line of the store's
// JavaScript, and the network carries the document and the pictures on screen before the scripts.
//
// How: the server renders Remix's <Scripts> as usual, then `holdScripts` makes its module preloads
// and its module script inert in the HTML (a renamed `rel`, an unknown script `type`). The small
// classic script below restores them when the moment comes. Hydration still finds the same tags
// in the same places: React compares tag names, not these attributes.

const HELD_REL = 'data-held-rel'
const HELD_TYPE = 'text/x-held-module'

/**
 * Makes Remix's module preloads and module script inert in the rendered page. Only the tags
 * Remix's <Scripts> writes are touched: `<link rel="modulepreload" …>` and its one
 * `<script … type="module" async="">`.
 */
export function holdScripts(html: string): string {
  const from = heldFrom(html)
  return from === -1 ? html : html.slice(0, from) + holdScriptsIn(html.slice(from))
}

/**
 * `holdScripts` over the page's UTF-8 bytes, as the server renders it: only the rewritten part is
 * decoded and encoded again (the tags and what they are searched by are ASCII, so offsets in the bytes
 * fall where they fall in the text, between characters). The rest, the inline stylesheet with it, is
 * copied as it is.
 */
export function holdScriptsInPage(page: Buffer<ArrayBuffer>): Buffer<ArrayBuffer> {
  const from = heldFrom(page)
  return from === -1 ? page : Buffer.concat([page.subarray(0, from), Buffer.from(holdScriptsIn(page.toString('utf8', from)))])
}

/** Where the part of the page to rewrite starts, or -1 when the page has none of the tags. */
function heldFrom(html: string | Buffer): number {
  // Only the part of the page from the first of these tags on is rewritten: they come at the end of
  // <body>, and scanning the whole page (its inline stylesheet included) twice cost 0.15 ms a render.
  const preload = html.indexOf(MODULE_PRELOAD)
  const moduleScript = html.indexOf(MODULE_SCRIPT_END)
  // The module script's tag starts at the last `<script` before its attributes (or, if none, anywhere).
  const script = moduleScript === -1 ? -1 : Math.max(0, html.lastIndexOf('<script', moduleScript))
  const starts = [preload, script].filter((at) => at >= 0)
  return starts.length === 0 ? -1 : Math.min(...starts)
}

const MODULE_PRELOAD = '<link rel="modulepreload" '
const MODULE_SCRIPT_END = ' type="module" async="">'

function holdScriptsIn(html: string): string {
  return html
    .replaceAll(MODULE_PRELOAD, `<link ${HELD_REL}="modulepreload" `)
    .replace(/(<script(?: nonce="[^"]*")? type=)"module"( async="">)/, `$1"${HELD_TYPE}"$2`)
}

/** Runs in the browser (inline, before hydration): puts the held tags back to work, once. */
export const RELEASE_SCRIPTS = `(function(){
var started=false;
function start(){
if(started)return;started=true;
document.querySelectorAll('link[${HELD_REL}]').forEach(function(l){l.rel=l.getAttribute('${HELD_REL}');l.removeAttribute('${HELD_REL}')});
document.querySelectorAll('script[type="${HELD_TYPE}"]').forEach(function(held){
var s=document.createElement('script');s.type='module';s.async=true;s.nonce=held.nonce;s.textContent=held.textContent;held.replaceWith(s)});
}
function afterPaint(){requestAnimationFrame(function(){setTimeout(start,0)})}
if(document.readyState==='complete')afterPaint();else addEventListener('load',afterPaint,{once:true});
['pointerdown','keydown','focusin','touchstart'].forEach(function(t){addEventListener(t,start,{once:true,passive:true,capture:true})});
})();`

/** Remix's <Scripts>, followed by the script that starts them after the page has loaded. */
export function ScriptsAfterLoad({ nonce }: { nonce: string }) {
  return (
    <>
      <Scripts nonce={nonce} />
      <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: RELEASE_SCRIPTS }} />
    </>
  )
}
