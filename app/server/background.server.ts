import { logger } from './logger.server.ts'

type Worker = { name: string; intervalMs: number; run: () => Promise<void> }

// Periodic jobs that run beside the web server (fulfilment submission, status sync, ...).
const workers: Worker[] = []

export function registerWorker(worker: Worker) {
  workers.push(worker)
}

export function startBackgroundWork(): () => void {
  const timers = workers.map((worker) => {
    let running = false
    return setInterval(() => {
      if (running) return
      running = true
      worker
        .run()
        .catch((error) => logger.error({ err: error, worker: worker.name }, 'background job failed'))
        .finally(() => {
          running = false
        })
    }, worker.intervalMs)
  })
  return () => timers.forEach(clearInterval)
}
