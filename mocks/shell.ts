import { HttpResponse, http } from 'msw';
import { api } from '@/contract/api';
import type { Announcement, Notification, NotificationStreamEvent } from '@/contract/schemas/communication';
import type { Child } from '@/contract/schemas/parent';
import type { District, School } from '@/contract/schemas/sup-admin';
import type { CurrentUser } from '@/contract/schemas/user';
import { apiError, interceptEndpoint, mockEndpoint } from './endpoint';
import { onePage } from './organisation';

/** Fixtures for shell component tests, shaped by the contract. */
export const schoolA = { _id: '00000000-0000-4000-8000-00000000000a', name: 'Maple Middle School', _district: 'd1' };
export const schoolB = { _id: '00000000-0000-4000-8000-00000000000b', name: 'Cedar Middle School', _district: 'd1' };

export function userFixture(role: CurrentUser['role'], overrides: Partial<CurrentUser> = {}): CurrentUser {
  const names: Record<CurrentUser['role'], string> = {
    teacher: 'Tess Teacher',
    parent: 'Pat Parent',
    'school-admin': 'Sam Admin',
    'district-admin': 'Dana District',
    'super-admin': 'Sol Super',
  };
  return {
    _id: `user-${role}`,
    name: names[role],
    email: `${role}@demo.test`,
    role,
    schools: role === 'parent' || role === 'super-admin' ? [] : role === 'teacher' ? [schoolA, schoolB] : [schoolA],
    _district: role === 'district-admin' ? 'd1' : null,
    ...overrides,
  };
}

export const announcementFixture: Announcement = {
  _id: '00000000-0000-4000-8000-0000000000a1',
  scope: 'platform',
  title: 'Maintenance',
  message: 'The platform will be read-only on Saturday from 8:00 to 9:00.',
  severity: 'info',
  startsAt: '2025-01-01T00:00:00.000Z',
  endsAt: null,
};

export const childrenFixture: Child[] = [
  {
    _id: 'c1',
    firstName: 'Ada',
    lastName: 'Parent',
    school: { _id: schoolA._id, name: schoolA.name },
    gradeSection: { _id: 'g1', name: '7-A' },
    courses: [
      {
        _id: 'k1',
        name: 'Intro to Python',
        teacherName: 'Tess Teacher',
        completion: 62.5,
        averageScore: 88,
        lastActivityAt: '2025-03-01T10:00:00.000Z',
      },
      { _id: 'k2', name: 'Web Basics', teacherName: 'Tess Teacher', completion: 10, averageScore: null, lastActivityAt: null },
    ],
  },
];

export const districtsFixture: District[] = [
  { _id: 'd1', name: 'North District', schoolCount: 2, createdAt: '2025-01-01T00:00:00.000Z', deactivatedAt: null },
  { _id: 'd2', name: 'South District', schoolCount: 1, createdAt: '2025-01-02T00:00:00.000Z', deactivatedAt: null },
];

export const schoolsFixture: School[] = [
  {
    _id: schoolA._id,
    name: schoolA.name,
    city: 'Springfield',
    _district: { _id: 'd1', name: 'North District' },
    studentCount: 120,
    teacherCount: 8,
    createdAt: '2025-01-01T00:00:00.000Z',
    deactivatedAt: null,
  },
  {
    _id: schoolB._id,
    name: schoolB.name,
    city: 'Shelbyville',
    _district: { _id: 'd1', name: 'North District' },
    studentCount: 95,
    teacherCount: 6,
    createdAt: '2025-01-01T00:00:00.000Z',
    deactivatedAt: null,
  },
  {
    _id: 's-c',
    name: 'Birch Middle School',
    city: null,
    _district: { _id: 'd2', name: 'South District' },
    studentCount: 60,
    teacherCount: 4,
    createdAt: '2025-01-01T00:00:00.000Z',
    deactivatedAt: null,
  },
];

export const notificationsFixture: Notification[] = [
  {
    _id: 'n1',
    title: 'New submission',
    body: 'Ada handed in Lab 3.',
    kind: 'submission',
    link: null,
    read: false,
    createdAt: '2025-03-02T09:00:00.000Z',
  },
  {
    _id: 'n2',
    title: 'Welcome',
    body: 'Your account is ready.',
    kind: 'system',
    link: null,
    read: true,
    createdAt: '2025-03-01T09:00:00.000Z',
  },
];

/** `count` notifications, newest first, the first `unread` of them unread: for paging tests. */
export function manyNotifications(count: number, unread = 0, from = 0): Notification[] {
  return Array.from({ length: count }, (_, i) => ({
    _id: `n-${from + i}`,
    title: `Notice ${from + i}`,
    body: `Text of notice ${from + i}.`,
    kind: 'test',
    link: null,
    read: from + i >= unread,
    createdAt: new Date(Date.UTC(2025, 2, 1) - (from + i) * 60_000).toISOString(),
  }));
}

/**
 * The live notification stream, held open like the server's. `push` sends an event to every open
 * connection; `requests` are the connection attempts (their headers carry `Last-Event-ID`).
 */
export function notificationStreamMock(answer?: (request: Request) => Response | undefined) {
  const open = new Set<ReadableStreamDefaultController<Uint8Array>>();
  const requests: Request[] = [];
  const encoder = new TextEncoder();
  const handler = interceptEndpoint(api.notificationStream, ({ request }) => {
    requests.push(request);
    const other = answer?.(request);
    if (other) return other;
    let controller: ReadableStreamDefaultController<Uint8Array> | undefined;
    const body = new ReadableStream<Uint8Array>({
      start(c) {
        controller = c;
        open.add(c);
        c.enqueue(encoder.encode(': open\n\n'));
      },
      cancel() {
        if (controller) open.delete(controller);
      },
    });
    request.signal.addEventListener('abort', () => controller && open.delete(controller));
    return new HttpResponse(body, { headers: { 'content-type': 'text/event-stream' } });
  });
  return {
    handler,
    requests,
    get openCount() {
      return open.size;
    },
    push(event: NotificationStreamEvent) {
      const frame = encoder.encode(`id: ${event.seq}\nevent: notification\ndata: ${JSON.stringify(event)}\n\n`);
      for (const controller of open) controller.enqueue(frame);
    },
  };
}

/**
 * Every call a signed-in page of the shell makes, answered for `user` (landing pages empty):
 * a guard test or a shell test adds only what it is about.
 */
export function shellHandlers(user: CurrentUser, options: { announcement?: Announcement | null; notifications?: Notification[] } = {}) {
  const notifications = options.notifications ?? [];
  return [
    mockEndpoint(api.currentUser, () => user),
    mockEndpoint(api.announcement, () => options.announcement ?? null),
    mockEndpoint(api.mySchools, () => user.schools),
    mockEndpoint(api.notificationsReceived, () => ({
      items: notifications,
      total: notifications.length,
      page: 0,
      pageSize: 20,
      unread: notifications.filter((n) => !n.read).length,
      lastSeq: notifications.length,
    })),
    notificationStreamMock().handler,
    mockEndpoint(api.parentChildren, () => []),
    mockEndpoint(api.schoolsAll, () => onePage([])),
    mockEndpoint(api.districtsAll, () => onePage([])),
  ];
}

/**
 * For tests that land on another developer's screen (e.g. sign-in ending on the teacher dashboard)
 * but are not about it: its calls answer 404 instead of failing as unhandled. Add it last.
 */
export const otherScreensAnswerNotFound = http.all('*/api/*', () => apiError(404, 'Not part of this test'));
