import { Link } from '@remix-run/react'
import { buttonClass } from '~/components/ui/button.ts'

/**
 * `/checkout?designId=N` (an old "Order Now" link, a bookmark) asks before changing the cart: a GET
 * never changes state, so adding the design is this form's POST to /cart/add.
 */
export function ConfirmAddToCart({ designId }: { designId: number }) {
  return (
    <section className="mx-auto max-w-md px-4 py-16" aria-labelledby="confirm-add-heading">
      <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
        <h1 id="confirm-add-heading" className="text-2xl font-bold">
          Order this design?
        </h1>
        <p className="mt-2 text-slate-700">Add your design to the cart and continue to checkout.</p>
        <form method="post" action="/cart/add" className="mt-6 flex flex-col gap-3 sm:flex-row">
          <input type="hidden" name="kind" value="own" />
          <input type="hidden" name="designId" value={designId} />
          <input type="hidden" name="then" value="checkout" />
          <button type="submit" className={`${buttonClass.primary} flex-1`}>
            Add to cart and check out
          </button>
          <Link to="/my-designs" className={`${buttonClass.secondary} flex-1`}>
            Cancel
          </Link>
        </form>
      </div>
    </section>
  )
}
