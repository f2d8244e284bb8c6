const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Whether a value from the address can be an id. A plain check rather than the contract's zod
 * `idSchema`: route definitions are in the first JavaScript every visitor loads (the sign-in
 * page's 150 KB budget), and zod would be the largest thing in it.
 */
export function isId(value: unknown): value is string {
  return typeof value === 'string' && uuid.test(value);
}
