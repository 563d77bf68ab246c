import { Button } from '@react-email/button'
import { Text } from '@react-email/text'
import { BRAND, EmailLayout, Part, small } from './email-layout.tsx'

// The operator's e-mail about an order the print provider holds: what the provider reported, what to
// do, and the order's page in the console.

export function HoldEmail({
  sentence,
  advice,
  link,
  appUrl,
}: {
  sentence: string
  advice: string
  link: string
  appUrl: string
}) {
  return (
    <EmailLayout heading="An order is held at the print provider" intro={sentence} appUrl={appUrl}>
      <Part>
        <Text style={small}>{advice}</Text>
      </Part>
      <Part style={{ textAlign: 'center', paddingBottom: 28 }}>
        <Button
          href={link}
          data-text-link=""
          style={{ background: BRAND, color: '#ffffff', padding: '12px 20px', borderRadius: 8, fontWeight: 700 }}
        >
          Open the order in the console
        </Button>
      </Part>
    </EmailLayout>
  )
}
