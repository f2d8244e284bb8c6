import type { AdminAnnouncement, AnnouncementAudiences } from '@/contract/schemas/announcements';

/** Fixtures of the admin announcements screen, shaped by the contract. */
export const audiencesFixture: AnnouncementAudiences = {
  platform: false,
  districts: [{ _id: '00000000-0000-4000-8000-0000000000d1', name: 'North District' }],
  schools: [
    { _id: '00000000-0000-4000-8000-00000000000a', name: 'Maple Middle School', _district: '00000000-0000-4000-8000-0000000000d1' },
    { _id: '00000000-0000-4000-8000-00000000000b', name: 'Cedar Middle School', _district: '00000000-0000-4000-8000-0000000000d1' },
  ],
};

export function adminAnnouncementFixture(overrides: Partial<AdminAnnouncement> = {}): AdminAnnouncement {
  return {
    _id: '00000000-0000-4000-8000-0000000000e1',
    title: 'Lab closed',
    message: 'The **lab** is closed on Friday.',
    severity: 'warning',
    startsAt: '2026-11-20T08:00:00.000Z',
    endsAt: '2099-12-01T08:00:00.000Z',
    audience: { scope: 'school', _id: audiencesFixture.schools[0]!._id, name: 'Maple Middle School' },
    status: 'running',
    createdAt: '2026-11-20T07:00:00.000Z',
    createdBy: { _id: 'u1', name: 'Dana District' },
    withdrawnAt: null,
    ...overrides,
  };
}

/** A list of `count` announcements with distinct ids and titles, statuses taking turns. */
export function adminAnnouncementsFixture(count: number, from = 0): AdminAnnouncement[] {
  const statuses = ['running', 'scheduled', 'ended', 'withdrawn'] as const;
  return Array.from({ length: count }, (_, i) =>
    adminAnnouncementFixture({
      _id: `00000000-0000-4000-8000-${String(from + i).padStart(12, '0')}`,
      title: `Announcement ${from + i + 1}`,
      status: statuses[(from + i) % statuses.length]!,
    }),
  );
}
