import { expect, type Page, test } from '@playwright/test';
import { strToU8, zipSync } from 'fflate';
import type { RosterFile, RosterProgress } from '@/contract/schemas/roster';
import { fileSpecs } from '@/server/roster/file-specs';
import { demoAccounts } from './support/accounts';
import { signInByApi } from './support/sign-in';

/** CSV text from rows (no field here needs quoting). */
const csv = (rows: string[][]) => `${rows.map((row) => row.join(',')).join('\r\n')}\r\n`;
/** A 1.1 file's header: every column of the binding in its order, as the importer's spec lists them. */
const header = (file: RosterFile) => [...fileSpecs[file].columns];

/**
 * A small valid OneRoster 1.1 CSV zip (the standard headers, `header`): the district and one new
 * school, a school year, a course and its class, a teacher and two students, their three enrollments.
 * Ids and names carry `stamp`, so a run against a reused server meets none of an earlier run's records.
 */
function onerosterZip(stamp: string) {
  const modified = '2026-08-01T00:00:00.000Z';
  const files: Record<string, string[][]> = {
    'manifest.csv': [
      ['propertyName', 'value'],
      ['manifest.version', '1.0'],
      ['oneroster.version', '1.1'],
      ['file.academicSessions', 'bulk'],
      ['file.categories', 'absent'],
      ['file.classes', 'bulk'],
      ['file.classResources', 'absent'],
      ['file.courses', 'bulk'],
      ['file.courseResources', 'absent'],
      ['file.demographics', 'absent'],
      ['file.enrollments', 'bulk'],
      ['file.lineItems', 'absent'],
      ['file.orgs', 'bulk'],
      ['file.resources', 'absent'],
      ['file.results', 'absent'],
      ['file.users', 'bulk'],
      ['source.systemName', 'e2e'],
      ['source.systemCode', 'e2e'],
    ],
    'orgs.csv': [
      header('orgs'),
      [`dist-${stamp}`, 'active', modified, 'Riverside Unified', 'district', `D-${stamp}`, ''],
      [`sch-${stamp}`, 'active', modified, `Roster Academy ${stamp}`, 'school', `S-${stamp}`, `dist-${stamp}`],
    ],
    'academicSessions.csv': [
      header('academicSessions'),
      [`year-${stamp}`, 'active', modified, '2026-2027', 'schoolYear', '2026-08-15', '2027-06-15', '', '2027'],
    ],
    'courses.csv': [
      header('courses'),
      [
        `course-${stamp}`,
        'active',
        modified,
        `year-${stamp}`,
        `Computing ${stamp}`,
        `CS-${stamp}`,
        '07',
        `sch-${stamp}`,
        'Computer Science',
        '',
      ],
    ],
    'classes.csv': [
      header('classes'),
      [
        `class-${stamp}`,
        'active',
        modified,
        `Computing 7A ${stamp}`,
        '07',
        `course-${stamp}`,
        `7A-${stamp}`,
        'scheduled',
        'Room 1',
        `sch-${stamp}`,
        `year-${stamp}`,
        'Computer Science',
        '',
        '1',
      ],
    ],
    'users.csv': [
      header('users'),
      ...[
        ['t', 'teacher', 'Tara', ''],
        ['s1', 'student', 'Sam', '07'],
        ['s2', 'student', 'Sky', '07'],
      ].map(([key, role, given, grades]) => [
        `${key}-${stamp}`,
        'active',
        modified,
        'true',
        `sch-${stamp}`,
        role!,
        `${key}.${stamp}`,
        '',
        given!,
        `Roster${stamp}`,
        '',
        `${key}-${stamp}`,
        `${key}.${stamp}@roster.test`,
        '',
        '',
        '',
        grades!,
        '',
      ]),
    ],
    'enrollments.csv': [
      header('enrollments'),
      [`enr-t-${stamp}`, 'active', modified, `class-${stamp}`, `sch-${stamp}`, `t-${stamp}`, 'teacher', 'true', '2026-08-15', '2027-06-15'],
      [
        `enr-s1-${stamp}`,
        'active',
        modified,
        `class-${stamp}`,
        `sch-${stamp}`,
        `s1-${stamp}`,
        'student',
        'false',
        '2026-08-15',
        '2027-06-15',
      ],
      [
        `enr-s2-${stamp}`,
        'active',
        modified,
        `class-${stamp}`,
        `sch-${stamp}`,
        `s2-${stamp}`,
        'student',
        'false',
        '2026-08-15',
        '2027-06-15',
      ],
    ],
  };
  return Buffer.from(zipSync(Object.fromEntries(Object.entries(files).map(([name, rows]) => [name, strToU8(csv(rows))]))));
}

type Probe = { applyStream?: Promise<string>; progressbarSeen?: boolean };

/**
 * Keeps a copy of the apply stream's text (a tee of the fetch body: the page still reads it as it
 * arrives) and notes whether the progress bar showed, for the assertions after the fact: a small
 * import may finish between two frames.
 */
function probeApply(page: Page) {
  return page.addInitScript(() => {
    const probe = window as unknown as Probe;
    const fetch = window.fetch.bind(window);
    window.fetch = async (input, init) => {
      const res = await fetch(input, init);
      const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
      if (!/\/api\/v1\/admin\/roster\/import\/[^/]+\/apply$/.test(url) || !res.body) return res;
      const [copy, forPage] = res.body.tee();
      probe.applyStream = new Response(copy).text();
      return new Response(forPage, { status: res.status, statusText: res.statusText, headers: res.headers });
    };
    new MutationObserver(() => {
      if (document.querySelector('[role="progressbar"]')) probe.progressbarSeen = true;
    }).observe(document, { childList: true, subtree: true });
  });
}

async function uploadForDryRun(page: Page, fileName: string, zip: Buffer) {
  await page.getByTestId('roster-file-input').setInputFiles({ name: fileName, mimeType: 'application/zip', buffer: zip });
  await expect(page.getByRole('region', { name: 'Upload the zip' }).getByText(fileName, { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Upload and check' }).click();
  const dryRun = page.getByRole('region', { name: 'Dry run' });
  await expect(dryRun.getByRole('heading', { name: `Dry run of ${fileName}` })).toBeVisible();
  return dryRun;
}

/** The create, update, deactivate and unchanged cells of one row of the dry run's counts table. */
async function countsRow(dryRun: ReturnType<Page['getByRole']>, fileName: string, row: RegExp) {
  const cells = dryRun
    .getByRole('table', { name: `Changes per file of ${fileName}` })
    .getByRole('row', { name: row })
    .getByRole('cell');
  return cells.allTextContents();
}

test('a district admin uploads a OneRoster zip, reviews the dry run, applies it with progress to done, then rolls it back', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const stamp = `${Date.now()}`;
  const fileName = `roster-${stamp}.zip`;
  const zip = onerosterZip(stamp);
  await probeApply(page);
  await signInByApi(page, demoAccounts.districtAdmin, '/admin/roster');
  await expect(page.getByRole('heading', { name: 'Roster import', level: 1 })).toBeVisible();
  // The district admin's district, whole.
  await expect(page.getByLabel('School', { exact: true })).toHaveValue('');

  // The dry run: three new people, nothing of the district's own data deactivated, no errors.
  let dryRun = await uploadForDryRun(page, fileName, zip);
  expect((await countsRow(dryRun, fileName, /users\.csv/))[0]).toBe('3');
  expect((await countsRow(dryRun, fileName, /enrollments\.csv/))[0]).toBe('3');
  expect((await countsRow(dryRun, fileName, /^Total/))[2]).toBe('0');
  await expect(dryRun.getByRole('table', { name: 'Errors in the zip' })).toHaveCount(0);
  await dryRun.locator('summary', { hasText: 'users.csv' }).click();
  await expect(dryRun.getByRole('list', { name: 'Sample of users.csv' })).toContainText(`Roster${stamp}`);

  // Apply: the confirmation says what changes; the progress streams to done.
  await dryRun.getByRole('button', { name: 'Apply import' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Apply this import?' });
  await expect(confirm).toContainText('Riverside Unified');
  await confirm.getByRole('button', { name: 'Apply' }).click();
  await expect(dryRun.getByRole('status')).toContainText('Import applied');

  const stream = await page.evaluate(() => (window as unknown as Probe).applyStream ?? null);
  expect(stream, 'the apply answered a stream').not.toBeNull();
  const events = stream!
    .split(/\r?\n\r?\n/)
    .filter((block) => /^event: progress$/m.test(block))
    .map((block) => JSON.parse(block.match(/^data: (.*)$/m)![1]!) as RosterProgress);
  expect(events.length).toBeGreaterThan(1);
  const last = events.at(-1)!;
  expect(last.phase).toBe('done');
  expect(last.done).toBe(last.total);
  expect(last.total).toBeGreaterThan(0);
  expect(last.import?.status).toBe('applied');
  for (const [i, event] of events.entries()) {
    expect(event.done).toBeLessThanOrEqual(event.total);
    if (i > 0) expect(event.done).toBeGreaterThanOrEqual(events[i - 1]!.done);
  }
  expect(await page.evaluate(() => (window as unknown as Probe).progressbarSeen ?? false)).toBe(true);

  // The history shows it applied, newest first; roll it back after confirming.
  const history = page.getByRole('list', { name: 'Imports' });
  const item = history.getByRole('listitem').filter({ hasText: fileName });
  await expect(history.getByRole('listitem').first()).toContainText(fileName);
  await expect(item.getByText('Applied', { exact: true })).toBeVisible();
  await item.getByRole('button', { name: `Roll back ${fileName}` }).click();
  await page.getByRole('alertdialog', { name: 'Roll back this import?' }).getByRole('button', { name: 'Roll back' }).click();
  await expect(page.getByText(`"${fileName}" rolled back`)).toBeVisible();
  await expect(item.getByText('Rolled back', { exact: true })).toBeVisible();
  await expect(item.getByRole('button', { name: `Roll back ${fileName}` })).toHaveCount(0);

  // Rolled back means as before: the same zip would create the same three people again.
  await dryRun.getByRole('button', { name: 'Upload another zip' }).click();
  dryRun = await uploadForDryRun(page, fileName, zip);
  expect((await countsRow(dryRun, fileName, /users\.csv/))[0]).toBe('3');
});

test('a district admin connects a OneRoster REST provider through the form; the secret is then only "saved"', async ({ page }) => {
  test.setTimeout(60_000);
  await signInByApi(page, demoAccounts.districtAdmin, '/admin/roster');
  const card = page.getByRole('region', { name: 'Provider sync' });
  await expect(card).toBeVisible();
  const open = card.getByRole('button', { name: /Connect a provider|Connection settings/ });
  await open.click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Base URL').fill('https://sis.example.org/ims/oneroster/v1p2');
  await dialog.getByLabel('Token URL').fill('not an address');
  await dialog.getByLabel('Client ID').fill('e2e-client');
  await dialog.getByLabel('Client secret').fill('e2e-secret');
  // The nightly pull off: the job must not call this made-up provider.
  const nightly = dialog.getByText('Pull every night');
  if (await dialog.getByRole('checkbox', { name: 'Pull every night' }).isChecked()) await nightly.click();
  await dialog.getByRole('button', { name: /Connect|Save/ }).click();
  // The server's 400 lands on its field.
  await expect(dialog.getByLabel('Token URL')).toHaveAttribute('aria-invalid', 'true');
  await dialog.getByLabel('Token URL').fill('https://sis.example.org/oauth/token');
  await dialog.getByRole('button', { name: /Connect|Save/ }).click();
  await expect(dialog).toBeHidden();
  await expect(card).toContainText('https://sis.example.org/ims/oneroster/v1p2 (v1p2, on demand)');
  await card.getByRole('button', { name: 'Connection settings' }).click();
  await expect(page.getByRole('dialog').getByLabel('Client secret')).toHaveAttribute('placeholder', 'Saved');
  await expect(page.getByRole('dialog').getByLabel('Client secret')).toHaveValue('');
});
