import { data } from '@remix-run/node'
import { formIntent } from '~/lib/intent.ts'

// A form's intent outside its route's closed list is a bad request, answered 400 before anything is
// read or changed: a misspelt or forged button never falls through to another action.

/** The form's intent, one of `intents` (typed as their union); any other value throws a 400. */
export function requireFormIntent<const Intents extends readonly string[]>(form: FormData, intents: Intents): Intents[number] {
  const intent = formIntent(form, intents)
  if (!intent) throw data({ message: 'Unknown action' }, { status: 400 })
  return intent
}
