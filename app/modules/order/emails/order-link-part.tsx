import { Button } from '@react-email/button'
import { Text } from '@react-email/text'
import { BRAND, MUTED, Part, small } from './email-layout.tsx'

/** The order e-mails' closing part: the button to the order page, and why the e-mail is worth keeping. */
export function OrderLinkPart({ orderUrl }: { orderUrl: string }) {
  return (
    <Part style={{ textAlign: 'center', paddingBottom: 28 }}>
      <Button
        href={orderUrl}
        data-text-link=""
        style={{ background: BRAND, color: '#ffffff', padding: '12px 20px', borderRadius: 8, fontWeight: 700 }}
      >
        View your order
      </Button>
      <Text style={{ ...small, marginTop: 12, fontSize: 12, color: MUTED }}>
        Keep this e-mail: its link is the key to your order page.
      </Text>
    </Part>
  )
}
