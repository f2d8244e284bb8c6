import { type APIRequestContext, type BrowserContext, expect as baseExpect, type Page, test } from '@playwright/test';
import type { ClassGradebook } from '@/contract/schemas/gradebook';
import { demoAccounts, demoPassword } from './support/accounts';
import { storeApiSession } from './support/api-session';

/**
 * Issue 21 part 2: grade entry that survives the classroom's Wi-Fi (ARCHITECTURE.md §20), in the
 * built app with its service worker. teacher2's first class, so no other spec's cells are touched.
 */
// Real saves and reloads over PGlite on a shared two-core machine: the limits of gradebook.spec.ts.
test.use({ serviceWorkers: 'allow', actionTimeout: 30_000, navigationTimeout: 60_000 });
const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 180_000 });

const saveUrl = '/api/v1/gradebook/scores/save';

async function apiToken(request: APIRequestContext, email: string) {
  const response = await request.post('/api/v1/auth/login', { data: { email, password: demoPassword } });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { data: { token: string } }).data.token;
}

async function classBook(request: APIRequestContext, token: string, id: string): Promise<ClassGradebook> {
  const response = await request.get(`/api/v1/gradebook/scores/instance/${id}`, { headers: { authorization: `Bearer ${token}` } });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { data: ClassGradebook }).data;
}

async function saveAs(request: APIRequestContext, token: string, body: object) {
  const response = await request.post(saveUrl, { data: body, headers: { authorization: `Bearer ${token}` } });
  expect(response.status(), await response.text()).toBe(200);
}

/** How many snapshots the offline cache database holds (one, or none). */
const deviceSnapshots = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<number>((resolve, reject) => {
        const open = indexedDB.open('lms-offline');
        open.onerror = () => reject(open.error);
        open.onupgradeneeded = () => open.result.createObjectStore('cache');
        open.onsuccess = () => {
          const count = open.result.transaction('cache').objectStore('cache').count();
          count.onsuccess = () => resolve(count.result);
          count.onerror = () => reject(count.error);
        };
      }),
  );

/**
 * Every score save the server answered in this browser context, by the cell its answer names (the
 * stored cell; a 409 names the cell as stored now), in the order answered.
 */
function recordSaves(context: BrowserContext) {
  const answers: Promise<{ cell: string; status: number }>[] = [];
  context.on('response', (response) => {
    if (!response.url().endsWith(saveUrl)) return;
    answers.push(
      response.json().then((body: { data?: Cell; current?: Cell }) => {
        const cell = body.data ?? body.current;
        return { cell: `${cell?.studentId}:${cell?.attributeId}`, status: response.status() };
      }),
    );
  });
  return () => Promise.all(answers);
}
type Cell = { studentId: string; attributeId: string };

test('grades entered offline survive a reload and a closed tab, are saved once each when back online, and a cell changed meanwhile is a conflict; sign-out clears the cache', async ({
  context,
  page,
  request,
}) => {
  const saves = recordSaves(context);
  await storeApiSession(page, demoAccounts.teacher2.email);
  await page.goto('/gradebook');
  await page.getByRole('region', { name: 'Enter grades' }).getByRole('link').first().click();
  await expect(page).toHaveURL(/\/gradebook\/class\//);
  const classUrl = new URL(page.url()).pathname;
  const instanceId = classUrl.split('/').at(-1)!;
  const grid = page.getByRole('grid');
  await expect(grid).toBeVisible();
  // The service worker has the app shell before the network goes.
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });

  // Eleven cells of manual columns, emptied on the server first (no `expected`: as the seed writes).
  const teacherToken = await apiToken(request, demoAccounts.teacher2.email);
  const book = await classBook(request, teacherToken, instanceId);
  const manual = book.template.gradings
    .flatMap((d) => d.attributes)
    .filter((a) => a._attribute?.value === 'manual' && (a.maxScore ?? 0) >= 2);
  const cells = manual.flatMap((attribute) => book.students.map((student, row) => ({ attribute, student, row }))).slice(0, 11);
  expect(cells).toHaveLength(11);
  for (const { attribute, student } of cells) {
    await saveAs(request, teacherToken, {
      courseInstanceId: instanceId,
      studentId: student._id,
      attributeId: attribute._id,
      value: null,
      state: 'graded',
    });
  }
  await page.reload();
  await expect(grid).toBeVisible();
  const cellAt = (target: Page, { attribute, row }: (typeof cells)[number]) =>
    target
      .getByRole('grid')
      .locator(`[role="row"][aria-rowindex="${row + 4}"]`)
      .locator(`[aria-colindex="${attributeColumn.get(attribute._id)}"]`);
  const attributeColumn = new Map<string, string>();
  for (const attribute of new Set(cells.map((c) => c.attribute))) {
    const header = grid.getByRole('columnheader', { name: new RegExp(attribute.name) }).first();
    attributeColumn.set(attribute._id, String(await header.getAttribute('aria-colindex')));
  }
  // The page shows the emptied cells (the cache restored from the device is refetched online).
  for (const cell of cells) await expect(cellAt(page, cell)).toHaveText(/Not graded/);
  const entryOf = (i: number) => String((i % ((cells[i]!.attribute.maxScore ?? 2) - 1)) + 1);

  await context.setOffline(true);
  const status = page.getByTestId('offline-status');
  await expect(status).toContainText('Offline');
  for (const [i, cell] of cells.entries()) {
    await cellAt(page, cell).click();
    await page.keyboard.type(entryOf(i));
    await page.keyboard.press('Enter');
    await expect(cellAt(page, cell)).toHaveText(entryOf(i));
  }
  await expect(status).toContainText('11 changes wait to be saved (offline)');
  // Reloaded at once: the waiting changes were written synchronously with each entry (ARCHITECTURE.md §20).

  // Reloaded offline: the service worker serves the app, the cache comes back with the waiting changes.
  await page.reload();
  await expect(page.getByRole('grid')).toBeVisible();
  for (const [i, cell] of cells.entries()) await expect(cellAt(page, cell)).toHaveText(entryOf(i));
  await expect(page.getByTestId('offline-status')).toContainText('11 changes wait to be saved (offline)');

  // The tab closed and opened again, still offline.
  await page.close();
  const reopened = await context.newPage();
  await reopened.goto(classUrl);
  await expect(reopened.getByRole('grid')).toBeVisible();
  for (const [i, cell] of cells.entries()) await expect(cellAt(reopened, cell)).toHaveText(entryOf(i));
  await expect(reopened.getByTestId('offline-status')).toContainText('11 changes wait');
  expect(await saves()).toEqual([]);

  // Meanwhile someone else grades the last cell on the server.
  const superToken = await apiToken(request, demoAccounts.superAdmin.email);
  const changed = cells.at(-1)!;
  await saveAs(request, superToken, {
    courseInstanceId: instanceId,
    studentId: changed.student._id,
    attributeId: changed.attribute._id,
    value: null,
    state: 'excused',
  });

  await context.setOffline(false);
  const conflict = reopened.getByTestId('grade-conflict');
  await expect(conflict).toBeVisible();
  await expect(conflict).toContainText(`${changed.student.firstName} ${changed.student.lastName}`);
  await expect(conflict).toContainText(`Yours: ${entryOf(10)}`);
  await expect(conflict).toContainText('Now saved: excused');
  await expect(reopened.getByTestId('offline-waiting')).toHaveCount(0);

  // Ten saved exactly once each, in the order entered; the changed cell refused (409), not overwritten.
  const key = ({ student, attribute }: (typeof cells)[number]) => `${student._id}:${attribute._id}`;
  expect(await saves()).toEqual([...cells.slice(0, 10).map((c) => ({ cell: key(c), status: 200 })), { cell: key(changed), status: 409 }]);
  const after = await classBook(request, teacherToken, instanceId);
  const stored = (c: (typeof cells)[number]) =>
    after.scores.find((s) => s.studentId === c.student._id && s.attributeId === c.attribute._id);
  for (const [i, cell] of cells.slice(0, 10).entries()) expect(stored(cell)).toMatchObject({ value: Number(entryOf(i)), state: 'graded' });
  expect(stored(changed)).toMatchObject({ value: null, state: 'excused' });
  await expect(cellAt(reopened, changed)).toHaveText(/EX|excused/i);

  // Keep mine: saved over theirs.
  await conflict.getByRole('button', { name: 'Keep mine' }).click();
  await expect(conflict).toHaveCount(0);
  await expect.poll(async () => stored2(await classBook(request, teacherToken, instanceId))).toMatchObject({ value: Number(entryOf(10)) });
  function stored2(b: ClassGradebook) {
    return b.scores.find((s) => s.studentId === changed.student._id && s.attributeId === changed.attribute._id);
  }

  // Sign-out deletes this account's cache from the device.
  expect(await deviceSnapshots(reopened)).toBe(1);
  await reopened.getByRole('button', { name: /^User menu for/ }).click();
  await reopened.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(reopened).toHaveURL(/\/sign-in/);
  await expect.poll(() => deviceSnapshots(reopened)).toBe(0);
  expect(await reopened.evaluate(() => localStorage.getItem('offlineChanges'))).toBeNull();
});
