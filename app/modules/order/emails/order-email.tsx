import { Img } from '@react-email/img'
import { Link } from '@react-email/link'
import { Text } from '@react-email/text'
import { countryName } from '~/modules/shipping/index.ts'
import { safeTrackingUrl, type OrderPageData } from '../order.ts'
import { OrderLinkPart } from './order-link-part.tsx'
import { BRAND, cell, EmailLayout, Figures, MUTED, Part, small } from './email-layout.tsx'
import { refundLines, totalLines, type RefundFigures } from './summary-lines.ts'

// The order e-mails (the receipt, "your order has shipped", a refund) as one component: the order's
// number and status, the tracking or the refund when there is one, each shirt pictured in its colour,
// the totals as charged, the delivery promise, the address and the link to the order page.

export type OrderEmailKind = 'receipt' | 'shipped' | 'refund'

export interface OrderEmailProps {
  heading: string
  intro: string
  orderUrl: string
  appUrl: string
  page: OrderPageData
  tracking: { carrier: string; number: string; url: string | null } | null
  refund: RefundFigures | null
}

const absolute = (appUrl: string, url: string | null) => (url ? new URL(url, appUrl).href : null)

function addressLines(page: OrderPageData) {
  const a = page.order.shippingAddress
  return [
    `${a.first_name} ${a.last_name}`,
    a.address2 ? `${a.address1}, ${a.address2}` : a.address1,
    `${a.city}, ${a.region} ${a.zip}`,
    countryName(a.country),
  ]
}

/** "Dec 7–16 (to the US)", or TBD: the promise the order page shows. */
function deliveryWords(page: OrderPageData) {
  const promise = page.delivery?.promise
  return promise ? `${page.order.estimatedDelivery} (to ${promise.countryName})` : page.order.estimatedDelivery
}

export function OrderEmail({ heading, intro, orderUrl, appUrl, page, tracking, refund }: OrderEmailProps) {
  const trackingUrl = safeTrackingUrl(tracking?.url)
  return (
    <EmailLayout heading={heading} intro={intro} appUrl={appUrl}>
      <Part style={{ borderTop: 'none', paddingTop: 4 }}>
        <Text style={small}>
          Order <code>{page.order.orderId}</code> · <strong>{page.order.status}</strong>
        </Text>
      </Part>
      {tracking ? (
        <Part>
          <Text style={small}>
            Tracking: {tracking.carrier}{' '}
            {trackingUrl ? (
              <Link href={trackingUrl} style={{ color: BRAND }}>
                {tracking.number}
              </Link>
            ) : (
              tracking.number
            )}
          </Text>
        </Part>
      ) : null}
      {refund ? (
        <Part>
          <Figures lines={refundLines(refund)} dataAttribute="data-refund" />
        </Part>
      ) : null}
      <Part>
        <table role="presentation" cellPadding={0} cellSpacing={0} style={{ width: '100%', borderCollapse: 'collapse' }}>
          <tbody>
            {page.lines.map((line, i) => {
              const picture = absolute(appUrl, line.mockupUrl ?? line.imageUrl)
              return (
                <tr key={i} data-text-row="">
                  <td style={{ ...cell, width: 96 }}>
                    {picture ? (
                      <Img
                        src={picture}
                        width={88}
                        height={88}
                        alt={`${line.title} on a ${line.color} shirt`}
                        style={{ borderRadius: 8, background: '#f1f5f9' }}
                      />
                    ) : null}
                  </td>
                  <td style={cell}>
                    <strong>{line.title}</strong>
                    <br />
                    <span style={{ color: MUTED }}>{`${line.color} · ${line.size} · ${line.quantity} × ${line.unitPrice}`}</span>
                  </td>
                  <td style={{ ...cell, textAlign: 'right', whiteSpace: 'nowrap' }}>{line.lineTotal}</td>
                </tr>
              )
            })}
          </tbody>
        </table>
      </Part>
      <Part>
        <Figures lines={totalLines(page.order.totals)} />
      </Part>
      <Part>
        <Text style={small}>
          <strong>Estimated delivery:</strong> {deliveryWords(page)}
        </Text>
        {page.delivery?.breakdown ? (
          <Text style={{ ...small, fontSize: 12, color: MUTED }}>{page.delivery.breakdown}</Text>
        ) : null}
        <Text style={{ ...small, marginTop: 12 }}>
          <strong>Shipping to:</strong>
          {addressLines(page).map((line, i) => (
            <span key={i}>
              <br />
              {line}
            </span>
          ))}
        </Text>
      </Part>
      <OrderLinkPart orderUrl={orderUrl} />
    </EmailLayout>
  )
}
