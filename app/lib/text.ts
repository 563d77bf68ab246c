// Text fields never hold a NUL character: PostgreSQL text cannot store one (error 22021), so it is
// refused where the field is validated, with a message instead of a failed query.
export const NO_NUL_MESSAGE = 'Text cannot contain a NUL character'

export function hasNoNul(value: string) {
  return !value.includes('\u0000')
}
