import { type RosterTableName, type RowImage, rosterTableOrder } from '../repos/roster-tables';
import type { WriteAction } from '../repos/roster-writes';

/** One row an apply writes: before null for an insert, after null for a delete. */
export interface RowChange {
  table: RosterTableName;
  action: WriteAction;
  before: RowImage | null;
  after: RowImage | null;
}

/** Per table, deletes first (a key freed), then updates, then inserts (which may take a freed key). */
const actionOrder: WriteAction[] = ['delete', 'update', 'insert'];

/** The rows a plan writes, grouped so the writer can batch each group in one statement per batch. */
export class PlannedWrites {
  private readonly groups = new Map<string, RowChange[]>();

  private add(change: RowChange) {
    const key = `${change.table}:${change.action}`;
    const group = this.groups.get(key);
    if (group) group.push(change);
    else this.groups.set(key, [change]);
  }

  insert(table: RosterTableName, after: RowImage) {
    this.add({ table, action: 'insert', before: null, after });
  }
  update(table: RosterTableName, before: RowImage, after: RowImage) {
    this.add({ table, action: 'update', before, after });
  }
  delete(table: RosterTableName, before: RowImage) {
    this.add({ table, action: 'delete', before, after: null });
  }

  /** The groups in write order: tables in dependency order, and within each, deletes, updates, inserts. */
  ordered(): RowChange[][] {
    return rosterTableOrder
      .flatMap((table) => actionOrder.map((action) => this.groups.get(`${table}:${action}`) ?? []))
      .filter((g) => g.length);
  }

  get size(): number {
    let total = 0;
    for (const group of this.groups.values()) total += group.length;
    return total;
  }
}
