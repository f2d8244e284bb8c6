import { describe, expect, it } from 'vitest';
import { api } from '@/contract/api';
import { apiError, mockEndpoint } from '@/mocks/endpoint';
import { server } from '@/mocks/server';
import { callEndpoint } from './api-client';
import { callEarly } from './early-answers';
import { session } from './session';

const user = { _id: 'u1', name: 'Ada', email: 'ada@demo.test', role: 'parent' as const, schools: [], _district: null };

describe('early answers', () => {
  it('the app takes an early answer once instead of calling; the next call asks the server', async () => {
    session.setTokens('t1', 'r1');
    let calls = 0;
    server.use(
      mockEndpoint(api.currentUser, ({ request }) => {
        calls++;
        return request.headers.get('authorization') === 'Bearer t1' ? user : apiError(401, 'no token');
      }),
    );
    await expect(callEarly(api.currentUser)).resolves.toEqual(user);
    await expect(callEndpoint(api.currentUser, {})).resolves.toEqual(user);
    expect(calls).toBe(1);
    await expect(callEndpoint(api.currentUser, {})).resolves.toEqual(user);
    expect(calls).toBe(2);
  });

  it('a refused early answer is dropped: the app makes its own call, which renews the token', async () => {
    session.setTokens('old', 'r1');
    server.use(
      mockEndpoint(api.currentUser, ({ request }) =>
        request.headers.get('authorization') === 'Bearer new' ? user : apiError(401, 'expired'),
      ),
      mockEndpoint(api.refreshToken, () => ({ token: 'new', refreshToken: 'r2' })),
    );
    await expect(callEarly(api.currentUser)).rejects.toThrow('401');
    await expect(callEndpoint(api.currentUser, {})).resolves.toEqual(user);
  });

  it('answers only the same call: another body is asked for', async () => {
    session.setTokens('t1', 'r1');
    const asked: string[] = [];
    server.use(
      mockEndpoint(api.parentDashboard, ({ body }) => {
        const { childId } = body as { childId: string };
        asked.push(childId);
        return apiError(404, `no child ${childId}`);
      }),
    );
    await expect(callEarly(api.parentDashboard, { childId: 'a' })).rejects.toThrow('404');
    await expect(callEndpoint(api.parentDashboard, { body: { childId: 'b' } })).rejects.toThrow('no child b');
    expect(asked).toEqual(['a', 'b']);
  });
});
