import type { RosterError } from '@/contract/schemas/roster';
import type { CsvRow } from './csv-table';
import type { RosterStatus } from './records';

/**
 * The errors of one import, in the order found, with every error counted but only the first
 * `maxStoredErrors` kept (the import row stores those; the count is exact).
 */
export class ErrorLog {
  static readonly maxStoredErrors = 500;
  readonly kept: RosterError[] = [];
  count = 0;
  /** A log counted elsewhere (the plan worker answers its count and kept errors). */
  static of(count: number, kept: RosterError[]): ErrorLog {
    const log = new ErrorLog();
    log.count = count;
    log.kept.push(...kept);
    return log;
  }
  add(error: RosterError) {
    this.count += 1;
    if (this.kept.length < ErrorLog.maxStoredErrors) this.kept.push(error);
  }
}

const isoDate = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Whether `text` is a real calendar date written YYYY-MM-DD. */
export function isIsoDate(text: string): boolean {
  const match = isoDate.exec(text);
  if (!match) return false;
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(text);
}

const dateTime = /^(\d{4}-\d{2}-\d{2})[T ]\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}(:?\d{2})?)?$/i;

const emailShape = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** OneRoster grade codes (KG, 01–12, or 1–12) to the platform's grade levels (K, 1–12); null for others (PK, 13, UG…). */
export function gradeLevelOf(code: string): string | null {
  if (code.toUpperCase() === 'KG' || code.toUpperCase() === 'K') return 'K';
  if (!/^\d{1,2}$/.test(code)) return null;
  const n = Number(code);
  return n >= 1 && n <= 12 ? String(n) : null;
}

/** Reads the cells of one row, noting each invalid one in the log with the file, line and column. */
export class RowCheck {
  ok = true;
  constructor(
    private readonly fileName: string,
    private readonly row: CsvRow,
    private readonly log: ErrorLog,
  ) {}

  fail(column: string, message: string) {
    this.ok = false;
    this.log.add({ file: this.fileName, line: this.row.line, column, message });
  }

  text(column: string, required = false): string {
    const value = this.row.cells[column] ?? '';
    if (required && value === '') this.fail(column, 'is required');
    return value;
  }

  /** A value of a vocabulary, matched whatever its case (SIS exports write `Scheduled`, `TEACHER`…), answered as the vocabulary spells it. */
  oneOf<T extends string>(column: string, values: readonly T[], required = true): T | '' {
    const value = this.text(column, required);
    if (value === '') return '';
    const lower = value.toLowerCase();
    const found = values.find((v) => v.toLowerCase() === lower);
    if (found === undefined) {
      this.fail(column, `must be one of ${values.join(', ')} (found "${value}")`);
      return '';
    }
    return found;
  }

  /**
   * A value of a vocabulary 1.2 lets a deployment extend (org, session and class types, roles), or
   * such an extension as written (`ext:` and a name): the caller reads it as one with no counterpart here.
   */
  oneOfExtensible<T extends string>(column: string, values: readonly T[], required = true): T | `ext:${string}` | '' {
    const value = this.row.cells[column] ?? '';
    if (/^ext:./i.test(value)) return `ext:${value.slice(4)}`;
    return this.oneOf(column, values, required);
  }

  /** Blank is active (bulk files may leave it out); 1.0's `inactive` reads as `tobedeleted`. */
  status(): RosterStatus {
    const value = this.text('status').toLowerCase();
    if (value === '' || value === 'active') return 'active';
    if (value === 'tobedeleted' || value === 'inactive') return 'tobedeleted';
    this.fail('status', `must be active or tobedeleted (found "${value}")`);
    return 'active';
  }

  /**
   * A date written YYYY-MM-DD, or the date part of an ISO 8601 date-time (`2019-08-01T00:00:00Z`,
   * `2019-08-01 00:00:00`: exports that write every date as a timestamp), as written, not moved to
   * another zone: the day the SIS means.
   */
  date(column: string, required = true): string {
    const value = this.text(column, required);
    const day = dateTime.exec(value)?.[1] ?? value;
    if (value !== '' && !isIsoDate(day)) this.fail(column, `must be a date written YYYY-MM-DD (found "${value}")`);
    return day;
  }

  boolean(column: string, required = false, fallback = true): boolean {
    const value = this.text(column, required).toLowerCase();
    if (value === '') return fallback;
    if (value === 'true') return true;
    if (value === 'false') return false;
    this.fail(column, `must be true or false (found "${value}")`);
    return fallback;
  }

  /** A comma-separated list of ids (OneRoster's multi-valued cells). */
  list(column: string, required = false): string[] {
    const value = this.text(column, required);
    return value === ''
      ? []
      : value
          .split(',')
          .map((part) => part.trim())
          .filter(Boolean);
  }

  /**
   * The platform grade level of the first of the cell's grades that has one, else '': never an error.
   * The binding's grades run wider than K–12 (PK, TK, UG, 13, a profile's own codes such as the Japan
   * Profile's P4; a teacher's "K-12"), all valid; the platform has levels K–12 only, so others say nothing here.
   */
  knownGrade(column: string): string {
    for (const code of this.list(column)) {
      const level = gradeLevelOf(code);
      if (level !== null) return level;
    }
    return '';
  }

  email(column: string, required: boolean): string {
    const value = this.text(column, required).toLowerCase();
    if (value !== '' && !emailShape.test(value)) this.fail(column, `"${value}" is not an email address`);
    return value;
  }
}
