import { HttpResponse } from 'msw';
import { api } from '@/contract/api';
import type { RosterCounts, RosterFile, RosterImport, RosterImportSummary, RosterProgress } from '@/contract/schemas/roster';
import { interceptEndpoint, mockEndpoint } from './endpoint';
import { onePage } from './organisation';
import { districtsFixture, schoolsFixture } from './shell';

/** Fixtures of the roster import screens, shaped by the contract. */
const counts = (create: number, update = 0, deactivate = 0, unchanged = 0): RosterCounts => ({ create, update, deactivate, unchanged });

export const rosterCountsFixture: Record<RosterFile, RosterCounts> = {
  orgs: counts(1, 0, 0, 2),
  academicSessions: counts(1),
  courses: counts(2, 1),
  classes: counts(3, 0, 1),
  users: counts(40, 5, 2, 100),
  enrollments: counts(120, 0, 6, 300),
};

export function rosterSummaryFixture(overrides: Partial<RosterImportSummary> = {}): RosterImportSummary {
  return {
    _id: '00000000-0000-4000-8000-0000000000f1',
    district: { _id: districtsFixture[0]!._id, name: districtsFixture[0]!.name },
    school: null,
    fileName: 'north-roster.zip',
    status: 'dry-run',
    rows: 584,
    counts: rosterCountsFixture,
    errorCount: 0,
    createdBy: { _id: 'u1', name: 'Dana District' },
    createdAt: '2026-11-20T07:00:00.000Z',
    appliedAt: null,
    rolledBackAt: null,
    canRollBack: false,
    ...overrides,
  };
}

export function rosterImportFixture(overrides: Partial<RosterImport> = {}): RosterImport {
  return {
    ...rosterSummaryFixture(),
    sample: [
      {
        file: 'users',
        action: 'update',
        sourcedId: 'stu-0042',
        label: 'Ada Lovelace',
        fields: [{ field: 'email', from: 'ada@old.test', to: 'ada@north.test' }],
      },
      { file: 'users', action: 'create', sourcedId: 'stu-0100', label: 'Grace Hopper', fields: [] },
      { file: 'classes', action: 'deactivate', sourcedId: 'cls-7', label: 'Algebra 7B', fields: [] },
    ],
    errors: [],
    ...overrides,
  };
}

/** `count` errors on successive lines of users.csv. */
export function rosterErrorsFixture(count: number) {
  return Array.from({ length: count }, (_, i) => ({
    file: 'users.csv',
    line: i + 2,
    column: 'email',
    message: `not an email address (row ${i + 2})`,
  }));
}

/** The history endpoint over `items`, paged as the server pages. */
export function rosterHistoryHandler(items: RosterImportSummary[]) {
  return mockEndpoint(api.rosterImports, ({ body }) => {
    const { page, pageSize } = body as { page: number; pageSize: number };
    return { items: items.slice(page * pageSize, (page + 1) * pageSize), total: items.length, page, pageSize };
  });
}

/** What the roster page loads: the target lists and the history (empty unless given). */
export function rosterHandlers(history: RosterImportSummary[] = []) {
  return [
    mockEndpoint(api.districtsAll, () => onePage(districtsFixture)),
    mockEndpoint(api.schoolsAll, () => onePage(schoolsFixture)),
    rosterHistoryHandler(history),
    // No OneRoster REST connection: the provider sync card stays hidden.
    mockEndpoint(api.rosterProvider, () => ({ provider: null })),
  ];
}

/**
 * The apply endpoint answering a Server-Sent Events stream: `events` one `progress` event each,
 * the next one only after `step()` (so a test sees the bar between events), or all at once.
 */
export function applyStreamMock(events: RosterProgress[], options: { stepwise?: boolean } = {}) {
  const encoder = new TextEncoder();
  const frame = (event: RosterProgress) => encoder.encode(`event: progress\ndata: ${JSON.stringify(event)}\n\n`);
  let controller: ReadableStreamDefaultController<Uint8Array> | undefined;
  let sent = 0;
  const requests: Request[] = [];
  const sendNext = () => {
    const event = events[sent];
    if (!controller || !event) return;
    controller.enqueue(frame(event));
    sent += 1;
    if (sent === events.length) controller.close();
  };
  const handler = interceptEndpoint(api.rosterImportApply, ({ request }) => {
    requests.push(request);
    const body = new ReadableStream<Uint8Array>({
      start(c) {
        controller = c;
        c.enqueue(encoder.encode(': open\n\n'));
        if (!options.stepwise) while (sent < events.length) sendNext();
      },
    });
    return new HttpResponse(body, { headers: { 'content-type': 'text/event-stream' } });
  });
  return { handler, requests, step: sendNext };
}
