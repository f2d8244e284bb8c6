/**
 * Passages out of a lesson's Markdown: the body is cut into blocks (paragraphs, lists, tables,
 * fenced code kept whole, display math kept whole) so that a passage is always valid Markdown on
 * its own, never a cut through a code block or a formula.
 */

/** A block longer than this is not quoted (a long listing would bury the answer). */
export const maxBlockLength = 1000;
/** A passage is at most this long: its best block, and the block after it when it leads into it. */
export const maxPassageLength = 1400;

export function markdownBlocks(body: string): string[] {
  const blocks: string[] = [];
  let current: string[] = [];
  let fence: string | null = null;
  let displayMath = false;
  const flush = () => {
    const text = current.join('\n').trim();
    if (text) blocks.push(text);
    current = [];
  };
  for (const line of body.replace(/\r\n?/g, '\n').split('\n')) {
    const trimmed = line.trim();
    if (fence) {
      current.push(line);
      if (trimmed.startsWith(fence)) {
        fence = null;
        flush();
      }
      continue;
    }
    if (displayMath) {
      current.push(line);
      if (trimmed.endsWith('$$')) {
        displayMath = false;
        flush();
      }
      continue;
    }
    const opening = /^(`{3,}|~{3,})/.exec(trimmed);
    if (opening?.[1]) {
      flush();
      fence = opening[1];
      current.push(line);
      continue;
    }
    if (trimmed.startsWith('$$') && !(trimmed.length > 2 && trimmed.endsWith('$$'))) {
      flush();
      displayMath = true;
      current.push(line);
      continue;
    }
    if (/^#{1,6}\s/.test(trimmed)) {
      // A heading is a block of its own: the passage's title says where it comes from.
      flush();
      blocks.push(trimmed);
      continue;
    }
    if (!trimmed) flush();
    else current.push(line);
  }
  flush();
  return blocks;
}

export const isHeading = (block: string) => /^#{1,6}\s/.test(block);

/** How well one block matches: the number of query words it holds, then its full-text rank. */
export interface BlockScore {
  matched: number;
  rank: number;
}

const isCode = (block: string) => /^(`{3,}|~{3,})/.test(block);
const isDisplayMath = (block: string) => block.startsWith('$$');
const isProse = (block: string) => !isHeading(block) && !isCode(block) && !isDisplayMath(block);

/**
 * Whether `block` introduces `next`, so that one without the other reads cut off: "…look at every
 * item in turn:" before anything, or an unfinished sentence ("Transfer time is roughly") before
 * code or a formula.
 */
function leadsInto(block: string | undefined, next: string | undefined): boolean {
  if (!block || !next || !isProse(block) || isHeading(next)) return false;
  const end = block.trimEnd();
  return end.endsWith(':') || (!/[.!?)]$/.test(end) && !isProse(next));
}

/**
 * The passage of one item: its best-matching block (headings and over-long blocks aside; prose
 * before code on a tie, since a code block matches by its language name), joined with the block
 * that leads into it or that it leads into. With no block matching (the item matched by its
 * title or unit), its first block: the opening that says what it is about.
 */
export function pickPassage(blocks: readonly string[], scores: readonly BlockScore[]): string {
  const candidates = blocks.map((block, index) => ({ block, index, score: scores[index] ?? { matched: 0, rank: 0 } }));
  const quotable = candidates.filter((c) => !isHeading(c.block) && c.block.length <= maxBlockLength);
  if (quotable.length === 0) return '';
  const best = quotable.reduce((a, b) => (better(b, a) ? b : a));
  const chosen = best.score.matched > 0 ? best : quotable[0]!;
  const before = blocks[chosen.index - 1];
  const after = blocks[chosen.index + 1];
  const fits = (other: string) => chosen.block.length + other.length <= maxPassageLength;
  if (before && leadsInto(before, chosen.block) && fits(before)) return `${before}\n\n${chosen.block}`;
  if (after && leadsInto(chosen.block, after) && fits(after)) return `${chosen.block}\n\n${after}`;
  return chosen.block;
}

function better(a: { block: string; score: BlockScore }, b: { block: string; score: BlockScore }): boolean {
  if (a.score.matched !== b.score.matched) return a.score.matched > b.score.matched;
  if (isCode(a.block) !== isCode(b.block)) return !isCode(a.block);
  return a.score.rank > b.score.rank;
}
