// `npm run doctor`: says, for each outside service, whether the store uses the real provider or a
// built-in test stand-in, and checks every real one for real (database, bucket write and read, SMTP
// login, Stripe key and webhook endpoint, Printify shop and webhooks, OpenID discovery, OpenAI model,
// PayPal token). Exits 1 when the configuration is refused or any check fails.
import { ConfigError, getConfig } from '~/lib/config.server.ts'
import { getDb } from '~/lib/db.server.ts'
import { runDoctor, type CheckResult } from './doctor/checks.ts'

const MARK: Record<CheckResult['status'], string> = { ok: 'ok  ', fail: 'FAIL', warn: 'warn', test: 'test' }

async function main(): Promise<number> {
  let config
  try {
    config = getConfig()
  } catch (error) {
    if (error instanceof ConfigError) {
      console.log(`FAIL store             ${error.message.replace(/\n\s*/g, ' ')}`)
      return 1
    }
    throw error
  }
  const mode = config.isProduction
    ? config.TRIAL_MODE === 'on'
      ? 'production, TRIAL (stand-ins allowed)'
      : 'production'
    : config.NODE_ENV
  console.log(`ShirtSmith doctor: ${mode}, ${config.appUrl}`)
  const results = await runDoctor(config)
  for (const r of results) console.log(`${MARK[r.status]} ${r.service.padEnd(17)}${r.detail}`)
  await getDb()
    .destroy()
    .catch(() => {})
  const failed = results.filter((r) => r.status === 'fail').length
  console.log(failed ? `${failed} problem(s) found.` : 'No problems found.')
  return failed ? 1 : 0
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error)
    process.exit(1)
  },
)
