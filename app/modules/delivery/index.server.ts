// Front door of the delivery promise (server).
export * from './delivery.ts'
export { deliveryEstimate, getDeliveryTimes } from './delivery.server.ts'
