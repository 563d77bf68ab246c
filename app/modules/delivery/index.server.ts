// Front door of the delivery promise (server).
export * from './delivery.ts'
export { DEFAULT_DELIVERY_COUNTRY, deliveryEstimate, getDeliveryTimes, resetDeliveryTimes } from './delivery.server.ts'
