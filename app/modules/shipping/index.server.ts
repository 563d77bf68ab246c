// Front door of shipping by country (server).
export * from './shipping.ts'
export { forgetShippingCountries, getShippingCountries, type ShippingCountries } from './shipping.server.ts'
