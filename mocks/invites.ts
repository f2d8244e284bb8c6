import type { InvitePreview, OutboxMail, TeacherInvite } from '@/contract/schemas/invites';
import { schoolA } from './shell';

/** A teacher invite as the list answers it. */
export function inviteFixture(overrides: Partial<TeacherInvite> = {}): TeacherInvite {
  return {
    _id: '00000000-0000-4000-8000-00000000e001',
    email: 'ada@school.test',
    name: 'Ada Lovelace',
    school: { _id: schoolA._id, name: schoolA.name },
    status: 'pending',
    expiresAt: '2026-11-27T10:00:00.000Z',
    createdAt: '2026-11-24T10:00:00.000Z',
    lastSentAt: '2026-11-24T10:00:00.000Z',
    sendCount: 1,
    acceptedAt: null,
    revokedAt: null,
    invitedBy: null,
    ...overrides,
  };
}

export function invitePreviewFixture(overrides: Partial<InvitePreview> = {}): InvitePreview {
  return {
    email: 'ada@school.test',
    name: 'Ada Lovelace',
    school: { _id: schoolA._id, name: schoolA.name },
    expiresAt: '2026-11-27T10:00:00.000Z',
    account: 'new',
    ...overrides,
  };
}

export const inviteToken = 'T0kenT0kenT0kenT0kenT0kenT0kenT0kenT0kenT0k';

export function outboxMailFixture(overrides: Partial<OutboxMail> = {}): OutboxMail {
  return {
    _id: '00000000-0000-4000-8000-00000000f001',
    to: 'ada@school.test',
    from: 'CS Curriculum <no-reply@localhost>',
    subject: `You are invited to teach at ${schoolA.name}`,
    at: '2026-11-24T10:00:00.000Z',
    text: `Hello Ada Lovelace,\n\nOpen this link to set your password and sign in:\nhttp://localhost:3000/invite#${inviteToken}\n`,
    html: '<p>Hello</p>',
    ...overrides,
  };
}
