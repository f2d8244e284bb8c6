import { bugReportLimits as limits } from '@/contract/schemas/report-limits';
import type { BugReportDraft } from './bug-report-draft';

export type BugReportField = 'title' | 'description' | 'expected' | 'steps';
export type BugReportErrors = Partial<Record<BugReportField | 'screenshot', string>>;

/** The contract's rules (`contract/endpoints/reports.ts`), checked as the person types. */
export function validateBugReport(draft: BugReportDraft): BugReportErrors {
  const errors: BugReportErrors = {};
  const title = draft.title.trim().length;
  if (title < limits.title.min) errors.title = `Give the problem a title of at least ${limits.title.min} characters`;
  else if (title > limits.title.max) errors.title = `Keep the title under ${limits.title.max} characters`;
  const description = draft.description.trim().length;
  if (description < limits.description.min) errors.description = `Describe what happened in at least ${limits.description.min} characters`;
  else if (description > limits.description.max) errors.description = `Keep the description under ${limits.description.max} characters`;
  if (draft.expected.trim().length > limits.expected.max) errors.expected = `Keep this under ${limits.expected.max} characters`;
  if (draft.steps.trim().length > limits.steps.max) errors.steps = `Keep the steps under ${limits.steps.max} characters`;
  return errors;
}
