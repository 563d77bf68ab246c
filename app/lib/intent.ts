// Each route's form intents are one closed list (as Hydrogen's CartForm.ACTIONS), read into its
// union type, so an action compares against intents that exist and a misspelt one fails to compile.

/** The form's `intent`, when it is one of `intents`; null for anything else (the action answers 400). */
export function formIntent<const Intents extends readonly string[]>(form: FormData, intents: Intents): Intents[number] | null {
  const value = form.get('intent')
  return typeof value === 'string' && intents.includes(value) ? (value as Intents[number]) : null
}
