// Without imports: the banner reads these before (or instead of) loading the renderer's chunk.

/**
 * The message on one line: list items are set off by a middle dot, heading and quote marks go, and
 * line breaks become spaces. Inline Markdown stays for the renderer.
 */
export function oneLine(source: string): string {
  return source
    .replace(/^[ \t]*(?:[-*+]|\d+[.)])[ \t]+/gm, '· ')
    .replace(/^[ \t]{0,3}#{1,6}[ \t]+/gm, '')
    .replace(/^[ \t]*>[ \t]?/gm, '')
    .replace(/\s*\n\s*/g, ' ')
    .trim();
}

/** The message as plain text: what shows until the renderer has loaded, and in the tooltip. */
export function plainAnnouncement(source: string): string {
  return oneLine(source)
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

function escapeRegExp(text: string) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** The message as the banner says it: without its title when it repeats it ("Title: …", "Title — …"). */
export function bannerBody(title: string, message: string): string {
  return message.replace(new RegExp(`^${escapeRegExp(title)}\\s*[:—-]\\s*`, 'i'), '');
}
