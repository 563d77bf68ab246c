// The cart of the operations' examples (examples.ts), shipped to the US.

export const ADDRESS = {
  first_name: 'Ada',
  last_name: 'Lovelace',
  email: 'ada@example.com',
  phone: '5550100',
  address1: '1 Analytical St',
  city: 'Springfield',
  region: 'IL',
  zip: '62701',
  country: 'US',
}

const US_DELIVERY = {
  earliest: '2026-12-07',
  latest: '2026-12-16',
  minBusinessDays: 7,
  maxBusinessDays: 14,
  label: 'to the US: Dec 7–16',
}

export const CART = {
  id: '85a7872f-d98a-4ee4-aa21-763e7906c5e5',
  lines: [
    {
      id: 2,
      designId: 42,
      variantId: 17603,
      title: 'Heron',
      color: 'White',
      size: 'L',
      quantity: 2,
      unitPriceCents: 2499,
      lineTotalCents: 4998,
      imageUrl: '/images/mockups/42.webp',
      available: true,
    },
  ],
  address: ADDRESS,
  pricing: {
    quantity: 2,
    subtotalCents: 4998,
    discountPercent: 0,
    discountCents: 0,
    discountCode: null,
    codeDiscountCents: 0,
    shippingCents: 608,
    taxCents: 0,
    tax: { status: 'needs-address', label: 'Tax', estimated: false, message: null },
    totalCents: 5606,
    currency: 'usd',
    formattedTotal: '$56.06',
  },
  shipping: {
    country: 'US',
    countryName: 'United States',
    served: true,
    method: 'standard',
    costCents: 608,
    delivery: US_DELIVERY,
  },
}
