import { api } from '@/contract/api';
import type { AuditEntry, LogExport, SignInEventRow } from '@/contract/schemas/logs';
import { mockEndpoint } from './endpoint';

/** Fixtures of the logs screens, shaped by the contract. */
export function auditEntryFixture(overrides: Partial<AuditEntry> = {}): AuditEntry {
  return {
    _id: '1',
    at: '2026-11-23T09:15:00.000Z',
    action: 'student.read',
    entity: 'student',
    entityId: '00000000-0000-4000-8000-0000000005a1',
    record: 'Ella Morgan',
    actor: { _id: 'u1', name: 'Tess Teacher', email: 'teacher@demo.test', role: 'teacher' },
    ip: '198.51.100.10',
    meta: null,
    ...overrides,
  };
}

/** `count` entries with distinct ids, newest first. */
export function auditEntriesFixture(count: number): AuditEntry[] {
  return Array.from({ length: count }, (_, i) =>
    auditEntryFixture({ _id: String(count - i), at: new Date(Date.UTC(2026, 10, 23, 9, 0) - i * 60_000).toISOString() }),
  );
}

export function signInFixture(overrides: Partial<SignInEventRow> = {}): SignInEventRow {
  return {
    _id: '1',
    at: '2026-11-23T08:00:00.000Z',
    email: 'teacher@demo.test',
    outcome: 'success',
    user: { _id: 'u1', name: 'Tess Teacher', role: 'teacher' },
    ip: '198.51.100.10',
    userAgent: 'Mozilla/5.0 (X11; Linux x86_64)',
    ...overrides,
  };
}

type Body = { page: number; pageSize: number } & Record<string, unknown>;

/** Both lists over fixtures, paged as the server pages; records every body asked for. */
export function logsHandlers(entries = auditEntriesFixture(3), events = [signInFixture()]) {
  const bodies: { audit: Body[]; signIns: Body[] } = { audit: [], signIns: [] };
  const page = <T>(items: T[], body: Body) => ({
    items: items.slice(body.page * body.pageSize, (body.page + 1) * body.pageSize),
    total: items.length,
    page: body.page,
    pageSize: body.pageSize,
  });
  const handlers = [
    mockEndpoint(api.auditLogList, ({ body }) => {
      const b = body as Body;
      bodies.audit.push(b);
      const q = typeof b.q === 'string' ? b.q.toLowerCase() : '';
      return page(
        entries.filter((e) => !q || `${e.actor?.name} ${e.actor?.email}`.toLowerCase().includes(q)),
        b,
      );
    }),
    mockEndpoint(api.signInList, ({ body }) => {
      const b = body as Body;
      bodies.signIns.push(b);
      return page(
        events.filter((e) => !b.outcome || e.outcome === b.outcome),
        b,
      );
    }),
  ];
  return { handlers, bodies };
}

export const logExportFixture: LogExport = {
  fileName: 'audit-log-2026-11-23.csv',
  csv: '\uFEFFtime,actor\r\n2026-11-23T09:15:00.000Z,Tess Teacher\r\n',
  rows: 1,
  truncated: false,
  limit: 50_000,
};
