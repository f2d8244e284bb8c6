/**
 * Near-valid request bodies: values generated from an endpoint's zod schema (through its JSON
 * Schema, `z.toJSONSchema`), so the fuzzer reaches the handlers and the database instead of
 * stopping at validation every time. Refinements are not in the JSON Schema, so some of these
 * values still fail the zod schema: that is fine, the properties judge every answer against it.
 */
import fc from 'fast-check';
import { z } from 'zod';

interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  format?: string;
  pattern?: string;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
}

/** Strings of a length the schema allows, now and then right at its bounds. */
function stringOf(schema: JsonSchema, ids: readonly string[]): fc.Arbitrary<string> {
  if (schema.format === 'uuid') return ids.length ? fc.oneof(fc.constantFrom(...ids), fc.uuid()) : fc.uuid();
  // fast-check's addresses follow RFC 5322, which allows far more than the contract's pattern.
  if (schema.format === 'email')
    return fc
      .tuple(fc.stringMatching(/^[a-z0-9][a-z0-9._+-]{0,15}$/), fc.constantFrom('demo.test', 'example.org'))
      .map(([local, domain]) => `${local}@${domain}`);
  if (schema.format === 'date-time')
    return fc.date({ min: new Date('2000-01-01'), max: new Date('2100-01-01'), noInvalidDate: true }).map((d) => d.toISOString());
  if (schema.format === 'starts_with' && schema.pattern?.startsWith('^data:')) return fc.string({ maxLength: 40 }).map((s) => `data:${s}`);
  const min = schema.minLength ?? 0;
  const max = schema.maxLength ?? min + 40;
  const short = fc.string({ minLength: min, maxLength: Math.min(max, min + 40), unit: 'grapheme' });
  return fc.oneof(
    { weight: 16, arbitrary: short },
    { weight: 1, arbitrary: fc.constant('x'.repeat(max)) },
    { weight: 1, arbitrary: fc.constant('x'.repeat(max + 1)) },
  );
}

function numberOf(schema: JsonSchema, integer: boolean): fc.Arbitrary<number> {
  const min = schema.minimum ?? (schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + (integer ? 1 : Number.EPSILON) : -1e6);
  const max = schema.maximum ?? (schema.exclusiveMaximum !== undefined ? schema.exclusiveMaximum - (integer ? 1 : Number.EPSILON) : 1e6);
  const inside = integer
    ? fc.integer({ min: Math.max(min, Number.MIN_SAFE_INTEGER), max: Math.min(max, Number.MAX_SAFE_INTEGER) })
    : fc.double({ min, max, noNaN: true, noDefaultInfinity: true });
  // The bounds and just past them: where off-by-one and overflow bugs live.
  return fc.oneof({ weight: 6, arbitrary: inside }, { weight: 1, arbitrary: fc.constantFrom(min, max, min - 1, max + 1) });
}

/** An arbitrary for one JSON Schema node; `ids` are real ids of the database, offered for uuid fields. */
export function arbitraryOf(schema: JsonSchema, ids: readonly string[]): fc.Arbitrary<unknown> {
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const union = schema.anyOf ?? schema.oneOf;
  if (union) return fc.oneof(...union.map((s) => arbitraryOf(s, ids)));
  if (schema.allOf?.[0]) return arbitraryOf(schema.allOf[0], ids);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'string':
      return stringOf(schema, ids);
    case 'integer':
      return numberOf(schema, true);
    case 'number':
      return numberOf(schema, false);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return fc.array(schema.items ? arbitraryOf(schema.items, ids) : fc.jsonValue(), {
        minLength: schema.minItems ?? 0,
        maxLength: Math.min(schema.maxItems ?? 5, 5),
      });
    case 'object': {
      const properties = schema.properties ?? {};
      const required = new Set(schema.required ?? []);
      const record = Object.fromEntries(Object.entries(properties).map(([key, s]) => [key, arbitraryOf(s, ids)]));
      return fc.record(record, { requiredKeys: Object.keys(properties).filter((key) => required.has(key)) });
    }
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

/** Values shaped like what the zod schema accepts on input. */
export function bodyArbitraryOf(schema: z.ZodType, ids: readonly string[]): fc.Arbitrary<unknown> {
  return arbitraryOf(z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema, ids);
}
