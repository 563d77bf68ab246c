// Where the checkout's country starts before the shopper chooses one (the countries the store ships
// to are the shipping module's answer).
export const DEFAULT_COUNTRY = 'US'
