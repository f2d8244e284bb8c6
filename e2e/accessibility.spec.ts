import { expect, type Locator, type Page, test } from '@playwright/test';
import { type DemoAccount, demoAccounts } from './support/accounts';
import { storeApiSession } from './support/api-session';
import {
  describeFindings,
  type Finding,
  painted,
  seriousViolations,
  settle,
  storeTheme,
  type Theme,
  themes,
  viewportFor,
  widths,
} from './support/axe';
import { inviteeEmail, inviteLinkByApi } from './support/invites';
import { openInApp } from './support/navigate';

/**
 * axe-core (WCAG 2.0/2.1 A and AA) on every page of every role, in the light and the dark theme,
 * at 1280 and 390 px: no serious or critical violation. Each page is opened once and checked four
 * times: at 1280 px, narrowed to 390 px, switched to the other theme from a second tab (as the app
 * follows a theme chosen in another tab), and widened back to 1280 px. The theme stays stored, so
 * the next page opens in it. The first page of each run is loaded, and runs start in alternate
 * themes, so both themes are also checked as read before the first paint; the run's other pages are
 * opened through the app's router, as its links open them (`support/navigate.ts`: a tenth of the
 * browser's work of a page load). Opening every page anew for each theme and width would quadruple
 * the suite's time for the same layouts.
 * Where a page's content lives in a dialog or drawer, the check runs with it open. A role's pages
 * are checked in runs of a few pages, one test each, so the two workers share them evenly.
 */

interface Check {
  name: string;
  /** A path, or how to find it (ids come from the seeded data, found the way a person would). */
  path: string | ((page: Page) => Promise<string>);
  /** Brings the page to the state to check (opens a dialog, asks a question). */
  prepare?: (page: Page) => Promise<void>;
}

const main = (page: Page) => page.getByRole('main');

/** The students page shows its roster once a grade section is chosen: the first one with students of mine. */
async function openFirstSection(page: Page) {
  await page.getByRole('list', { name: 'Grade sections' }).getByRole('button', { disabled: false }).first().click();
  await expect(page.getByRole('table', { name: 'Students of the grade section' }).locator('tbody tr').first()).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
}

/** The first link in `scope` on `from` (after `prepare`) whose address matches. */
async function firstHref(page: Page, from: string, scope: Locator, pattern: RegExp, prepare?: (page: Page) => Promise<void>) {
  await openInApp(page, from);
  await settle(page);
  await prepare?.(page);
  const hrefs = await scope.locator('a[href]').evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
  const href = hrefs.find((h) => pattern.test(h));
  if (!href) throw new Error(`no link matching ${pattern} on ${from} (${hrefs.length} links)`);
  return href;
}

const uuid = '[0-9a-f-]{36}';

/** The assistant's answer links to a lesson in the teacher's class: a course page and a content page in one. */
async function askAssistant(page: Page) {
  const input = page.getByRole('textbox', { name: 'Your question' });
  await input.fill('What is a packet?');
  await input.press('Enter');
  await expect(
    page.getByRole('log', { name: 'Conversation with the assistant' }).getByRole('link', { name: 'Packets and Addresses' }),
  ).toBeVisible();
}

/** Asked once per page (both the course and the lesson come from it). */
const lessonHrefs = new WeakMap<Page, Promise<string>>();
function lessonHref(page: Page) {
  let href = lessonHrefs.get(page);
  if (!href) {
    href = findLessonHref(page);
    lessonHrefs.set(page, href);
  }
  return href;
}

async function findLessonHref(page: Page) {
  await openInApp(page, '/assistant');
  await settle(page);
  await askAssistant(page);
  const href = await page
    .getByRole('log', { name: 'Conversation with the assistant' })
    .getByRole('link', { name: 'Packets and Addresses' })
    .getAttribute('href');
  if (!href) throw new Error('the assistant answered without a lesson link');
  return href;
}

const openDialog = (button: string, dialog: string) => async (page: Page) => {
  await main(page).getByRole('button', { name: button }).click();
  await expect(page.getByRole('dialog', { name: dialog })).toBeVisible();
};

const announcements = (path: string): Check => ({
  name: 'announcements + new-announcement dialog',
  path,
  prepare: openDialog('New announcement', 'New announcement'),
});

/** The privacy list with its policy panel, and the first student's record with the delete dialog open. */
const privacy = (area: '/admin' | '/sup-admin'): Check[] => [
  { name: 'student privacy', path: `${area}/privacy` },
  {
    name: 'a student record + delete dialog',
    // The first student whose deletion is not already pending (their record offers Delete).
    path: (page) =>
      firstHref(
        page,
        `${area}/privacy`,
        main(page).getByRole('listitem').filter({ hasNotText: 'Deletion on' }).first(),
        new RegExp(`^${area}/privacy/${uuid}$`),
      ),
    prepare: async (page) => {
      await main(page).getByRole('button', { name: 'Delete student' }).click();
      await expect(page.getByRole('dialog', { name: /^Delete .+\?$/ })).toBeVisible();
    },
  },
];

/** The course catalogue and a course's outline (with the new-content dialog for the super admin), and the classes with a class's enroll dialog. */
const courses = (area: '/admin' | '/sup-admin'): Check[] => [
  { name: 'courses', path: `${area}/courses` },
  {
    name: area === '/sup-admin' ? 'a course outline + new-content dialog' : 'a course outline',
    path: (page) => firstHref(page, `${area}/courses`, main(page), new RegExp(`^${area}/courses/${uuid}$`)),
    ...(area === '/sup-admin'
      ? {
          prepare: async (page: Page) => {
            await main(page)
              .getByRole('button', { name: /^Add content to / })
              .first()
              .click();
            await expect(page.getByRole('dialog', { name: 'New content item' })).toBeVisible();
          },
        }
      : {}),
  },
  {
    name: 'classes + new-class dialog',
    path: `${area}/classes`,
    prepare: async (page) => {
      await main(page).getByRole('button', { name: 'New class' }).click();
      const dialog = page.getByRole('dialog', { name: /^New class at / });
      await expect(dialog.getByLabel('Course')).toBeVisible();
    },
  },
  {
    name: 'a class + enroll dialog',
    path: (page) => firstHref(page, `${area}/classes`, main(page), new RegExp(`^${area}/classes/${uuid}$`)),
    prepare: async (page) => {
      await main(page).getByRole('button', { name: 'Enroll students' }).first().click();
      const dialog = page.getByRole('dialog', { name: /^Enroll students in / });
      await expect(dialog.locator('[aria-busy="true"]')).toHaveCount(0);
    },
  },
];
/** Analytics over the demo data's weeks, every chart drawn, and the first one as its table view. */
const analytics = (area: '/admin' | '/sup-admin'): Check => ({
  name: 'analytics with a table view',
  path: `${area}/analytics?from=2026-09-01&to=2026-11-22`,
  prepare: async (page) => {
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    await main(page).getByRole('radio', { name: 'Table' }).first().click({ force: true });
    await expect(main(page).getByRole('table').first()).toBeVisible();
  },
});
/** The people lists, a teacher's page, and a student's page with the "Add a parent" dialog (its student search) open. */
const people = (area: '/admin' | '/sup-admin'): Check[] => [
  { name: 'teachers', path: `${area}/teachers` },
  { name: 'students', path: `${area}/students` },
  { name: 'parents', path: `${area}/parents` },
  {
    name: 'a teacher',
    path: (page) => firstHref(page, `${area}/teachers`, main(page).getByRole('table'), new RegExp(`^${area}/teachers/${uuid}$`)),
  },
  {
    name: 'a parent',
    path: (page) => firstHref(page, `${area}/parents`, main(page).getByRole('table'), new RegExp(`^${area}/parents/${uuid}$`)),
  },
  {
    name: 'a student + add-parent dialog',
    path: (page) => firstHref(page, `${area}/students`, main(page).getByRole('table'), new RegExp(`^${area}/students/${uuid}$`)),
    prepare: async (page) => {
      await main(page).getByRole('button', { name: 'Add a parent' }).click();
      await expect(page.getByRole('dialog', { name: 'Add a parent' })).toBeVisible();
    },
  },
];

const adminChecks: Check[] = [
  { name: 'admin home', path: '/admin' },
  announcements('/admin/announcements'),
  { name: 'roster import', path: '/admin/roster' },
  ...privacy('/admin'),
  { name: 'logs', path: '/admin/logs' },
  { name: 'logs: sign-ins', path: '/admin/logs?tab=sign-ins' },
  ...courses('/admin'),
  analytics('/admin'),
  { name: 'teacher invites', path: '/admin/invites' },
  { name: 'school list', path: '/admin/schools' },
  {
    name: 'a school',
    path: (page) => firstHref(page, '/admin/schools', main(page), new RegExp(`^/admin/schools/${uuid}$`)),
  },
  ...people('/admin'),
];

const checksByRole: { role: string; account: DemoAccount | null; checks: Check[] }[] = [
  {
    role: 'signed out',
    account: null,
    checks: [
      { name: 'sign-in', path: '/sign-in' },
      {
        name: 'accept a teacher invite',
        path: (page) => inviteLinkByApi(page, inviteeEmail('axe')),
        prepare: async (page) => {
          await expect(page.getByRole('heading', { name: /^Join / })).toBeVisible();
          await page.getByLabel('Choose a password').fill('password123');
          await expect(page.getByRole('meter', { name: 'Password strength' })).toHaveAttribute('aria-valuetext', 'Very weak');
        },
      },
    ],
  },
  {
    role: 'teacher',
    account: demoAccounts.teacher,
    checks: [
      { name: 'dashboard', path: '/teacher' },
      { name: 'courses', path: '/teacher/courses' },
      {
        name: 'a course with a unit open',
        path: async (page) => (await lessonHref(page)).replace(/\/content\/.*$/, ''),
        prepare: async (page) => {
          const unit = page.getByRole('list', { name: 'Units' }).getByRole('button').first();
          await unit.click();
          await expect(unit).toHaveAttribute('aria-expanded', 'true');
        },
      },
      { name: 'a lesson', path: lessonHref },
      { name: 'students of a grade section', path: '/teacher/students', prepare: openFirstSection },
      {
        name: 'a student',
        path: (page) => firstHref(page, '/teacher/students', main(page), new RegExp(`^/teacher/students/${uuid}$`), openFirstSection),
      },
      { name: 'gradebook', path: '/gradebook' },
      {
        name: 'a class gradebook',
        path: (page) =>
          firstHref(page, '/gradebook', page.getByRole('region', { name: 'Enter grades' }), new RegExp(`^/gradebook/class/${uuid}$`)),
      },
      { name: 'notifications', path: '/notifications' },
      { name: 'assistant with an answer', path: '/assistant', prepare: askAssistant },
    ],
  },
  {
    role: 'parent',
    account: demoAccounts.parent,
    checks: [
      { name: 'children', path: '/parent' },
      { name: 'notifications', path: '/notifications' },
    ],
  },
  { role: 'school admin', account: demoAccounts.schoolAdmin, checks: adminChecks },
  { role: 'district admin', account: demoAccounts.districtAdmin, checks: adminChecks },
  {
    role: 'super admin',
    account: demoAccounts.superAdmin,
    checks: [
      { name: 'home', path: '/sup-admin' },
      { name: 'schools', path: '/sup-admin/schools' },
      announcements('/sup-admin/announcements'),
      { name: 'roster import', path: '/sup-admin/roster' },
      {
        name: 'bug reports + a report drawer',
        path: '/sup-admin/bug-reports',
        prepare: async (page) => {
          await main(page)
            .getByRole('button', { name: /^Open report:/ })
            .first()
            .click();
          await expect(page.getByRole('dialog', { name: 'Bug report' })).toBeVisible();
          await expect(page.getByRole('dialog', { name: 'Bug report' }).locator('[aria-busy="true"]')).toHaveCount(0);
        },
      },
      { name: 'crash reports', path: '/sup-admin/crash-reports' },
      ...privacy('/sup-admin'),
      { name: 'logs', path: '/sup-admin/logs' },
      { name: 'logs: sign-ins', path: '/sup-admin/logs?tab=sign-ins' },
      ...courses('/sup-admin'),
      analytics('/sup-admin'),
      { name: 'teacher invites', path: '/sup-admin/invites' },
      {
        name: 'outbox with a mail open',
        // A mail of its own, so the outbox is never empty whichever spec ran first.
        path: async (page) => {
          await inviteLinkByApi(page, inviteeEmail('axe-outbox'));
          return '/sup-admin/outbox';
        },
        prepare: async (page) => {
          await page.getByRole('list', { name: 'Mails' }).getByRole('button').first().click();
          await expect(page.getByTestId('mail-text')).toBeVisible();
        },
      },
      {
        name: 'a district with the new school dialog',
        path: (page) => firstHref(page, '/sup-admin', main(page), new RegExp(`^/sup-admin/districts/${uuid}$`)),
        prepare: async (page) => {
          await main(page).getByRole('button', { name: 'New school' }).click();
          await expect(page.getByRole('dialog', { name: 'New school' })).toBeVisible();
        },
      },
      {
        name: 'a school with its admins',
        path: (page) => firstHref(page, '/sup-admin/schools', main(page), new RegExp(`^/sup-admin/schools/${uuid}$`)),
      },
      { name: 'district admins', path: '/sup-admin/district-admins' },
      { name: 'school admins', path: '/sup-admin/school-admins' },
      ...people('/sup-admin'),
    ],
  },
];

const planned = checksByRole.reduce((sum, r) => sum + r.checks.length, 0);

/** Pages per test: small enough that no one test keeps a worker busy while the other is idle. */
const pagesPerTest = 6;

/**
 * Switches the theme the way another tab of the app does (the app follows the setting's `storage`
 * event), and waits until `page` has followed it (the caller then waits for it to be `painted`).
 */
async function switchTheme(page: Page, otherTab: Page, theme: Theme) {
  await storeTheme(otherTab, theme);
  await expect(page.locator('html')).toHaveClass(new RegExp(`\\b${theme}\\b`));
}

for (const { role, account, checks } of checksByRole) {
  for (let start = 0; start < checks.length; start += pagesPerTest) {
    const run = checks.slice(start, start + pagesPerTest);
    const pages = checks.length > pagesPerTest ? ` ${start + 1}–${start + run.length} of ${checks.length}` : '';
    test(`${role}, page(s)${pages}: no serious or critical axe violation in the ${themes.join(' and ')} themes at ${widths.join(' and ')} px`, async ({
      browser,
    }) => {
      test.setTimeout(30_000 + run.length * 20_000);
      const context = await browser.newContext({ viewport: viewportFor(widths[0]) });
      const page = await context.newPage();
      if (account) await storeApiSession(page, account.email);
      else await page.goto('/api/health');
      // Runs start in alternate themes (and each page leaves the other one stored for the next).
      let theme = themes[(start / pagesPerTest) % themes.length]!;
      await storeTheme(page, theme);
      const otherTab = await context.newPage();
      await otherTab.goto('/api/health');
      // The tab opened last is in front. Chromium gives a tab behind it about one animation frame a
      // second once it has been resized (no screencast here: traces record no screenshots), and every
      // check waits for frames (`painted`, `openInApp`): two seconds a resize instead of 35 ms.
      await page.bringToFront();
      let width: number = widths[0];

      const findings: Finding[] = [];
      let checked = 0;
      for (const check of run) {
        // Each page's last check is at the first width again (below), so the next page starts there.
        const path = typeof check.path === 'string' ? check.path : await check.path(page);
        // The first page of a run is loaded (the stored theme is applied before its first paint);
        // the others are opened through the app's router, as its links open them.
        await openInApp(page, path);
        await settle(page);
        await expect(page.locator('html')).toHaveClass(new RegExp(`\\b${theme}\\b`));
        await check.prepare?.(page);
        for (let round = 0; round < themes.length; round++) {
          if (round > 0) {
            theme = themes.find((t) => t !== theme)!;
            await switchTheme(page, otherTab, theme);
          }
          // Every other round runs the widths backwards: the page is already at the last one.
          for (const next of round % 2 === 0 ? widths : [...widths].reverse()) {
            // The same page narrowed or widened, as a phone turned or a window resized: the layout
            // follows the width (CSS and Chakra's breakpoint hooks), and an open dialog stays open.
            if (next !== width) {
              width = next;
              await page.setViewportSize(viewportFor(width));
            }
            await painted(page);
            findings.push(...(await seriousViolations(page, `${role} · ${check.name} (${path}) · ${theme} · ${width} px`)));
            checked += 1;
          }
        }
      }
      await context.close();

      console.log(
        `axe: ${role}${pages}: ${run.length} page(s) × ${themes.length} themes × ${widths.length} widths = ${checked} checks, ${findings.length} serious/critical` +
          ` (whole suite: ${planned} pages × ${themes.length} themes × ${widths.length} widths = ${planned * themes.length * widths.length})`,
      );
      expect(findings.length, `serious or critical axe violations:\n${describeFindings(findings)}`).toBe(0);
    });
  }
}
