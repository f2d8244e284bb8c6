import { expect, type Page, test } from '@playwright/test';
import { type DemoAccount, demoAccounts } from './support/accounts';
import { storeApiSession } from './support/api-session';
import { settle } from './support/axe';
import { openInApp } from './support/navigate';
import { collectDataWords, pseudoFindings, storePseudoLocale } from './support/pseudo-locale';

/**
 * Issue 21 part 4: the translated screens in the pseudo-locale at 390 px (e2e/support/pseudo-locale.ts):
 * no English of their own, no sideways scroll, no text cut off. One test per role, its pages in a row
 * (the first loaded, the others opened through the app's router: `support/navigate.ts`).
 */
test.use({ viewport: { width: 390, height: 844 } });

/** A page, or the first page a link on another one leads to (ids come from the seeded data). */
type Visit = string | { from: string; link: RegExp };

const pagesByRole: { role: string; account: DemoAccount | null; paths: Visit[] }[] = [
  { role: 'signed out', account: null, paths: ['/sign-in'] },
  { role: 'parent', account: demoAccounts.parent, paths: ['/parent', '/notifications'] },
  {
    role: 'teacher',
    account: demoAccounts.teacher,
    paths: [
      '/teacher',
      '/teacher/courses',
      { from: '/teacher/courses', link: /^\/teacher\/courses\/[0-9a-f-]{36}$/ },
      '/teacher/students',
      '/gradebook',
      { from: '/gradebook', link: /^\/gradebook\/class\/[0-9a-f-]{36}$/ },
      '/notifications',
      '/assistant',
    ],
  },
  {
    role: 'district admin',
    account: demoAccounts.districtAdmin,
    paths: [
      '/admin',
      '/admin/schools',
      '/admin/teachers',
      '/admin/students',
      '/admin/parents',
      '/admin/roster',
      '/admin/privacy',
      '/admin/logs',
      '/admin/analytics?from=2026-09-01&to=2026-11-22',
      '/admin/sso',
      '/admin/courses',
      '/admin/classes',
      '/admin/invites',
      '/admin/announcements',
      { from: '/admin/teachers', link: /^\/admin\/teachers\/[0-9a-f-]{36}$/ },
      { from: '/admin/students', link: /^\/admin\/students\/[0-9a-f-]{36}$/ },
    ],
  },
  {
    role: 'super admin',
    account: demoAccounts.superAdmin,
    paths: [
      '/sup-admin',
      '/sup-admin/schools',
      '/sup-admin/district-admins',
      '/sup-admin/school-admins',
      '/sup-admin/bug-reports',
      '/sup-admin/crash-reports',
      '/sup-admin/outbox',
      { from: '/sup-admin', link: /^\/sup-admin\/districts\/[0-9a-f-]{36}$/ },
    ],
  },
];

async function firstLink(page: Page, from: string, link: RegExp) {
  await openInApp(page, from);
  await settle(page);
  const hrefs = await page
    .getByRole('main')
    .locator('a[href]')
    .evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
  const href = hrefs.find((h) => link.test(h));
  if (!href) throw new Error(`no link matching ${link} on ${from}`);
  return href;
}

for (const { role, account, paths } of pagesByRole) {
  test(`${role}: ${paths.length} pages in the pseudo-locale at 390 px`, async ({ page }) => {
    test.setTimeout(30_000 + paths.length * 20_000);
    const dataWords = collectDataWords(page);
    if (account) await storeApiSession(page, account.email);
    else await page.goto('/api/health');
    await storePseudoLocale(page);
    const failures: string[] = [];
    for (const visit of paths) {
      const path = typeof visit === 'string' ? visit : await firstLink(page, visit.from, visit.link);
      // The first page is loaded, the others opened through the app's router, as its links open them.
      await openInApp(page, path);
      await settle(page);
      await expect(page.locator('html')).toHaveAttribute('lang', 'en-XA');
      const found = await pseudoFindings(page, await dataWords());
      for (const text of found.untranslated) failures.push(`${path}: untranslated: ${text}`);
      if (found.sideways) failures.push(`${path}: scrolls sideways: ${found.sideways}`);
      for (const text of found.clipped) failures.push(`${path}: clipped: ${text}`);
    }
    expect(failures, failures.join('\n')).toEqual([]);
  });
}

test('the check itself sees English, sideways scroll and text cut off', async ({ page }) => {
  await page.goto('/api/health');
  await storePseudoLocale(page);
  await page.goto('/sign-in');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-XA');
  await page.evaluate(() => {
    const wide = document.createElement('div');
    wide.style.width = '600px';
    wide.textContent = 'Left in English';
    const cut = document.createElement('p');
    cut.style.cssText = 'width: 40px; overflow: hidden; white-space: nowrap';
    cut.textContent = 'ÁÁÁÁÁÁÁÁÁÁÁÁÁÁ';
    document.body.append(wide, cut);
  });
  const found = await pseudoFindings(page, []);
  expect(found.untranslated).toEqual(['Left in English']);
  expect(found.sideways).toBe('600 px wide in a 390 px window');
  expect(found.clipped).toEqual(['p: ÁÁÁÁÁÁÁÁÁÁÁÁÁÁ']);
});
