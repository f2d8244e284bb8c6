import { HttpResponse, http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { api } from '@/contract/api';
import { apiError, mockEndpoint } from '@/mocks/endpoint';
import { server } from '@/mocks/server';
import { inSpanish } from '@/src/test/i18n';
import { ApiError, callEndpoint, setSessionExpiredHandler } from './api-client';
import { i18n, pseudoLocale, startI18n } from './i18n/i18n';
import { session } from './session';
import { storageKeys } from './storage-keys';

const user = { _id: 'u1', name: 'Ada', email: 'ada@demo.test', role: 'teacher' as const, schools: [], _district: null };

describe('api client', () => {
  it('sends the stored token and answers data', async () => {
    session.setTokens('t1', 'r1');
    server.use(
      mockEndpoint(api.currentUser, ({ request }) =>
        request.headers.get('authorization') === 'Bearer t1' ? user : apiError(401, 'no token'),
      ),
    );
    await expect(callEndpoint(api.currentUser, {})).resolves.toEqual(user);
  });

  it('ten parallel 401s cause exactly one refresh, then each request is retried once', async () => {
    session.setTokens('old', 'r1');
    let refreshes = 0;
    let calls = 0;
    server.use(
      mockEndpoint(api.currentUser, ({ request }) => {
        calls++;
        return request.headers.get('authorization') === 'Bearer new' ? user : apiError(401, 'expired');
      }),
      mockEndpoint(api.refreshToken, async ({ body }) => {
        refreshes++;
        expect(body).toEqual({ refreshToken: 'r1' });
        return { token: 'new', refreshToken: 'r2' };
      }),
    );
    const results = await Promise.all(Array.from({ length: 10 }, () => callEndpoint(api.currentUser, {})));
    expect(results).toHaveLength(10);
    expect(refreshes).toBe(1);
    expect(calls).toBe(20);
    // ARCHITECTURE.md §7: the new pair is stored under the teacher keys.
    expect(localStorage.getItem('teacherToken')).toBe('new');
    expect(localStorage.getItem('teacherRefreshToken')).toBe('r2');
  });

  it('when refresh fails, clears the session and signals expiry once', async () => {
    session.setTokens('old', 'r1');
    const expired = vi.fn();
    setSessionExpiredHandler(expired);
    server.use(
      mockEndpoint(api.currentUser, () => apiError(401, 'expired')),
      mockEndpoint(api.refreshToken, () => apiError(401, 'spent')),
    );
    const results = await Promise.allSettled(Array.from({ length: 3 }, () => callEndpoint(api.currentUser, {})));
    expect(results.every((r) => r.status === 'rejected' && r.reason instanceof ApiError && r.reason.status === 401)).toBe(true);
    expect(expired).toHaveBeenCalledTimes(1);
    expect(localStorage.getItem('teacherToken')).toBeNull();
  });

  it('sends the schoolid header on school-scoped calls only', async () => {
    session.setTokens('t', 'r');
    session.setSchoolId('s-1');
    const seen: Array<string | null> = [];
    server.use(
      http.get('*/api/v1/teacher/current_user', ({ request }) => {
        seen.push(request.headers.get('schoolid'));
        return HttpResponse.json({ data: user });
      }),
    );
    await callEndpoint(api.currentUser, {});
    expect(seen).toEqual([null]);
  });

  it("sends the page's language, so the server answers its own sentences in it (the pseudo-locale as English)", async () => {
    session.setTokens('t', 'r');
    const seen: Array<string | null> = [];
    server.use(
      http.get('*/api/v1/teacher/current_user', ({ request }) => {
        seen.push(request.headers.get('accept-language'));
        return HttpResponse.json({ data: user });
      }),
    );
    await callEndpoint(api.currentUser, {});
    await inSpanish();
    await callEndpoint(api.currentUser, {});
    // The pseudo-locale as the e2e run starts it: remembered, then activated before the first render.
    localStorage.setItem(storageKeys.language, pseudoLocale);
    await startI18n();
    expect(i18n.locale).toBe(pseudoLocale);
    await callEndpoint(api.currentUser, {});
    localStorage.removeItem(storageKeys.language);
    expect(seen).toEqual(['en', 'es', 'en']);
  });

  it('turns an error body into an ApiError with its message and details', async () => {
    server.use(
      mockEndpoint(api.login, () => apiError(400, 'The request is not valid', { details: [{ path: 'body.email', message: 'bad' }] })),
    );
    const error = await callEndpoint(api.login, { body: { email: 'x', password: 'y' } }).catch((e) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error.status).toBe(400);
    expect(error.body.details).toEqual([{ path: 'body.email', message: 'bad' }]);
  });
});
