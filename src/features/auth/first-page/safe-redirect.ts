/** Only same-origin paths are followed after sign-in (no open redirect). */
export function safeRedirect(value: unknown): string | undefined {
  if (typeof value !== 'string' || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/sign-in')) return undefined;
  return value;
}
