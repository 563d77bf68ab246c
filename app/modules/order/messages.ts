// Shopper-facing messages for the checkout, word for word, shared by actions and the page.

export const CHECKOUT_MESSAGES = {
  noOrderData: { title: 'No order data found', description: 'Please select products before proceeding to checkout' },
  designNotReady: { title: 'Design Not Ready', description: 'Please create a design before proceeding to checkout' },
  variantNotAvailable: {
    title: 'Variant Not Available',
    description: 'Sorry, the selected size and color combination is not available',
  },
  paymentFailed: (message?: string | null) => ({
    title: 'Payment Failed',
    description: message || 'An error occurred with your payment',
  }),
  paymentError: (message?: string | null) => ({ title: 'Payment Error', description: message || 'An unexpected error occurred' }),
  paymentSetupFailed: { title: 'Payment Setup Failed', description: 'Could not initialize payment' },
  paymentSetupError: { title: 'Error', description: 'Failed to connect to payment service' },
  paymentUpdateFailed: { title: 'Payment Update Failed', description: 'Could not update payment details' },
  paymentUpdateError: { title: 'Error', description: 'Failed to update payment details' },
  orderCreationFailed: (message?: string | null) => ({
    title: 'Order Creation Failed',
    description: message || 'Failed to create order with Printify',
  }),
  orderWithoutId: { title: 'Order created', description: "Your order was created but we couldn't retrieve the order details" },
  orderNotFound: { title: 'Order not found', description: 'No order ID was provided. Please return to home page.' },
  /** The cart holds a design the store no longer sells (hidden, removed or deleted since it was added). */
  designUnavailable: {
    title: 'No longer available',
    description: 'A design in your cart is no longer available. Remove it to check out.',
  },
  /** The saved address is in a country the store no longer ships to (the provider stopped since). */
  countryNotServed: {
    title: "We don't ship there",
    description: 'We no longer ship to the country of your address. Please choose one we ship to.',
  },
  /** The cart's discount code stopped applying since it was applied (ended, used up, below its minimum). */
  codeNoLongerApplies: { title: 'Discount code no longer applies', description: 'Remove the code or change your cart to pay' },
  /** The tax could not be worked out for the address (its provider cannot place it, or did not answer). */
  taxNotKnown: {
    title: 'Tax could not be calculated',
    description: 'Check the address (postal code, state or province) and try again',
  },
  addressSaved: { title: 'Address saved', description: 'Now enter your payment details.' },
  /** A payment the bank has not confirmed yet (a bank debit): not a failure; the order comes when it settles. */
  paymentProcessing: {
    title: "Payment processing — we'll e-mail you",
    description:
      'Your bank has not confirmed the payment yet. Your order is placed as soon as it does, and the receipt is e-mailed to you. You do not need to pay again.',
  },
} as const

/** Where the shopper follows a payment that left the checkout page: the return page of its processor. */
export function paymentReturnPath(paymentId: string) {
  return paymentId.startsWith('cs_')
    ? `/checkout/complete?session_id=${encodeURIComponent(paymentId)}`
    : `/checkout/complete?payment_intent=${encodeURIComponent(paymentId)}`
}

export const CHECKOUT_STORAGE_KEY = 'checkoutData'
export const LAST_ORDER_STORAGE_KEY = 'lastOrderId'
