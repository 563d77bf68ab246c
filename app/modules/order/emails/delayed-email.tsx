import { Text } from '@react-email/text'
import { OrderLinkPart } from './order-link-part.tsx'
import { EmailLayout, Part, small } from './email-layout.tsx'

// The shopper's e-mail when the printer holds their order (ADR 168): that it is delayed, what
// happens next in plain words, and the link to the order page.

const DELAYED_HEADING = 'Your order is delayed'

/** What the shopper is told: the printer paused the order, and what follows either way. */
const DELAYED_INTRO = 'The printer has paused your order to sort out a problem with it.'

const DELAYED_NEXT =
  'You do not need to do anything. We are working on it with the printer: once it is sorted out your shirts are printed and we e-mail you the tracking link when they ship. If it cannot be sorted out, we cancel the order, refund what you paid and e-mail you. We will write if we need anything from you.'

export function DelayedEmail({ orderId, orderUrl, appUrl }: { orderId: string; orderUrl: string; appUrl: string }) {
  return (
    <EmailLayout heading={DELAYED_HEADING} intro={DELAYED_INTRO} appUrl={appUrl}>
      <Part style={{ borderTop: 'none', paddingTop: 4 }}>
        <Text style={small}>
          Order <code>{orderId}</code> · <strong>Delayed</strong>
        </Text>
      </Part>
      <Part>
        <Text style={small}>{DELAYED_NEXT}</Text>
      </Part>
      <OrderLinkPart orderUrl={orderUrl} />
    </EmailLayout>
  )
}
