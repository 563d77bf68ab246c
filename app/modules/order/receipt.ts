import type { EmailMessage } from '~/services/email/email.ts'
import { orderPath, type OrderPageData } from './order.ts'

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!)

/**
 * The order receipt: each shirt with its price, the totals as charged, where it ships and the link
 * to the order page. Its Message-ID is the order's own, so every attempt sends the same message.
 */
export function receiptMessage(to: string, page: OrderPageData, appUrl: string): EmailMessage {
  const { order, lines } = page
  const link = `${appUrl}${orderPath(order.orderId)}`
  const host = new URL(appUrl).hostname || 'shirtsmith.local'
  const a = order.shippingAddress
  const address = [
    `${a.first_name} ${a.last_name}`,
    a.address2 ? `${a.address1}, ${a.address2}` : a.address1,
    `${a.city}, ${a.region} ${a.zip}`,
    a.country,
  ]
  const totals: [string, string][] = [
    ['Subtotal', order.totals.subtotal],
    ['Discount', order.totals.discount === '$0.00' ? '$0.00' : `-${order.totals.discount}`],
    ['Shipping', order.totals.shipping],
    ['Total charged', order.totals.total],
  ]
  const text = [
    'Thank you for your order!',
    '',
    `Order ${order.orderId} (${order.status})`,
    '',
    ...lines.map((l) => `${l.quantity} x ${l.title} (${l.color}, ${l.size}) at ${l.unitPrice}: ${l.lineTotal}`),
    '',
    ...totals.map(([k, v]) => `${k}: ${v}`),
    '',
    'Shipping to:',
    ...address,
    '',
    `Estimated delivery: ${order.estimatedDelivery}`,
    `Follow your order: ${link}`,
  ].join('\n')
  const row = (cells: string[]) => `<tr>${cells.map((c) => `<td style="padding:4px 8px">${c}</td>`).join('')}</tr>`
  const html = `<!doctype html><html><body style="font-family:sans-serif;color:#0f172a">
<h1 style="font-size:20px">Thank you for your order!</h1>
<p>Order <code>${escapeHtml(order.orderId)}</code> · ${escapeHtml(order.status)}</p>
<table style="border-collapse:collapse">
${lines.map((l) => row([`${l.quantity} ×`, escapeHtml(`${l.title} (${l.color}, ${l.size})`), escapeHtml(l.unitPrice), escapeHtml(l.lineTotal)])).join('\n')}
</table>
<table style="border-collapse:collapse;margin-top:12px">
${totals.map(([k, v]) => row([escapeHtml(k), escapeHtml(v)])).join('\n')}
</table>
<p>Shipping to:<br>${address.map(escapeHtml).join('<br>')}</p>
<p>Estimated delivery: ${escapeHtml(order.estimatedDelivery)}</p>
<p><a href="${escapeHtml(link)}">Follow your order</a></p>
</body></html>`
  return {
    to,
    subject: `Your ShirtSmith order ${order.orderId.slice(0, 8)}: receipt`,
    text,
    html,
    messageId: `<order-${order.orderId}-receipt@${host}>`,
  }
}
