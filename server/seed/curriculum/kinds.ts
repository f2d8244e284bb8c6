/** The shape the course files describe a course in, and small builders that keep them readable. */
export type ContentKind = 'lesson' | 'activity' | 'lab' | 'quiz';

export interface ItemSpec {
  kind: ContentKind;
  title: string;
  minutes: number;
  /** Points for graded kinds (activity, lab, quiz); null for lessons. */
  maxScore: number | null;
  body: string;
}

export interface UnitSpec {
  name: string;
  description: string;
  /** One of the five colour levels (ARCHITECTURE.md §6). */
  level: 1 | 2 | 3 | 4 | 5;
  items: ItemSpec[];
}

export interface CourseSpec {
  key: string;
  name: string;
  description: string;
  gradeBand: string;
  units: UnitSpec[];
}

/**
 * Markdown from a raw template literal: TeX backslashes stay as written (`\frac`), escaped
 * backticks and `\${` become plain ones, and the common indentation is removed so code blocks keep
 * their shape.
 */
export function md(strings: TemplateStringsArray, ...values: unknown[]): string {
  const text = String.raw({ raw: strings.raw }, ...values)
    .replaceAll('\\`', '`')
    .replaceAll('\\${', '${');
  const lines = text
    .replace(/^\n/, '')
    .replace(/\n\s*$/, '')
    .split('\n');
  const indent = Math.min(...lines.filter((l) => l.trim()).map((l) => l.match(/^ */)![0].length));
  return lines.map((l) => l.slice(indent)).join('\n');
}

export const lesson = (title: string, minutes: number, body: string): ItemSpec => ({
  kind: 'lesson',
  title,
  minutes,
  maxScore: null,
  body,
});

export const activity = (title: string, minutes: number, maxScore: number, body: string): ItemSpec => ({
  kind: 'activity',
  title,
  minutes,
  maxScore,
  body,
});

export const lab = (title: string, minutes: number, maxScore: number, body: string): ItemSpec => ({
  kind: 'lab',
  title,
  minutes,
  maxScore,
  body,
});

/** A quiz of short questions, two points each. */
export function quiz(title: string, minutes: number, questions: string[]): ItemSpec {
  const points = 2;
  const total = questions.length * points;
  const list = questions.map((q, i) => `${i + 1}. ${q}`).join('\n');
  return {
    kind: 'quiz',
    title,
    minutes,
    maxScore: total,
    body: `## ${title}\n\nAnswer every question in your own words. Each question is worth ${points} points (${questions.length} questions, ${total} points in total).\n\n${list}\n`,
  };
}
