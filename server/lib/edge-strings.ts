/**
 * Strings at the edge (docs/ARCHITECTURE.md §17.7). PostgreSQL cannot store a NUL in text, and a
 * lone UTF-16 surrogate has no UTF-8 form: either would reach the database and fail there as a 500.
 * Every request part the contract validates (body, querystring, params) is walked once, before its
 * zod schema runs, and a bad string (or object key) is a 400 on its path, in the shape of any other
 * validation error. One check for every route: no schema has to remember it.
 */
import type { FastifySchemaCompiler } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';

const nul = '\u0000';
/** A high surrogate not followed by a low one, or a low one not preceded by a high one (per code unit: no `u` flag). */
const loneSurrogate = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** Why the string may not pass, or null when it may. */
export function stringFault(text: string): string | null {
  if (text.includes(nul)) return 'must not contain a NUL character';
  if (text.search(loneSurrogate) >= 0) return 'must not contain an unpaired surrogate';
  return null;
}

export interface StringFault {
  path: (string | number)[];
  message: string;
}

/** Every bad string in a parsed request part (values and object keys), with its path. */
export function stringFaults(value: unknown, path: (string | number)[] = [], found: StringFault[] = []): StringFault[] {
  if (typeof value === 'string') {
    const message = stringFault(value);
    if (message) found.push({ path, message });
  } else if (Array.isArray(value)) {
    for (const [i, item] of value.entries()) stringFaults(item, [...path, i], found);
  } else if (value !== null && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      const message = stringFault(key);
      // The key itself is bad: name it as it could be shown, without the character.
      if (message) found.push({ path: [...path, key.replaceAll(nul, '\\0').replace(loneSurrogate, '\uFFFD')], message });
      else stringFaults(item, [...path, key], found);
    }
  }
  return found;
}

/** The schema, after the walk: a bad string stops there, so the schema (and the database) never see it. */
export function withSafeStrings(schema: z.ZodType): z.ZodType {
  return z
    .unknown()
    .superRefine((value, ctx) => {
      for (const fault of stringFaults(value)) ctx.addIssue({ code: 'custom', path: fault.path, message: fault.message });
    })
    .pipe(schema);
}

const contractParts = new Set(['body', 'querystring', 'params']);

/** fastify-type-provider-zod's compiler, with the walk in front of every contract part's schema. */
export const edgeValidatorCompiler: FastifySchemaCompiler<z.ZodType> = (route) =>
  validatorCompiler(contractParts.has(route.httpPart ?? '') ? { ...route, schema: withSafeStrings(route.schema) } : route);
