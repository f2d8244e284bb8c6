import { and, count, desc, eq, getTableColumns, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { Paged } from '@/contract/http';
import type { BugReportDetail, BugReportSummary, BugSeverity, BugStatus } from '@/contract/schemas/reports';
import { writeAudit } from '../access/audit';
import type { Db } from '../db/client';
import { bugReports, users } from '../db/schema';
import { screenshotDataUrl } from '../lib/screenshot';

export interface NewBugReport {
  userId: string;
  title: string;
  description: string;
  expected: string;
  steps: string;
  severity: BugSeverity;
  path: string | null;
  userAgent: string | null;
  screenshot: { bytes: Uint8Array; type: string } | null;
}

export async function createBugReport(db: Db, { screenshot, ...report }: NewBugReport): Promise<string> {
  const [row] = await db
    .insert(bugReports)
    .values({ ...report, screenshot: screenshot?.bytes ?? null, screenshotType: screenshot?.type ?? null })
    .returning({ id: bugReports.id });
  return row!.id;
}

/** `%`, `_` and `\` match themselves in a search. */
export function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

// Every column but the screenshot's bytes, which only the detail reads.
const { screenshot: _bytes, ...listColumns } = getTableColumns(bugReports);
const summaryColumns = {
  ...listColumns,
  hasScreenshot: sql<boolean>`(${bugReports.screenshot} is not null)`,
  reporterName: users.name,
  reporterEmail: users.email,
};

type SummaryRow = Omit<typeof bugReports.$inferSelect, 'screenshot'> & {
  hasScreenshot: boolean;
  reporterName: string | null;
  reporterEmail: string | null;
};

function toSummary(row: SummaryRow): BugReportSummary {
  return {
    _id: row.id,
    title: row.title,
    severity: row.severity as BugSeverity,
    status: row.status,
    path: row.path,
    reporter: row.userId && row.reporterName !== null ? { _id: row.userId, name: row.reporterName, email: row.reporterEmail ?? '' } : null,
    hasScreenshot: row.hasScreenshot,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The triage list: newest first, optionally of one status and matching a search. */
export async function listBugReports(
  db: Db,
  { page, pageSize, status, search }: { page: number; pageSize: number; status?: BugStatus | undefined; search?: string | undefined },
): Promise<Paged<BugReportSummary>> {
  const filters: SQL[] = [];
  if (status) filters.push(eq(bugReports.status, status));
  if (search) {
    const pattern = likePattern(search);
    filters.push(or(ilike(bugReports.title, pattern), ilike(bugReports.description, pattern), ilike(bugReports.path, pattern))!);
  }
  const where = filters.length > 0 ? and(...filters) : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select(summaryColumns)
      .from(bugReports)
      .leftJoin(users, eq(users.id, bugReports.userId))
      .where(where)
      .orderBy(desc(bugReports.createdAt), desc(bugReports.id))
      .limit(pageSize)
      .offset(page * pageSize),
    db.select({ n: count() }).from(bugReports).where(where),
  ]);
  return { items: rows.map(toSummary), total: total?.n ?? 0, page, pageSize };
}

export async function bugReportDetail(db: Db, id: string): Promise<BugReportDetail | null> {
  const [row] = await db
    .select({ ...summaryColumns, screenshot: bugReports.screenshot })
    .from(bugReports)
    .leftJoin(users, eq(users.id, bugReports.userId))
    .where(eq(bugReports.id, id));
  if (!row) return null;
  return {
    ...toSummary(row),
    description: row.description,
    expected: row.expected,
    steps: row.steps,
    userAgent: row.userAgent,
    screenshot: row.screenshot && row.screenshotType ? screenshotDataUrl(row.screenshot, row.screenshotType) : null,
  };
}

/** Moves a report in triage, with its audit row; null for an unknown id. */
export async function setBugReportStatus(db: Db, actorId: string, id: string, status: BugStatus): Promise<BugReportSummary | null> {
  const changed = await db.transaction(async (tx) => {
    const [row] = await tx
      .update(bugReports)
      .set({ status, updatedAt: new Date() })
      .where(eq(bugReports.id, id))
      .returning({ id: bugReports.id });
    if (!row) return false;
    await writeAudit(tx, { actorId, action: 'bug_report.status', entity: 'bug_report', entityId: id, meta: { status } });
    return true;
  });
  if (!changed) return null;
  const [row] = await db
    .select(summaryColumns)
    .from(bugReports)
    .leftJoin(users, eq(users.id, bugReports.userId))
    .where(eq(bugReports.id, id));
  return row ? toSummary(row) : null;
}
