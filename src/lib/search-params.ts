/**
 * Parsers for route search and params. Route definitions (`validateSearch`, `params.parse`) are
 * part of the first JavaScript every page loads — the sign-in page's included — so they use these
 * few lines instead of zod (≈ 14–24 KB gzip there). A value that does not fit is dropped (the
 * page falls back to its default) rather than failing the page.
 */
type Parser<T> = (value: unknown) => T | undefined;

/** One of the given strings. */
export function oneOf<const T extends string>(values: readonly T[]): Parser<T> {
  return (value) => (typeof value === 'string' && (values as readonly string[]).includes(value) ? (value as T) : undefined);
}

/** A string of at most `max` characters. */
export function text(max: number): Parser<string> {
  return (value) => (typeof value === 'string' && value.length <= max ? value : undefined);
}

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether a value is a well-formed id (a UUID, as the contract's `idSchema` accepts). */
export function isUuid(value: unknown): value is string {
  return typeof value === 'string' && uuidPattern.test(value);
}

/** A well-formed id. */
export const uuid: Parser<string> = (value) => (isUuid(value) ? value : undefined);

export type SearchShape = Record<string, Parser<unknown>>;
export type SearchOf<S extends SearchShape> = { [K in keyof S]?: S[K] extends Parser<infer T> ? T : never };

/** `validateSearch` from a shape of parsers: every key optional, unknown keys dropped. */
export function searchSchema<const S extends SearchShape>(shape: S): (search: Record<string, unknown>) => SearchOf<S> {
  return (search) => {
    const parsed: Record<string, unknown> = {};
    for (const [key, parse] of Object.entries(shape)) {
      const value = parse(search[key]);
      if (value !== undefined) parsed[key] = value;
    }
    return parsed as SearchOf<S>;
  };
}

/** A page number in the address (`?page=`): a whole number from 1; page 0, the first, is the default and is left out. */
export const pageNumber: Parser<number> = (value) =>
  typeof value === 'number' && Number.isInteger(value) && value > 0 && value < 100_000 ? value : undefined;

/** A calendar day `YYYY-MM-DD` (as a date input gives it). */
export const day: Parser<string> = (value) =>
  typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(value)) ? value : undefined;
