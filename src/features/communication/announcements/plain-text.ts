// Without imports: the banner reads these before (or instead of) loading the renderer's chunk.

/** The message as plain text: what shows until the renderer has loaded, and in the tooltip. */
export function plainAnnouncement(source: string): string {
  return source
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/<[^>]*>/g, '')
    .replace(/[*_`~]+/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * Whether the message needs the renderer at all: emphasis, code, links (also bare URLs, which GFM
 * links), HTML, entities or escapes. Plain text shows as it is, and the renderer's chunk (marked and
 * DOMPurify) is not loaded for it.
 */
export function hasMarkup(source: string): boolean {
  return /[*_`~[\]<>&\\]|https?:\/\/|www\./.test(source);
}
