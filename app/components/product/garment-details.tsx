import { SIZES } from '~/modules/catalogue/index.ts'

/**
 * The shirt behind every design: a heavyweight cotton tee (Printify blueprint 6, the Gildan 5000 that
 * print provider 61 prints on). Measurements are the garment's flat measurements in inches, as the
 * maker publishes them: width is armpit to armpit, length is shoulder to hem.
 */
export const SIZE_GUIDE: Record<(typeof SIZES)[number], { width: number; length: number }> = {
  S: { width: 18, length: 28 },
  M: { width: 20, length: 29 },
  L: { width: 22, length: 30 },
  XL: { width: 24, length: 31 },
  '2XL': { width: 26, length: 32 },
}

const ABOUT = [
  { title: 'Fabric', text: '5.3 oz/yd² (180 g/m²) 100% cotton; Sport Grey is 90% cotton, 10% polyester.' },
  {
    title: 'Fit',
    text: 'Classic unisex fit with a seamless ribbed collar and taped neck and shoulders. True to size; size up for a looser fit.',
  },
  { title: 'Care', text: 'Machine wash cold, inside out. Tumble dry low. Do not iron over the print or dry-clean.' },
  { title: 'Printing', text: 'Printed to order on the front with water-based inks, then shipped to you.' },
]

/** Fabric, fit, care and a size guide; plain markup, so it works without JavaScript. */
export function GarmentDetails() {
  return (
    <section aria-labelledby="garment-heading" className="mt-8 border-t border-slate-200 pt-6">
      <h2 id="garment-heading" className="text-lg font-semibold">
        About the shirt
      </h2>
      <dl className="mt-3 space-y-3 text-sm text-slate-700">
        {ABOUT.map((item) => (
          <div key={item.title}>
            <dt className="font-semibold text-slate-900">{item.title}</dt>
            <dd>{item.text}</dd>
          </div>
        ))}
      </dl>
      <details className="mt-4 rounded-lg border border-slate-200 p-3">
        <summary className="cursor-pointer font-semibold text-slate-900">Size guide</summary>
        <table className="mt-3 w-full text-left text-sm">
          <caption className="sr-only">Shirt measurements in inches</caption>
          <thead>
            <tr className="border-b border-slate-200">
              <th scope="col" className="py-1 pr-4">
                Size
              </th>
              <th scope="col" className="py-1 pr-4">
                Width (in)
              </th>
              <th scope="col" className="py-1">
                Length (in)
              </th>
            </tr>
          </thead>
          <tbody>
            {SIZES.map((size) => (
              <tr key={size} className="border-b border-slate-100 last:border-0">
                <th scope="row" className="py-1 pr-4 font-medium">
                  {size}
                </th>
                <td className="py-1 pr-4">{SIZE_GUIDE[size].width}</td>
                <td className="py-1">{SIZE_GUIDE[size].length}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <p className="mt-2 text-xs text-slate-600">
          Width is measured flat from armpit to armpit; length from the highest point of the shoulder to the hem.
        </p>
      </details>
    </section>
  )
}
