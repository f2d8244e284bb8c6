import type { Messages } from '@lingui/core';

// Declared here, not imported from `i18n.ts`, which imports this module (no import cycle).
type Loader = () => Promise<{ messages: Messages }>;

/**
 * Catalogue areas of pages behind the sign-in, loaded through this chunk (`i18n.ts` imports it when
 * a page first asks for one of them): the sign-in page and the parent portal carry no import per
 * area. The admin and staff sides (issue 21 part 4): one area per feature, loaded by that feature's routes.
 */
const lazyCatalogs = {
  admin: { en: () => import('./compiled/admin.en'), es: () => import('./compiled/admin.es') },
  organisation: { en: () => import('./compiled/organisation.en'), es: () => import('./compiled/organisation.es') },
  people: { en: () => import('./compiled/people.en'), es: () => import('./compiled/people.es') },
  roster: { en: () => import('./compiled/roster.en'), es: () => import('./compiled/roster.es') },
  analytics: { en: () => import('./compiled/analytics.en'), es: () => import('./compiled/analytics.es') },
  logs: { en: () => import('./compiled/logs.en'), es: () => import('./compiled/logs.es') },
  privacy: { en: () => import('./compiled/privacy.en'), es: () => import('./compiled/privacy.es') },
  'sso-settings': { en: () => import('./compiled/sso-settings.en'), es: () => import('./compiled/sso-settings.es') },
  courses: { en: () => import('./compiled/courses.en'), es: () => import('./compiled/courses.es') },
  invites: { en: () => import('./compiled/invites.en'), es: () => import('./compiled/invites.es') },
  assistant: { en: () => import('./compiled/assistant.en'), es: () => import('./compiled/assistant.es') },
  communication: { en: () => import('./compiled/communication.en'), es: () => import('./compiled/communication.es') },
  gradebook: { en: () => import('./compiled/gradebook.en'), es: () => import('./compiled/gradebook.es') },
  teacher: { en: () => import('./compiled/teacher.en'), es: () => import('./compiled/teacher.es') },
  // The teacher invite's accept page (`/invite`, signed out) and its password meter.
  join: { en: () => import('./compiled/join.en'), es: () => import('./compiled/join.es') },
  // Staff sessions' offline grade entry (the offline indicator, grade conflicts, the update notice).
  offline: { en: () => import('./compiled/offline.en'), es: () => import('./compiled/offline.es') },
} satisfies Record<string, Record<'en' | 'es', Loader>>;
export type LazyArea = keyof typeof lazyCatalogs;

/** An area's messages in a language (`i18n.ts` calls it: a default export costs the first pages fewer bytes). */
export default (area: LazyArea, locale: 'en' | 'es') => lazyCatalogs[area][locale]();
