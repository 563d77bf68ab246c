// A honeypot on the public forms that need no account (report a design, upload a picture, create a
// shop): a field people never see or fill, which form-filling bots do. Server and page share its name.

/** The trap field's name: a plausible one, so a bot fills it. */
export const HONEYPOT_FIELD = 'website'

/** True when the trap field came back filled: the form was sent by a bot, not a person. */
export function filledHoneypot(form: { get(name: string): FormDataEntryValue | null }): boolean {
  const value = form.get(HONEYPOT_FIELD)
  return typeof value === 'string' && value.trim() !== ''
}
