/**
 * What every step of an import's plan shares (`plan.ts` composes the steps): the input, the rows to
 * write, the diff, the error log, and the district's links as they were and as the file leaves them.
 */
import type { RosterFile } from '@/contract/schemas/roster';
import type { LinkRow } from '../../repos/roster-enrollment-links';
import type { DistrictState } from '../../repos/roster-state';
import type { RowImage } from '../../repos/roster-tables';
import { changedFields, DiffBuilder, type Field } from '../diff';
import { implicitLinks } from '../implicit-links';
import type { FileMode } from '../manifest';
import type { RosterRecords } from '../records';
import type { ErrorLog } from '../row-check';
import { PlannedWrites } from '../writes';

export interface PlanInput {
  records: RosterRecords;
  /** Every sourcedId present in each file, valid row or not (an invalid row is not "absent"). */
  seen: Record<RosterFile, Set<string>>;
  /** How each file is given (manifest.csv); all bulk when left out. */
  modes?: Record<RosterFile, FileMode>;
  state: DistrictState;
  schoolId: string | null;
  /** The apply's time, for deactivations and new enrollments. */
  now: string;
  newId: () => string;
  errors: ErrorLog;
}

export type Entity = 'org' | 'academicSession' | 'course' | 'class' | 'user' | 'enrollment';
export const linkKey = (entity: Entity, sourcedId: string) => `${entity}\u0000${sourcedId}`;

export type PlanContext = ReturnType<typeof planContext>;

export function planContext(input: PlanInput) {
  const { records, seen, state, schoolId: targetSchool, now, newId, errors } = input;
  /**
   * Whether a file is a snapshot: what an earlier import linked and the file leaves out is gone. A
   * delta or absent file changes only the rows it carries.
   */
  const snapshot = (file: RosterFile) => (input.modes?.[file] ?? 'bulk') === 'bulk';
  /** The sourcedIds a file marks tobedeleted: removed as a snapshot's absence would remove them. */
  const deleted = Object.fromEntries(
    Object.entries(records).map(([file, rows]) => [
      file,
      new Set((rows as Array<{ sourcedId: string; status: string }>).filter((r) => r.status !== 'active').map((r) => r.sourcedId)),
    ]),
  ) as Record<RosterFile, Set<string>>;
  /** Whether an earlier import's record is gone from this file: absent from a snapshot, or marked tobedeleted. */
  const gone = (file: RosterFile, sourcedId: string) => deleted[file].has(sourcedId) || (snapshot(file) && !seen[file].has(sourcedId));
  const writes = new PlannedWrites();
  const diff = new DiffBuilder();
  const fail = (file: RosterFile, line: number, column: string, message: string) =>
    errors.add({ file: `${file}.csv`, line, column, message });

  // A record no import linked is matched by the name its export gives it (implicit-links.ts): the round trip is a no-op.
  const implicit = implicitLinks(state, targetSchool);
  const oldLinks = new Map<string, LinkRow>([
    ...implicit,
    ...state.links.map((l) => [linkKey(l.entity as Entity, l.sourced_id), l] as const),
  ]);
  const newLinks = new Map<string, LinkRow>();
  const dropLinks = new Set<string>();
  const inScope = (l: LinkRow) => targetSchool === null || l.data?.school === targetSchool;
  const link = (entity: Entity, sourcedId: string, localId: string | null, data: Record<string, unknown> | null) =>
    newLinks.set(linkKey(entity, sourcedId), { entity, sourced_id: sourcedId, local_id: localId, data });
  const oldLocal = (entity: Entity, sourcedId: string) => oldLinks.get(linkKey(entity, sourcedId))?.local_id ?? null;
  /** The link's change, as a diff field, when the record is newly linked or linked elsewhere. */
  const linkFields = (entity: Entity, sourcedId: string, localId: string | null): Field[] => {
    const old = oldLinks.get(linkKey(entity, sourcedId));
    return old && old.local_id === localId ? [] : [{ field: 'sourcedId', from: old ? old.sourced_id : null, to: sourcedId }];
  };
  const linkedLocals = (entity: Entity) => new Set(state.links.filter((l) => l.entity === entity && l.local_id).map((l) => l.local_id!));
  // The scope gate (docs/ARCHITECTURE.md §17.1): what the importer may change, by the consoles' own rule.
  const mayChange = {
    account: new Set(state.importer.accounts),
    student: new Set(state.importer.students),
    class: new Set(state.importer.classes),
  };

  /** Notes one record's create, update, deactivate or no change, and plans its row. */
  function noteRow(
    file: RosterFile,
    table: 'students' | 'users' | 'course_instances',
    sourcedId: string,
    label: string,
    before: RowImage | undefined,
    after: RowImage,
    inactiveColumn: string | null,
    extra: Field[],
    onInsert: RowImage = {},
  ) {
    if (!before) {
      writes.insert(table, { ...after, ...onInsert });
      diff.note(file, 'create', sourcedId, label);
      return;
    }
    const fields = changedFields(before, after, Object.keys(after));
    if (fields.length) writes.update(table, pick(before, Object.keys(after)), after);
    const all = [...fields, ...extra];
    if (!all.length) return diff.unchanged(file);
    const deactivating =
      inactiveColumn !== null && fields.some((f) => f.field === inactiveColumn && (f.from === null || f.from === 'false'));
    diff.note(file, deactivating ? 'deactivate' : 'update', sourcedId, label, all);
  }

  return {
    records,
    seen,
    snapshot,
    deleted,
    gone,
    state,
    targetSchool,
    districtId: state.district.id,
    now,
    newId,
    writes,
    diff,
    fail,
    implicit,
    oldLinks,
    newLinks,
    dropLinks,
    inScope,
    link,
    oldLocal,
    linkFields,
    linkedLocals,
    mayChange,
    noteRow,
  };
}

export function pick(image: RowImage, columns: string[]): RowImage {
  return Object.fromEntries(columns.map((c) => [c, image[c] ?? null]));
}
