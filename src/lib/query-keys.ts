/**
 * Query-key prefix for school-scoped data (calls that send `schoolid`). Putting the school id in the
 * key means a school switch starts fresh queries instead of showing the other school's rows.
 *
 *   queryKey: schoolScoped(schoolId, 'courses', 'list')
 */
export function schoolScoped<const T extends readonly unknown[]>(schoolId: string | null, ...rest: T) {
  return ['school', schoolId ?? 'none', ...rest] as const;
}
