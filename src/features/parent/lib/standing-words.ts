import type { MessageId } from '@/src/lib/i18n/compiled/ids';
import type { Standing } from './standing';

/** A standing in words (its badge and the sentence under it) and its badge's colour palette: the course card's and its first paint's. */
export const standingWords: Record<Standing, { label: MessageId; hint: MessageId; palette: 'green' | 'blue' | 'orange' | 'gray' }> = {
  great: { label: 'parent.standing.great', hint: 'parent.standingHint.great', palette: 'green' },
  'on-track': { label: 'parent.standing.onTrack', hint: 'parent.standingHint.onTrack', palette: 'blue' },
  'needs-help': { label: 'parent.standing.needsHelp', hint: 'parent.standingHint.needsHelp', palette: 'orange' },
  starting: { label: 'parent.standing.starting', hint: 'parent.standingHint.starting', palette: 'gray' },
};
