/**
 * A log as a CSV file (docs/ARCHITECTURE.md, "Logs"). Capped, not streamed: files travel in the
 * JSON envelope (§2), so the file is at most `exportRowLimit` rows (about 8 MB of CSV for the audit
 * log). The rows are read in batches of `batchSize` inside one repeatable-read transaction (one
 * snapshot, so batches never skip or repeat a row), and only the CSV text accumulates. The export
 * is itself audited: it copies personal data (names, emails, addresses) out of the system.
 */
import type { LogExport } from '@/contract/schemas/logs';
import { writeAudit } from '../access/audit';
import type { AuthUser } from '../auth/auth-user';
import type { Db, Tx } from '../db/client';
import { type CsvCell, csvCell } from '../lib/csv';

export const exportRowLimit = 50_000;
const batchSize = 5_000;

/** One log's side of the export: how to count and read its rows, and how a row becomes cells. */
export interface LogSource<Row> {
  /** The file name's start, and the audit entity of the export (e.g. `audit-log`). */
  name: string;
  header: string[];
  count(tx: Tx): Promise<number>;
  rows(tx: Tx, offset: number, limit: number): Promise<Row[]>;
  cells(row: Row): CsvCell[];
}

const csvLine = (cells: readonly CsvCell[]) => cells.map(csvCell).join(',');

export async function exportLog<Row>(
  db: Db,
  user: AuthUser,
  source: LogSource<Row>,
  filter: Record<string, unknown>,
  now = new Date(),
): Promise<LogExport> {
  return db.transaction(
    async (tx) => {
      const matched = await source.count(tx);
      const rows = Math.min(matched, exportRowLimit);
      const lines = [csvLine(source.header)];
      for (let offset = 0; offset < rows; offset += batchSize) {
        const batch = await source.rows(tx, offset, Math.min(batchSize, rows - offset));
        for (const row of batch) lines.push(csvLine(source.cells(row)));
      }
      const truncated = matched > exportRowLimit;
      await writeAudit(tx, {
        actorId: user.id,
        action: `${source.name}.export`,
        entity: source.name,
        entityId: null,
        meta: { filter, rows, truncated },
      });
      return {
        fileName: `${source.name}-${now.toISOString().slice(0, 10)}.csv`,
        // The BOM, so spreadsheet programs read UTF-8 (server/lib/csv.ts).
        csv: `\uFEFF${lines.join('\r\n')}\r\n`,
        rows,
        truncated,
        limit: exportRowLimit,
      };
    },
    { isolationLevel: 'repeatable read' },
  );
}
