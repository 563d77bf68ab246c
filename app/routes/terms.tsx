import type { MetaFunction } from '@remix-run/node'
import { GeneralErrorBoundary } from '~/components/error-boundary.tsx'
import { ProsePage } from '~/components/prose-page.tsx'

export default function TermsRoute() {
  return (
    <ProsePage title="Terms of Service" updated="November 2026">
      <p>
        These terms apply when you use ShirtSmith to create designs, buy shirts or run a creator shop. By using the store you
        agree to them.
      </p>
      <h2>Designs you create</h2>
      <p>
        You may create designs from a text description or from an image you upload. Only upload images you own or have permission
        to use. Do not create designs that show real people without their consent, infringe trademarks or copyrights, or contain
        hateful, violent or sexual content. Requests that break these rules are refused by our content checks, and designs found
        to break them later are removed.
      </p>
      <p>
        Designs appear in the community gallery so that others can be inspired by them and buy them. If you sell a design in your
        shop you earn the commission described below.
      </p>
      <h2>Orders</h2>
      <ul>
        <li>Prices are shown in US dollars and include the shirt; shipping is added at checkout.</li>
        <li>Each shirt is printed on demand by our print partner and shipped to the address you give.</li>
        <li>
          Because every shirt is made for you, orders cannot be cancelled once printing has started. If your shirt arrives damaged
          or misprinted, contact us within 30 days through the Help page and we will replace it or refund you.
        </li>
      </ul>
      <h2>Creator shops and commission</h2>
      <p>
        Signed-in users can open shops and publish their own designs in them. For every shirt sold with a design published in your
        shop you earn $2.50. Commission is paid monthly via PayPal to the address set on the shop. Commission on a refunded order
        is reversed. We may close shops that break these terms.
      </p>
      <h2>Liability</h2>
      <p>
        The store is provided as is. To the extent the law allows, our liability for any order is limited to the amount you paid
        for it.
      </p>
    </ProsePage>
  )
}

export const meta: MetaFunction = () => [{ title: 'Terms of Service · ShirtSmith' }]

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
