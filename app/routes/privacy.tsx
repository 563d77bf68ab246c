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
        On <a href="/account">your account page</a> you can download everything we store about you as one JSON file, and delete
        your account at any time.
      </p>
      <h2>What deleting your account keeps</h2>
      <p>
        Deleting your account deletes your designs, uploads, shops, upvotes and API tokens and signs you out on every device; your
        profile is replaced by an anonymous placeholder. Orders you placed stay, because tax and accounting law requires us to
        keep invoices (for up to ten years, depending on the country): we keep the order number, date, what was bought and for how
        much, payments and refunds, and the name and postal address the order was shipped to. The e-mail address and phone number
        on those orders are erased and the orders are no longer linked to you. Commission already paid to a shop stays in our
        ledger for the same reason.
      </p>
      <h2>Reports and moderation</h2>
      <p>
        Anyone can report a design. When you report one we keep the reason, your note and which browser or account sent it, so one
        person counts once; the design's owner never sees who reported it. Operators' decisions are kept in an audit log.
      </p>
    </ProsePage>
  )
}

export const meta: MetaFunction = () => [{ title: 'Privacy Policy · ShirtSmith' }]

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
