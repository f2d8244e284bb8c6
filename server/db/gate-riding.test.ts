/**
 * A declared read's audit gate riding on the handler's first prepared statement (ARCHITECTURE.md
 * §19, `preparedRows` in `sql-rows.ts`): the statement's rows come back only when the gate wrote its
 * row, the gate runs once, and a statement that reads the audit log runs it first instead.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditGate } from '../access/audit';
import { type PendingGate, withPendingGate, withRequestContext } from '../lib/request-context';
import { databaseKinds, startTestServer, type TestServer } from '../test/harness';
import type { Db } from './client';
import { preparedRows, sqlRows } from './sql-rows';

describe.each(databaseKinds)('an audit gate riding on the first statement (%s)', (kind) => {
  let server: TestServer;
  let db: Db;
  let entityId = 0;

  beforeAll(async () => {
    server = await startTestServer({ kind });
    db = server.database.db;
  });
  afterAll(async () => {
    await server?.close();
  });

  /** A gate for a fresh entity id, allowed or not; and how many audit rows name that id. */
  const gateFor = (allowed: boolean) => {
    const id = `gate-test-${kind}-${++entityId}`;
    const gate: PendingGate = {
      statement: auditGate({ actorId: null, action: 'test.read', entity: 'test', entityId: id }, allowed ? sql`true` : sql`false`),
      db,
    };
    const rowsWritten = async () =>
      (await sqlRows<{ n: number }>(db, sql`select count(*)::int as n from audit_log where entity_id = ${id}`))[0]?.n;
    return { gate, id, rowsWritten };
  };
  /** Runs `fn` as a request's handler with `gate` pending. */
  const inRequest = <T>(gate: PendingGate, fn: () => Promise<T>) =>
    withRequestContext({ ip: '192.0.2.1' }, () => withPendingGate(gate, fn));
  const numbers = sql<{ n: number }>`select n from generate_series(3, 1, -1) as n order by n desc`;

  it("answers the statement's rows in their order once the gate wrote its row, and writes it once", async () => {
    const { gate, rowsWritten } = gateFor(true);
    const rows = await inRequest(gate, async () => {
      const first = await preparedRows(db, numbers);
      const second = await preparedRows(db, numbers);
      return [first, second];
    });
    expect(rows).toEqual([
      [{ n: 3 }, { n: 2 }, { n: 1 }],
      [{ n: 3 }, { n: 2 }, { n: 1 }],
    ]);
    expect(await gate.opened).toBe(true);
    expect(await rowsWritten()).toBe(1);
  });

  it('answers no rows and writes nothing when the gate refuses', async () => {
    const { gate, rowsWritten } = gateFor(false);
    const rows = await inRequest(gate, () => preparedRows(db, numbers));
    expect(rows).toEqual([]);
    expect(await gate.opened).toBe(false);
    expect(await rowsWritten()).toBe(0);
  });

  it('tells an empty answer of an opened gate from a refusal', async () => {
    const { gate } = gateFor(true);
    const rows = await inRequest(gate, () => preparedRows(db, sql`select 1 as n where false`));
    expect(rows).toEqual([]);
    expect(await gate.opened).toBe(true);
  });

  it('runs the gate first for a statement that reads the audit log, which then sees its row', async () => {
    const { gate, id } = gateFor(true);
    const rows = await inRequest(gate, () =>
      preparedRows<{ n: number }>(db, sql`select count(*)::int as n from "audit_log" where entity_id = ${id}`),
    );
    expect(rows).toEqual([{ n: 1 }]);
    expect(await gate.opened).toBe(true);
  });

  it('leaves the gate pending for a statement on another handle, and to no statement outside the request', async () => {
    const { gate, rowsWritten } = gateFor(true);
    await inRequest({ ...gate, db: {} }, () => preparedRows(db, numbers));
    expect(await rowsWritten()).toBe(0);
    await inRequest(gate, async () => {});
    expect(gate.opened).toBeUndefined();
    await preparedRows(db, numbers);
    expect(gate.opened).toBeUndefined();
  });
});
