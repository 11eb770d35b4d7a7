export type QueryValue = string | number | boolean | (string | number)[] | undefined
export type Query = Record<string, QueryValue>

/**
 * API.md's query rules: list keys repeat (`calendars=a&calendars=b`), an empty list is the key with no value
 * (`calendars=`, "none"), and an undefined value is left out ("no filter").
 */
export function toQueryString(query: Query | undefined): string {
  if (!query) return ''
  const params = new URLSearchParams()
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined) continue
    if (Array.isArray(value)) {
      if (value.length === 0) params.append(key, '')
      for (const item of value) params.append(key, String(item))
    } else {
      params.append(key, String(value))
    }
  }
  const text = params.toString()
  return text ? `?${text}` : ''
}
