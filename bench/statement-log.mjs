// Preloaded into the built server by bench/built-server.ts when it is asked for the statements
// (`node --import bench/statement-log.mjs server.js`): every statement the `pg` client sends, its
// whitespace collapsed, is appended as one line to the file BENCH_STATEMENT_LOG names. The line is
// written before the statement goes out, so a request's statements are all in the file once its
// answer has arrived. The server imports the same `pg` module, so its client is the one patched here.
import { appendFileSync } from 'node:fs'
import pg from 'pg'

const file = process.env.BENCH_STATEMENT_LOG
if (!file) throw new Error('BENCH_STATEMENT_LOG names no file')
const query = pg.Client.prototype.query
pg.Client.prototype.query = function (...args) {
  const text = typeof args[0] === 'string' ? args[0] : args[0]?.text
  if (text) appendFileSync(file, `${text.replace(/\s+/g, ' ').trim()}\n`)
  return query.apply(this, args)
}
