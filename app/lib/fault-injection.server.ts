import { getConfig } from '~/lib/config.server.ts'
import { logger } from '~/lib/logger.server.ts'

/**
 * The fault drill's crash point between a succeeded payment and its order: with
 * TEST_CRASH_AFTER_PAYMENT=on the process dies at once (SIGKILL: no shutdown hooks, no response),
 * as a power cut or an OOM kill would. Off by default; does nothing otherwise.
 */
export function crashAfterPaymentForDrill(paymentId: string) {
  if (getConfig().TEST_CRASH_AFTER_PAYMENT !== 'on') return
  logger.warn({ paymentId }, 'TEST_CRASH_AFTER_PAYMENT=on: killing this process before the order is written')
  process.kill(process.pid, 'SIGKILL')
}
