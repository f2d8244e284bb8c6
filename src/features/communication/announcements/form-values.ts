import { announcementLimits } from '@/contract/announcement-limits';
import type {
  AdminAnnouncement,
  AnnouncementAudienceInput,
  AnnouncementAudiences,
  AnnouncementInput,
  AnnouncementSeverity,
} from '@/contract/schemas/announcements';
import { fieldMessages } from '@/src/lib/field-messages';
import { i18n } from '@/src/lib/i18n/i18n';

/** What the form holds: strings as typed; times as `datetime-local` values (the browser's zone). */
export interface FormValues {
  title: string;
  message: string;
  severity: AnnouncementSeverity;
  /** `platform`, `district:<id>` or `school:<id>`. */
  audience: string;
  startsAt: string;
  endsAt: string;
}

export type FormField = keyof FormValues;
export type FormErrors = Partial<Record<FormField, string>>;

const pad = (n: number) => String(n).padStart(2, '0');

/** A time as a `datetime-local` value in the browser's zone (minutes). */
export function toLocalInput(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

export function encodeAudience(audience: AnnouncementAudienceInput): string {
  if (audience.scope === 'platform') return 'platform';
  return audience.scope === 'district' ? `district:${audience.districtId}` : `school:${audience.schoolId}`;
}

export function decodeAudience(value: string): AnnouncementAudienceInput | null {
  if (value === 'platform') return { scope: 'platform' };
  const [scope, id] = value.split(':');
  if (scope === 'district' && id) return { scope, districtId: id };
  if (scope === 'school' && id) return { scope, schoolId: id };
  return null;
}

/** The first audience the admin may address: the platform, else their district, else their (first) school. */
function defaultAudience(audiences: AnnouncementAudiences): string {
  if (audiences.platform) return 'platform';
  const district = audiences.districts[0];
  if (district) return `district:${district._id}`;
  const school = audiences.schools[0];
  return school ? `school:${school._id}` : '';
}

export function emptyValues(audiences: AnnouncementAudiences, now = new Date()): FormValues {
  return { title: '', message: '', severity: 'info', audience: defaultAudience(audiences), startsAt: toLocalInput(now), endsAt: '' };
}

export function valuesOf(announcement: AdminAnnouncement): FormValues {
  const { scope, _id } = announcement.audience;
  return {
    title: announcement.title,
    message: announcement.message,
    severity: announcement.severity,
    audience: scope === 'platform' ? 'platform' : `${scope}:${_id}`,
    startsAt: toLocalInput(new Date(announcement.startsAt)),
    endsAt: announcement.endsAt ? toLocalInput(new Date(announcement.endsAt)) : '',
  };
}

const validTime = (value: string) => value !== '' && !Number.isNaN(new Date(value).getTime());

/** The contract's rules (contract/schemas/announcements.ts), checked before sending; said in the active language. */
export function validate(values: FormValues, now = new Date()): FormErrors {
  const errors: FormErrors = {};
  const title = values.title.trim();
  if (!title) errors.title = i18n._('communication.rule.title');
  else if (title.length > announcementLimits.title)
    errors.title = i18n._('communication.rule.titleLength', { max: announcementLimits.title });
  const message = values.message.trim();
  if (!message) errors.message = i18n._('communication.rule.message');
  else if (message.length > announcementLimits.message)
    errors.message = i18n._('communication.rule.messageLength', { max: announcementLimits.message });
  if (!decodeAudience(values.audience)) errors.audience = i18n._('communication.rule.audience');
  if (!validTime(values.startsAt)) errors.startsAt = i18n._('communication.rule.starts');
  if (values.endsAt !== '') {
    if (!validTime(values.endsAt)) errors.endsAt = i18n._('communication.rule.endValid');
    else if (validTime(values.startsAt) && new Date(values.endsAt) <= new Date(values.startsAt))
      errors.endsAt = i18n._('communication.rule.endAfter');
    else if (new Date(values.endsAt) <= now) errors.endsAt = i18n._('communication.rule.endAhead');
  }
  return errors;
}

/** The request body from valid values. */
export function toInput(values: FormValues): AnnouncementInput {
  return {
    title: values.title.trim(),
    message: values.message.trim(),
    severity: values.severity,
    startsAt: new Date(values.startsAt).toISOString(),
    endsAt: values.endsAt ? new Date(values.endsAt).toISOString() : null,
    audience: decodeAudience(values.audience)!,
  };
}

const formFields: FormField[] = ['title', 'message', 'severity', 'audience', 'startsAt', 'endsAt'];

/** Field errors of a 400 answer (`body.title`, `body.audience.schoolId`, …) on the form's fields. */
export const serverFieldErrors = (error: unknown): FormErrors => fieldMessages(error, { fields: formFields, status: 400 });
