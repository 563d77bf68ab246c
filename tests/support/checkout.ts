/** The shipping address the checkout tests post (the checkout form's fields; no second line). */
export const CHECKOUT_ADDRESS = {
  first_name: 'Ada',
  last_name: 'Lovelace',
  email: 'ada@example.com',
  phone: '555-0100',
  address1: '12 Analytical Way',
  address2: '',
  city: 'London',
  region: 'LDN',
  zip: 'N1 9GU',
  country: 'GB',
}
