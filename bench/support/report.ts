/** Plain, aligned console output for bench figures: they are read by people, not asserted. */
export function heading(title: string) {
  console.log(`\n## ${title}`);
}

/** One aligned line: label, figure, note. */
export function rowText(label: string, value: string, note = ''): string {
  return `  ${label.padEnd(44)} ${value.padStart(12)}${note ? `   ${note}` : ''}`;
}

export function row(label: string, value: string, note = '') {
  console.log(rowText(label, value, note));
}

export function progress(text: string) {
  console.log(`  … ${text}`);
}

export const ms = (value: number) => `${value < 100 ? value.toFixed(1) : Math.round(value)} ms`;
export const seconds = (valueMs: number) => `${(valueMs / 1000).toFixed(2)} s`;
export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** The `q` quantile (0–1) of an ascending list, nearest rank; NaN for an empty one. */
export function quantile(sorted: number[], q: number): number {
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1));
  return sorted[index] ?? Number.NaN;
}

/** Median of a non-empty list. */
export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/** "within" / "OVER" beside a figure that has a budget. */
export const budget = (value: number, limit: number, unit: (n: number) => string) =>
  `budget ${unit(limit)}: ${value <= limit ? 'within' : 'OVER'}`;
