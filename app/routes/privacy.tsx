import type { MetaFunction } from '@remix-run/node'
import { GeneralErrorBoundary } from '~/components/error-boundary.tsx'
import { ProsePage } from '~/components/prose-page.tsx'

export default function PrivacyRoute() {
  return (
    <ProsePage title="Privacy Policy" updated="November 2026">
      <p>We collect only what we need to make and deliver your shirt and to run creator shops.</p>
      <h2>What we keep</h2>
      <ul>
        <li>Your account: the username, name and profile picture your sign-in provider shares with us.</li>
        <li>Your designs: the prompts you write, images you upload and the pictures we generate from them.</li>
        <li>Your orders: the shipping address, email and phone number you enter, and what you bought.</li>
        <li>Creator shops: the shop details and the PayPal email used to pay your commission.</li>
      </ul>
      <p>
        Card details are entered into our payment provider's secure form and never reach or stay on our servers. We keep only the
        payment reference and the result.
      </p>
      <h2>Who we share it with</h2>
      <ul>
        <li>Our print partner receives the design and the shipping address, to print and ship your order.</li>
        <li>Our payment provider processes your card payment.</li>
        <li>Our image generation provider receives prompts and uploaded images to create designs.</li>
      </ul>
      <p>We do not sell personal data and we do not use advertising trackers.</p>
      <h2>Cookies</h2>
      <p>
        We use a small number of essential cookies: one keeps you signed in and remembers your cart, one carries a one-time
        notification between pages, and one protects the sign-in process. None is used for tracking.
      </p>
      <h2>Your choices</h2>
      <p>
        You can ask us to export or delete your account and designs at any time through the Help page. Order records are kept as
        long as tax law requires.
      </p>
    </ProsePage>
  )
}

export const meta: MetaFunction = () => [{ title: 'Privacy Policy · ShirtSmith' }]

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
