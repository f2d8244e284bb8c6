/** Plain, aligned console output for bench figures: they are read by people, not asserted. */
export function heading(title: string) {
  console.log(`\n## ${title}`);
}

export function row(label: string, value: string, note = '') {
  console.log(`  ${label.padEnd(44)} ${value.padStart(12)}${note ? `   ${note}` : ''}`);
}

export function progress(text: string) {
  console.log(`  … ${text}`);
}

export const ms = (value: number) => `${value < 100 ? value.toFixed(1) : Math.round(value)} ms`;
export const seconds = (valueMs: number) => `${(valueMs / 1000).toFixed(2)} s`;
export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** Median of a non-empty list. */
export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/** "within" / "OVER" beside a figure that has a budget. */
export const budget = (value: number, limit: number, unit: (n: number) => string) =>
  `budget ${unit(limit)}: ${value <= limit ? 'within' : 'OVER'}`;
