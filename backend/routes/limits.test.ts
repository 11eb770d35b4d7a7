// @vitest-environment node
import { readFileSync } from 'node:fs'

/**
 * Every string a caller can send has a maximum length (docs/api.md, "Limits"). This walks the OpenAPI document
 * written from the call descriptors (`npm run gen:contract`, checked current in CI), so each new call is covered
 * the day it is added: a query parameter or body field that is a string without `maxLength` (or a fixed set of
 * values) fails here.
 */
type JsonSchema = Record<string, unknown>
interface Operation {
  parameters?: { name: string; schema: JsonSchema }[]
  requestBody?: { content: Record<string, { schema: JsonSchema }> }
}
interface OpenApiDocument {
  paths: Record<string, Record<string, Operation>>
  components?: { schemas?: Record<string, JsonSchema> }
}

const document = JSON.parse(
  readFileSync(new URL('../../docs/openapi.json', import.meta.url), 'utf8'),
) as OpenApiDocument

const isStringType = (type: unknown) => type === 'string' || (Array.isArray(type) && type.includes('string'))

/** The places under `schema` where a string has no upper bound, as readable paths. */
function unbounded(schema: unknown, at: string, seen = new Set<string>()): string[] {
  if (typeof schema !== 'object' || schema === null) return []
  const node = schema as JsonSchema
  if (typeof node.$ref === 'string') {
    const name = node.$ref.split('/').pop()!
    if (seen.has(name)) return []
    return unbounded(document.components?.schemas?.[name], at, new Set([...seen, name]))
  }
  const found: string[] = []
  const bounded = node.maxLength !== undefined || node.enum !== undefined || node.const !== undefined
  if (isStringType(node.type) && !bounded) found.push(at)
  for (const [key, value] of Object.entries((node.properties ?? {}) as Record<string, unknown>))
    found.push(...unbounded(value, `${at}.${key}`, seen))
  for (const key of ['items', 'additionalProperties'] as const)
    if (typeof node[key] === 'object') found.push(...unbounded(node[key], `${at}[]`, seen))
  for (const key of ['anyOf', 'oneOf', 'allOf'] as const)
    for (const part of (node[key] ?? []) as unknown[]) found.push(...unbounded(part, at, seen))
  return found
}

const operations = Object.entries(document.paths).flatMap(([path, methods]) =>
  Object.entries(methods).map(([method, operation]) => ({
    call: `${method.toUpperCase()} ${path}`,
    operation,
  })),
)

describe('every string a caller sends has a maximum length', () => {
  it('walks a document that has calls with bodies and queries', () => {
    expect(operations.length).toBeGreaterThan(40)
    expect(operations.some(({ operation }) => operation.requestBody)).toBe(true)
  })

  it.each(operations)('$call', ({ operation }) => {
    const found = [
      ...(operation.parameters ?? []).flatMap((parameter) =>
        unbounded(parameter.schema, `?${parameter.name}`),
      ),
      ...Object.values(operation.requestBody?.content ?? {}).flatMap(({ schema }) =>
        unbounded(schema, 'body'),
      ),
    ]
    expect(found).toEqual([])
  })
})
