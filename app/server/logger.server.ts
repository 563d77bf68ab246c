import pino from 'pino'
import { singleton } from '~/utils/singleton.server.ts'

export const logger = singleton('logger', () =>
  pino({
    level: process.env.LOG_LEVEL ?? 'info',
    base: undefined,
    redact: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'],
  }),
)
