import { HONEYPOT_FIELD } from '~/lib/honeypot.ts'

/**
 * The honeypot's field (app/lib/honeypot.ts). Not displayed, so people (and screen readers, and the
 * keyboard) never meet it; bots that fill every input do, and the action refuses their post.
 */
export function HoneypotField({ id }: { id: string }) {
  return (
    <div style={{ display: 'none' }} aria-hidden="true">
      <label htmlFor={id}>Leave this field empty</label>
      <input id={id} type="text" name={HONEYPOT_FIELD} defaultValue="" tabIndex={-1} autoComplete="off" />
    </div>
  )
}
