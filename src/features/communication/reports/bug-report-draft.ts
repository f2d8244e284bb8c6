import { type BugSeverity, bugSeverities } from '@/contract/schemas/report-limits';

/** What the bug report form holds; saved as it is typed so that nothing is lost. */
export interface BugReportDraft {
  title: string;
  description: string;
  expected: string;
  steps: string;
  severity: BugSeverity;
  /** The chosen screenshot as a data URL, kept only while local storage has room for it. */
  screenshot: string | null;
}

export const emptyDraft: BugReportDraft = { title: '', description: '', expected: '', steps: '', severity: 'normal', screenshot: null };

/**
 * Our own local-storage key (not one of the specification's): one draft per user, so a shared
 * computer never shows one person's unsent report to the next.
 */
const keyOf = (userId: string) => `bugReportDraft:${userId}`;

const severities: readonly string[] = bugSeverities;

export function loadDraft(userId: string): BugReportDraft {
  try {
    const saved = JSON.parse(localStorage.getItem(keyOf(userId)) ?? 'null') as Partial<BugReportDraft> | null;
    if (!saved || typeof saved !== 'object') return emptyDraft;
    const text = (value: unknown) => (typeof value === 'string' ? value : '');
    return {
      title: text(saved.title),
      description: text(saved.description),
      expected: text(saved.expected),
      steps: text(saved.steps),
      severity: severities.includes(saved.severity as string) ? (saved.severity as BugSeverity) : 'normal',
      screenshot: typeof saved.screenshot === 'string' && saved.screenshot.startsWith('data:image/') ? saved.screenshot : null,
    };
  } catch {
    return emptyDraft;
  }
}

const isEmpty = (draft: BugReportDraft) =>
  (Object.keys(emptyDraft) as Array<keyof BugReportDraft>).every((field) => draft[field] === emptyDraft[field]);

/** Saves the draft (an untouched form leaves nothing behind); a screenshot too large for the storage left is dropped, never the text. */
export function saveDraft(userId: string, draft: BugReportDraft) {
  if (isEmpty(draft)) return clearDraft(userId);
  const write = (value: BugReportDraft) => localStorage.setItem(keyOf(userId), JSON.stringify(value));
  try {
    write(draft);
  } catch {
    try {
      write({ ...draft, screenshot: null });
    } catch {
      // Storage full or off: the form still works, only the draft is not kept.
    }
  }
}

export function clearDraft(userId: string) {
  try {
    localStorage.removeItem(keyOf(userId));
  } catch {
    // Storage off: there is nothing to clear.
  }
}
