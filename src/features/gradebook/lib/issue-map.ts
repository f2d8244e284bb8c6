import { type GradebookTemplate, templateIssues, templateSaveSchema } from '@/contract/schemas/gradebook';
import type { MessageId } from '@/src/lib/i18n/compiled/ids';
import { i18n } from '@/src/lib/i18n/i18n';

const fieldLabels: Record<string, MessageId> = {
  name: 'gradebook.attribute.name',
  maxScore: 'gradebook.attribute.maxScore',
  type: 'gradebook.attribute.type',
  _attribute: 'gradebook.attribute.source',
  _id: 'gradebook.attribute.id',
  _course: 'gradebook.picker.course',
};

/**
 * The save rules' words (`contract/schemas/gradebook.ts`, the server's, in English) as the reader's
 * language says them; a message not listed (the shape's, e.g. a max score above 10,000) stays English.
 */
const ruleMessages: Record<string, MessageId> = {
  'is required in a division': 'gradebook.issue.requiredInDivision',
  'is required': 'gradebook.issue.required',
  'is used by another division': 'gradebook.issue.usedByDivision',
  'is used by another attribute': 'gradebook.issue.usedByAttribute',
  'must be greater than 0': 'gradebook.issue.positive',
  'must be null for DEFAULT': 'gradebook.issue.nullForDefault',
  'is required for a course template': 'gradebook.issue.courseRequired',
};

function worded(field: string, message: string) {
  const label = fieldLabels[field];
  const fieldText = label ? i18n._(label) : field;
  const rule = ruleMessages[message];
  return rule ? i18n._(rule, { field: fieldText }) : i18n._('gradebook.issue.other', { field: fieldText, message });
}

/** The save rules' messages by path (`gradings.0.attributes.1.maxScore`), worded for a field in the active language: "Max score is required in a division". */
export type IssueMap = ReadonlyMap<string, string>;

/**
 * The problems that would make the server refuse this template (the same rules it applies, from
 * the contract), keyed by the field they belong to, so each field shows its own.
 */
export function issueMap(template: GradebookTemplate): IssueMap {
  const map = new Map<string, string>();
  // The shape (e.g. a max score above 10,000) and the save rules; the rules also run when the shape fails.
  const shape = templateSaveSchema.safeParse(template).error?.issues ?? [];
  for (const issue of [...templateIssues(template), ...shape]) {
    const key = issue.path.map(String).join('.');
    const field = String(issue.path.at(-1));
    if (issue.path.length === 0) continue;
    if (!map.has(key)) map.set(key, worded(field, issue.message));
  }
  return map;
}

/** The issues of one attribute (`prefix` = its path), in field order. */
export function attributeIssues(issues: IssueMap, prefix: string): string[] {
  return ['name', 'maxScore', 'type', '_attribute', '_id'].map((f) => issues.get(`${prefix}.${f}`)).filter((m): m is string => !!m);
}
