import { bugReportLimits as limits } from '@/contract/schemas/report-limits';
import { i18n } from '@/src/lib/i18n/i18n';
import type { BugReportDraft } from './bug-report-draft';

export type BugReportField = 'title' | 'description' | 'expected' | 'steps';
export type BugReportErrors = Partial<Record<BugReportField | 'screenshot', string>>;

/** The contract's rules (`contract/endpoints/reports.ts`), checked as the person types, said in the reader's language (the `communication` area, loaded with the form). */
export function validateBugReport(draft: BugReportDraft): BugReportErrors {
  const errors: BugReportErrors = {};
  const title = draft.title.trim().length;
  if (title < limits.title.min) errors.title = i18n._('communication.report.titleShort', { min: limits.title.min });
  else if (title > limits.title.max) errors.title = i18n._('communication.report.titleLong', { max: limits.title.max });
  const description = draft.description.trim().length;
  if (description < limits.description.min)
    errors.description = i18n._('communication.report.descriptionShort', { min: limits.description.min });
  else if (description > limits.description.max)
    errors.description = i18n._('communication.report.descriptionLong', { max: limits.description.max });
  if (draft.expected.trim().length > limits.expected.max)
    errors.expected = i18n._('communication.report.expectedLong', { max: limits.expected.max });
  if (draft.steps.trim().length > limits.steps.max) errors.steps = i18n._('communication.report.stepsLong', { max: limits.steps.max });
  return errors;
}
