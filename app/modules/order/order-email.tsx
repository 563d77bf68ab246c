import { renderToStaticMarkup } from 'react-dom/server'
import type { CSSProperties, ReactNode } from 'react'
import { countryName } from '~/modules/shipping/index.ts'
import { formatPrice } from '~/modules/pricing/index.ts'
import type { EmailMessage } from '~/services/email/email.ts'
import { orderPath, safeTrackingUrl, type OrderPageData } from './order.ts'

// The store's order e-mails (the receipt, "your order has shipped", a refund), rendered from one
// template: an HTML message with inline styles (mail programs drop style sheets) and its plain-text twin.

export const STORE_NAME = 'ShirtSmith'

export type OrderEmailKind = 'receipt' | 'shipped' | 'refund'

/** A refund e-mail's figures, in cents: this refund, all refunds so far, and what stays paid. */
export interface RefundFigures {
  refundedCents: number
  totalRefundedCents: number
  remainingCents: number
}

interface OrderEmailContent {
  kind: OrderEmailKind
  heading: string
  intro: string
  orderUrl: string
  logoUrl: string
  page: OrderPageData
  tracking: { carrier: string; number: string; url: string | null } | null
  refund: RefundFigures | null
  appUrl: string
}

const BRAND = '#c2410c'
const INK = '#0f172a'
const MUTED = '#475569'
const font: CSSProperties = { fontFamily: 'Helvetica, Arial, sans-serif', color: INK }
const cell: CSSProperties = { padding: '6px 8px', verticalAlign: 'top', fontSize: 14 }

const absolute = (appUrl: string, url: string | null) => (url ? new URL(url, appUrl).href : null)

function addressLines(page: OrderPageData) {
  const a = page.order.shippingAddress
  const country = countryName(a.country)
  return [
    `${a.first_name} ${a.last_name}`,
    a.address2 ? `${a.address1}, ${a.address2}` : a.address1,
    `${a.city}, ${a.region} ${a.zip}`,
    country,
  ]
}

function totals(page: OrderPageData): [string, string][] {
  const t = page.order.totals
  return [
    ['Subtotal', t.subtotal],
    ...((t.discountCode
      ? [
          ['Quantity discount', `-${t.quantityDiscount}`],
          [`Code ${t.discountCode}`, `-${t.codeDiscount}`],
        ]
      : [['Discount', t.discount === '$0.00' ? '$0.00' : `-${t.discount}`]]) as [string, string][]),
    ['Shipping', t.shipping],
    ['Total charged', t.total],
    ...(t.refunded ? ([['Refunded', `-${t.refunded}`]] as [string, string][]) : []),
  ]
}

/** "Dec 7–16 (to the US)", or TBD: the promise the order page shows. */
function deliveryWords(page: OrderPageData) {
  const promise = page.delivery?.promise
  return promise ? `${page.order.estimatedDelivery} (to ${promise.countryName})` : page.order.estimatedDelivery
}

/** The refund's lines: the amount refunded, all refunds when there were others before, what remains. */
function refundLines(refund: RefundFigures): [string, string][] {
  return [
    ['Refunded now', formatPrice(refund.refundedCents)],
    ...(refund.totalRefundedCents !== refund.refundedCents
      ? ([['Refunded in all', formatPrice(refund.totalRefundedCents)]] as [string, string][])
      : []),
    ['What remains paid', formatPrice(refund.remainingCents)],
  ]
}

function Section({ children, style }: { children: ReactNode; style?: CSSProperties }) {
  return <div style={{ padding: '16px 24px', borderTop: '1px solid #e2e8f0', ...style }}>{children}</div>
}

function OrderEmailHtml(c: OrderEmailContent) {
  const { page } = c
  const trackingUrl = safeTrackingUrl(c.tracking?.url)
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{c.heading}</title>
      </head>
      <body style={{ margin: 0, padding: 0, background: '#f1f5f9', ...font }}>
        <div style={{ maxWidth: 600, margin: '0 auto', background: '#ffffff' }}>
          <div style={{ padding: '20px 24px', background: BRAND }}>
            <a href={c.appUrl} style={{ color: '#ffffff', textDecoration: 'none', fontSize: 20, fontWeight: 700 }}>
              <img
                src={c.logoUrl}
                width={32}
                height={32}
                alt=""
                style={{ verticalAlign: 'middle', borderRadius: 6, marginRight: 8 }}
              />
              {STORE_NAME}
            </a>
          </div>
          <div style={{ padding: '24px 24px 8px' }}>
            <h1 style={{ fontSize: 22, margin: '0 0 8px' }}>{c.heading}</h1>
            <p style={{ margin: 0, color: MUTED, fontSize: 14 }}>{c.intro}</p>
            <p style={{ margin: '12px 0 0', fontSize: 14 }}>
              Order <code>{page.order.orderId}</code> · <strong data-status="">{page.order.status}</strong>
            </p>
          </div>
          {c.tracking ? (
            <Section>
              <p style={{ margin: 0, fontSize: 14 }}>
                Tracking: {c.tracking.carrier}{' '}
                {trackingUrl ? (
                  <a href={trackingUrl} style={{ color: BRAND }}>
                    {c.tracking.number}
                  </a>
                ) : (
                  c.tracking.number
                )}
              </p>
            </Section>
          ) : null}
          {c.refund ? (
            <Section>
              <table role="presentation" cellPadding={0} cellSpacing={0} style={{ width: '100%', borderCollapse: 'collapse' }}>
                <tbody>
                  {refundLines(c.refund).map(([label, value]) => (
                    <tr key={label} style={label === 'Refunded now' ? { fontWeight: 700 } : undefined}>
                      <td style={cell}>{label}</td>
                      <td style={{ ...cell, textAlign: 'right' }} data-refund={label}>
                        {value}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </Section>
          ) : null}
          <Section>
            <table role="presentation" cellPadding={0} cellSpacing={0} style={{ width: '100%', borderCollapse: 'collapse' }}>
              <tbody>
                {page.lines.map((line, i) => {
                  const picture = absolute(c.appUrl, line.mockupUrl ?? line.imageUrl)
                  return (
                    <tr key={i}>
                      <td style={{ ...cell, width: 96 }}>
                        {picture ? (
                          <img
                            src={picture}
                            width={88}
                            height={88}
                            alt={`${line.title} on a ${line.color} shirt`}
                            style={{ display: 'block', borderRadius: 8, background: '#f1f5f9' }}
                          />
                        ) : null}
                      </td>
                      <td style={cell}>
                        <strong>{line.title}</strong>
                        <br />
                        <span
                          style={{ color: MUTED }}
                        >{`${line.color} · ${line.size} · ${line.quantity} × ${line.unitPrice}`}</span>
                      </td>
                      <td style={{ ...cell, textAlign: 'right', whiteSpace: 'nowrap' }}>{line.lineTotal}</td>
                    </tr>
                  )
                })}
              </tbody>
            </table>
          </Section>
          <Section>
            <table role="presentation" cellPadding={0} cellSpacing={0} style={{ width: '100%', borderCollapse: 'collapse' }}>
              <tbody>
                {totals(page).map(([label, value]) => (
                  <tr key={label} style={label === 'Total charged' ? { fontWeight: 700 } : undefined}>
                    <td style={cell}>{label}</td>
                    <td style={{ ...cell, textAlign: 'right' }}>{value}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </Section>
          <Section>
            <p style={{ margin: '0 0 4px', fontSize: 14 }}>
              <strong>Estimated delivery:</strong> {deliveryWords(c.page)}
            </p>
            {page.delivery?.breakdown ? <p style={{ margin: 0, fontSize: 12, color: MUTED }}>{page.delivery.breakdown}</p> : null}
            <p style={{ margin: '12px 0 0', fontSize: 14 }}>
              <strong>Shipping to:</strong>
              <br />
              {addressLines(page).map((l, i) => (
                <span key={i}>
                  {l}
                  <br />
                </span>
              ))}
            </p>
          </Section>
          <Section style={{ textAlign: 'center', paddingBottom: 28 }}>
            <a
              href={c.orderUrl}
              style={{
                display: 'inline-block',
                background: BRAND,
                color: '#ffffff',
                padding: '12px 20px',
                borderRadius: 8,
                fontWeight: 700,
                textDecoration: 'none',
              }}
            >
              View your order
            </a>
            <p style={{ margin: '12px 0 0', fontSize: 12, color: MUTED }}>
              Keep this e-mail: its link is the key to your order page.
            </p>
          </Section>
        </div>
      </body>
    </html>
  )
}

function orderEmailText(c: OrderEmailContent) {
  const { page } = c
  return [
    STORE_NAME,
    '',
    c.heading,
    c.intro,
    '',
    `Order ${page.order.orderId} (${page.order.status})`,
    ...(c.tracking
      ? ['', `Tracking: ${c.tracking.carrier} ${c.tracking.number}${c.tracking.url ? ` ${c.tracking.url}` : ''}`]
      : []),
    ...(c.refund ? ['', ...refundLines(c.refund).map(([k, v]) => `${k}: ${v}`)] : []),
    '',
    ...page.lines.map((l) => `${l.quantity} x ${l.title} (${l.color}, ${l.size}) at ${l.unitPrice}: ${l.lineTotal}`),
    '',
    ...totals(page).map(([k, v]) => `${k}: ${v}`),
    '',
    `Estimated delivery: ${deliveryWords(page)}`,
    ...(page.delivery?.breakdown ? [page.delivery.breakdown] : []),
    '',
    'Shipping to:',
    ...addressLines(page),
    '',
    `View your order: ${c.orderUrl}`,
  ].join('\n')
}

const HEADINGS: Record<OrderEmailKind, string> = {
  receipt: 'Thank you for your order!',
  shipped: 'Your order is on its way!',
  refund: 'Your refund is on its way',
}

function intro(kind: OrderEmailKind, refund: RefundFigures | null) {
  if (kind === 'shipped') return 'Your shirts have left the printer. Follow the parcel with the tracking link below.'
  if (kind === 'receipt') return "We've received your order and will start printing it soon."
  const amount = formatPrice(refund?.refundedCents ?? 0)
  return refund && refund.remainingCents > 0
    ? `We've refunded ${amount} to your card. The rest of your order stands.`
    : `We've refunded ${amount} to your card: your order is refunded in full.`
}

/**
 * An order e-mail of `kind` for `page`, HTML and plain text from the same content. A refund e-mail
 * takes its figures; its Message-ID names the total refunded so far, so each refund is a message of
 * its own.
 */
export function orderEmail(
  kind: OrderEmailKind,
  to: string,
  page: OrderPageData,
  appUrl: string,
  refund: RefundFigures | null = null,
): EmailMessage {
  const orderUrl = `${appUrl}${orderPath(page.order.orderId)}`
  const host = new URL(appUrl).hostname || 'shirtsmith.local'
  const tracking = kind === 'shipped' && typeof page.order.trackingInfo !== 'string' ? page.order.trackingInfo : null
  const figures = kind === 'refund' ? refund : null
  const content: OrderEmailContent = {
    kind,
    heading: HEADINGS[kind],
    intro: intro(kind, figures),
    orderUrl,
    logoUrl: `${appUrl}/icon-192.png`,
    page,
    tracking,
    refund: figures,
    appUrl,
  }
  const short = page.order.orderId.slice(0, 8)
  const subjects: Record<OrderEmailKind, string> = {
    receipt: `Your ${STORE_NAME} order ${short}: receipt`,
    shipped: `Your ${STORE_NAME} order ${short} has shipped`,
    refund: `Your ${STORE_NAME} order ${short}: ${formatPrice(figures?.refundedCents ?? 0)} refunded`,
  }
  const messageKind = figures ? `refund-${figures.totalRefundedCents}` : kind
  return {
    to,
    subject: subjects[kind],
    text: orderEmailText(content),
    html: `<!doctype html>${renderToStaticMarkup(<OrderEmailHtml {...content} />)}`,
    messageId: `<order-${page.order.orderId}-${messageKind}@${host}>`,
  }
}
