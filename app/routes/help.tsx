import type { MetaFunction } from '@remix-run/node'
import { Link } from '@remix-run/react'
import { GeneralErrorBoundary } from '~/components/error-boundary.tsx'
import { ProsePage } from '~/components/prose-page.tsx'

const questions = [
  {
    q: 'How do I create a design?',
    a: 'Go to the home page or Create New Design, describe your idea in a few words, pick one of the ten styles and a shirt colour, and press Generate. You can also upload a JPG, PNG or WebP image (up to 15MB) and have it restyled.',
  },
  {
    q: 'How long does generation take?',
    a: 'Usually under a minute. Please keep the page open while your design is being created.',
  },
  {
    q: 'Why was my prompt or image refused?',
    a: 'Our content checks refuse images of real people, faces, text-heavy or copyrighted material. Try a simpler description or image.',
  },
  {
    q: 'What does a shirt cost?',
    a: 'A shirt is $24.99. Shipping is $3.99 for the first shirt and $2.09 for each additional one. Orders of 5 or more shirts get 5% off, 10 or more 10% off, and 25 or more 15% off.',
  },
  {
    q: 'When will my order arrive?',
    a: 'Shirts are printed on demand and usually ship within a few days; delivery typically takes 7-14 business days. Your order confirmation page shows the status and tracking once the shirt has shipped.',
  },
  {
    q: 'How do creator shops work?',
    a: 'Sign in, open My Shops, create a shop and add your designs. You earn $2.50 for every shirt sold with a design published in your shop, paid monthly via PayPal.',
  },
]

export default function HelpRoute() {
  return (
    <ProsePage title="Help">
      <p>
        Answers to common questions are below. Still stuck? Email{' '}
        <a href="mailto:help@shirtsmith.example">help@shirtsmith.example</a> with your order number and we will reply within one
        business day.
      </p>
      {questions.map(({ q, a }) => (
        <section key={q}>
          <h2>{q}</h2>
          <p>{a}</p>
        </section>
      ))}
      <p>
        Ready to start? <Link to="/design">Create a new design</Link>.
      </p>
    </ProsePage>
  )
}

export const meta: MetaFunction = () => [{ title: 'Help · ShirtSmith' }]

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
