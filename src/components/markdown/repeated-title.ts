// Kept apart from render-markdown.ts: pages call it before the (lazy) renderer chunk is loaded.
/**
 * The body without its opening `# Title` line when that repeats the title the page already shows
 * (course content usually starts with one).
 */
export function withoutRepeatedTitle(source: string, title: string): string {
  const match = /^\s*#[ \t]+(.+?)[ \t#]*(?:\r?\n|$)/.exec(source);
  if (!match || match[1]!.trim().toLowerCase() !== title.trim().toLowerCase()) return source;
  return source.slice(match[0].length).replace(/^\s*\n/, '');
}
