import type { MetaFunction } from '@remix-run/node'
import { Link } from '@remix-run/react'
import { GeneralErrorBoundary } from '~/components/error-boundary.tsx'
import { buttonClass } from '~/components/ui/button.ts'
import { useOptionalUser } from '~/web/optional-user.ts'

const benefits = [
  {
    title: 'Earn $2.50 per sale',
    text: 'Every shirt sold with one of your designs earns you $2.50 commission, paid via PayPal monthly.',
  },
  {
    title: 'No upfront cost',
    text: 'No inventory, no fees. Our print partner handles production and shipping for every order.',
  },
  {
    title: 'Multiple shops',
    text: 'Open as many shops as you like, one for each theme or audience, and share them anywhere.',
  },
]

const steps = [
  { title: 'Create AI designs', text: 'Describe an idea or upload an image and let AI turn it into a print-ready design.' },
  { title: 'Set up your shop', text: 'Create a shop, give it a name and description, and add your best designs.' },
  { title: 'Share and earn', text: 'Share your shop link. You earn $2.50 on every shirt sold; we do the rest.' },
]

const faqs = [
  {
    q: 'How much do I earn?',
    a: 'You earn $2.50 commission for every shirt sold with a design from your shop.',
  },
  {
    q: 'How and when am I paid?',
    a: 'Commission is paid via PayPal, processed monthly, to the PayPal email you set on your shop.',
  },
  {
    q: 'Does it cost anything to start?',
    a: 'No. There is no upfront cost. Production and shipping are handled by our print partner.',
  },
  {
    q: 'Can I have more than one shop?',
    a: 'Yes. You can create multiple shops and manage each one separately.',
  },
]

export default function SellDesignsRoute() {
  const user = useOptionalUser()
  return (
    <div>
      <section className="bg-gradient-to-b from-brand-50 to-slate-50">
        <div className="mx-auto max-w-5xl px-4 py-16 text-center">
          <h1 className="text-4xl font-extrabold tracking-tight sm:text-5xl">Sell your designs, earn $2.50 per sale</h1>
          <p className="mx-auto mt-4 max-w-2xl text-lg text-slate-700">
            Turn your AI-generated t-shirt designs into income. Open a creator shop, publish your designs and earn on every shirt
            sold, paid via PayPal monthly.
          </p>
          <CallToAction signedIn={Boolean(user)} />
        </div>
      </section>

      <section aria-labelledby="benefits-heading" className="mx-auto max-w-5xl px-4 py-12">
        <h2 id="benefits-heading" className="text-center text-2xl font-bold">
          Why sell with us
        </h2>
        <ul className="mt-8 grid gap-6 sm:grid-cols-3">
          {benefits.map((b) => (
            <li key={b.title} className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
              <h3 className="text-lg font-semibold">{b.title}</h3>
              <p className="mt-2 text-slate-700">{b.text}</p>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="how-heading" className="mx-auto max-w-5xl px-4 py-12">
        <h2 id="how-heading" className="text-center text-2xl font-bold">
          How It Works
        </h2>
        <ol className="mt-8 grid gap-6 sm:grid-cols-3">
          {steps.map((s, i) => (
            <li key={s.title} className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
              <span className="inline-flex h-9 w-9 items-center justify-center rounded-full bg-brand-700 font-bold text-white">
                {i + 1}
              </span>
              <h3 className="mt-3 text-lg font-semibold">{s.title}</h3>
              <p className="mt-2 text-slate-700">{s.text}</p>
            </li>
          ))}
        </ol>
      </section>

      <section aria-labelledby="faq-heading" className="mx-auto max-w-3xl px-4 py-12">
        <h2 id="faq-heading" className="text-center text-2xl font-bold">
          Frequently asked questions
        </h2>
        <dl className="mt-8 space-y-4">
          {faqs.map((f) => (
            <div key={f.q} className="rounded-xl border border-slate-200 bg-white p-5">
              <dt className="font-semibold">{f.q}</dt>
              <dd className="mt-2 text-slate-700">{f.a}</dd>
            </div>
          ))}
        </dl>
        <div className="text-center">
          <CallToAction signedIn={Boolean(user)} />
        </div>
      </section>
    </div>
  )
}

function CallToAction({ signedIn }: { signedIn: boolean }) {
  if (signedIn) {
    return (
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link to="/design" className={buttonClass.primary}>
          Create a Design
        </Link>
        <Link to="/my-shops" className={buttonClass.secondary}>
          Go to My Shops
        </Link>
      </div>
    )
  }
  return (
    <div className="mt-8">
      <a href="/api/login?returnTo=/my-shops" className={buttonClass.primary}>
        Sign Up &amp; Start Selling
      </a>
    </div>
  )
}

export const meta: MetaFunction = () => [
  { title: 'Sell Designs · ShirtSmith' },
  {
    name: 'description',
    content: 'Earn $2.50 for every shirt sold with your designs. Paid via PayPal monthly, no upfront cost.',
  },
]

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
