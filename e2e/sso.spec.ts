import { createServer } from 'node:net';
import { expect, test } from '@playwright/test';
import type { JWTPayload } from 'jose';
import { startTestProvider, type TestProvider } from '@/server/test/oidc-test-provider';
import { demoAccounts, demoPassword } from './support/accounts';

/**
 * Single sign-on against a real OpenID Connect provider (oidc-provider, started in this worker; the
 * e2e server's APP_URL is its own address, so the provider sends the browser back to it). One
 * provider serves every case, in order: Riverside's provider signs in `@demo.test`, with passwords
 * still allowed (the other specs sign in with them meanwhile), and is removed at the end. The
 * refusals go through the real start and callback over HTTP (a browser adds nothing to them); the
 * teacher's sign-in and the provider being down are shown in the browser.
 */
test.describe.configure({ mode: 'serial' });

let idp: TestProvider;
let baseURL: string;
let superToken: string;
let riverside: string;

const teacher = demoAccounts.teacher.email;
const lakeshoreTeacher = demoAccounts.teacher2.email;

async function api(method: string, path: string, body?: unknown, token = superToken) {
  const res = await fetch(`${baseURL}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  return { status: res.status, json: (await res.json()) as { data: never } & Record<string, unknown> };
}

const login = (email: string, password = demoPassword) =>
  fetch(`${baseURL}/api/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });

const saveProvider = async (districtId: string, changes: Record<string, unknown> = {}) => {
  const saved = await api('PUT', `/api/v1/admin/sso/provider/${districtId}`, idp.settings(changes));
  expect(saved.status, JSON.stringify(saved.json)).toBe(200);
};

/** Starts at the app, signs in at the provider as `email`, and answers where the app's callback sends the browser. */
async function throughProvider(
  email: string,
  { verified = true, tamper }: { verified?: boolean; tamper?: (claims: JWTPayload) => JWTPayload } = {},
) {
  const start = await fetch(`${baseURL}/api/auth/sso/start?email=${encodeURIComponent(email)}`, { redirect: 'manual' });
  expect(start.status).toBe(302);
  const cookie = start.headers.getSetCookie()[0]?.split(';')[0] ?? '';
  expect(cookie).toMatch(/^sso_flow=/);
  idp.signInAs(email, verified);
  const back = await idp.browse(start.headers.get('location')!);
  expect(back.href.startsWith(`${baseURL}/api/auth/sso/callback?`)).toBe(true);
  if (tamper) idp.tamperIdToken(tamper);
  const callback = async () => (await fetch(back.href, { redirect: 'manual', headers: { cookie } })).headers.get('location');
  return { location: await callback(), replay: callback };
}

test.beforeAll(async () => {
  baseURL = String(test.info().project.use.baseURL);
  idp = await startTestProvider(`${baseURL}/api/auth/sso/callback`);
  const signedIn = (await (await login(demoAccounts.superAdmin.email)).json()) as { data: { token: string } };
  superToken = signedIn.data.token;
  const districts = await api('GET', '/api/v1/sup-admin/district/get/all?pageSize=500');
  riverside = (districts.json.data as { items: { _id: string; name: string }[] }).items.find((d) => d.name === 'Riverside Unified')!._id;
  await saveProvider(riverside);
});

test.afterAll(async () => {
  if (riverside) await api('DELETE', `/api/v1/admin/sso/provider/${riverside}`);
  await idp?.close();
});

test('a teacher signs in through the district’s provider in the browser', async ({ page }) => {
  idp.signInAs(teacher);
  await page.goto('/sign-in?redirect=%2Fteacher%2Fcourses');
  await page.getByLabel(/^email/i).fill(teacher);
  const button = page.getByRole('link', { name: 'Sign in with Riverside ID' });
  // Passwords stay allowed for Riverside: both ways are offered.
  await expect(button).toBeVisible();
  await expect(page.getByLabel(/^password/i)).toBeVisible();
  await button.click();
  await expect(page).toHaveURL((url) => url.pathname === '/teacher/courses');
  expect(new URL(page.url()).hash).toBe('');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const session = await page.evaluate(() => localStorage.getItem('teacherToken'));
  expect(session).toBeTruthy();
});

test('refuses a wrong audience, an expired ID token and a wrong nonce, though signed by the provider', async () => {
  for (const tamper of [
    (claims: JWTPayload) => ({ ...claims, aud: 'another-app' }),
    (claims: JWTPayload) => ({ ...claims, iat: 1_000_000_000, exp: 1_000_000_600 }),
    (claims: JWTPayload) => ({ ...claims, nonce: 'not-the-nonce-we-sent' }),
  ]) {
    expect((await throughProvider(teacher, { tamper })).location).toBe('/sign-in?sso_error=invalid_response');
  }
  // The control: the same token signed again unchanged is accepted.
  expect((await throughProvider(teacher, { tamper: (claims) => claims })).location).toMatch(/^\/sign-in#sso=[\w-]+$/);
});

test('refuses a replayed state, an unverified email and an email of another district', async () => {
  const { location, replay } = await throughProvider(teacher);
  expect(location).toMatch(/^\/sign-in#sso=/);
  expect(await replay()).toBe('/sign-in?sso_error=flow_expired');
  expect((await throughProvider(teacher, { verified: false })).location).toBe('/sign-in?sso_error=unverified_email');
  expect((await throughProvider(lakeshoreTeacher)).location).toBe('/sign-in?sso_error=other_district');
});

test('the sign-in page says why a single sign-on was refused', async ({ page }) => {
  await page.goto('/sign-in?sso_error=other_district');
  await expect(page.getByRole('alert')).toContainText('This account belongs to another district than the sign-in service you used.');
  expect(new URL(page.url()).search).toBe('');
});

test('the provider being down: the sign-in page says so, and passwords still work where allowed', async ({ page }) => {
  // An address where nothing listens.
  const closed = createServer();
  await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
  const port = (closed.address() as { port: number }).port;
  await new Promise((resolve) => closed.close(resolve));
  await saveProvider(riverside, { issuer: `http://127.0.0.1:${port}`, clientSecret: undefined });
  try {
    await page.goto('/sign-in');
    await page.getByLabel(/^email/i).fill(teacher);
    await page.getByRole('link', { name: 'Sign in with Riverside ID' }).click();
    await expect(page.getByRole('alert')).toContainText('Your school’s sign-in service is not answering right now');
    await expect(page).toHaveURL((url) => url.pathname === '/sign-in' && url.search === '');
    expect((await login(teacher)).status).toBe(200);
  } finally {
    await saveProvider(riverside, { clientSecret: undefined });
  }
});

test('a district that allows no password: its people are sent to the provider, with their own code', async ({ page }) => {
  const stamp = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
  const domain = `sso${stamp}.test`;
  const district = await api('POST', '/api/v1/sup-admin/district/create', { name: `SSO only ${stamp}` });
  const districtId = (district.json.data as { _id: string })._id;
  const created = await api('POST', '/api/v1/sup-admin/district-admin/create', {
    name: 'Only SSO',
    email: `admin@${domain}`,
    districtId,
  });
  expect(created.status).toBe(201);
  const password = (created.json.data as { temporaryPassword: string }).temporaryPassword;
  await saveProvider(districtId, { displayName: 'Only ID', emailDomains: [domain], passwordsAllowed: false });

  const refused = await login(`admin@${domain}`, password);
  expect(refused.status).toBe(401);
  expect(await refused.json()).toMatchObject({ code: 'SSO_REQUIRED', provider: 'Only ID' });
  // A wrong password says nothing about the district.
  expect(await (await login(`admin@${domain}`, 'wrong-password')).json()).toMatchObject({ code: 'UNAUTHORIZED' });

  await page.goto('/sign-in');
  await page.getByLabel(/^email/i).fill(`admin@${domain}`);
  await expect(page.getByRole('link', { name: 'Sign in with Only ID' })).toBeVisible();
  await expect(page.getByLabel(/^password/i)).toBeHidden();
  await api('DELETE', `/api/v1/admin/sso/provider/${districtId}`);
});
