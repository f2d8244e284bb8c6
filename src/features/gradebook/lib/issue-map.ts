import { type GradebookTemplate, templateIssues, templateSaveSchema } from '@/contract/schemas/gradebook';

const fieldLabels: Record<string, string> = {
  name: 'Name',
  maxScore: 'Max score',
  type: 'Type',
  _attribute: 'Source',
  _id: 'Id',
  _course: 'Course',
};

/** The save rules' messages by path (`gradings.0.attributes.1.maxScore`), worded for a field: "Max score is required in a division". */
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
    if (!map.has(key)) map.set(key, `${fieldLabels[field] ?? field} ${issue.message}`);
  }
  return map;
}

/** The issues of one attribute (`prefix` = its path), in field order. */
export function attributeIssues(issues: IssueMap, prefix: string): string[] {
  return ['name', 'maxScore', 'type', '_attribute', '_id'].map((f) => issues.get(`${prefix}.${f}`)).filter((m): m is string => !!m);
}
