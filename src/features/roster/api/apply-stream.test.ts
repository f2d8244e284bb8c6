import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { api } from '@/contract/api';
import type { RosterProgress } from '@/contract/schemas/roster';
import { apiError, interceptEndpoint, mockEndpoint } from '@/mocks/endpoint';
import { applyStreamMock, rosterSummaryFixture } from '@/mocks/roster';
import { server } from '@/mocks/server';
import { ApiError } from '@/src/lib/api-error';
import { session } from '@/src/lib/session';
import { applyImport } from './apply-stream';

const done: RosterProgress = { phase: 'done', done: 3, total: 3, file: null, import: rosterSummaryFixture({ status: 'applied' }) };

async function rejection(promise: Promise<unknown>) {
  try {
    await promise;
  } catch (error) {
    return error as ApiError;
  }
  throw new Error('expected a rejection');
}

describe('applyImport', () => {
  it('sends the bearer token, passes each progress event on and answers the last', async () => {
    session.setTokens('t1', 'r1');
    const events: RosterProgress[] = [{ phase: 'writing', done: 1, total: 3, file: 'orgs' }, done];
    const stream = applyStreamMock(events);
    server.use(stream.handler);
    const seen: RosterProgress[] = [];
    await expect(applyImport('i1', (p) => seen.push(p))).resolves.toEqual(done);
    expect(seen).toEqual(events);
    expect(stream.requests[0]!.headers.get('authorization')).toBe('Bearer t1');
    expect(stream.requests[0]!.headers.get('accept')).toBe('text/event-stream');
  });

  it('renews an expired token once and opens the stream again', async () => {
    session.setTokens('old', 'r1');
    const stream = applyStreamMock([done]);
    // Handlers given later take precedence: the 401 check runs before the stream answers.
    server.use(stream.handler);
    server.use(
      interceptEndpoint(api.rosterImportApply, ({ request }) =>
        request.headers.get('authorization') === 'Bearer new' ? undefined : apiError(401, 'expired'),
      ),
      mockEndpoint(api.refreshToken, () => ({ token: 'new', refreshToken: 'r2' })),
    );
    await expect(applyImport('i1', () => {})).resolves.toEqual(done);
    expect(session.token()).toBe('new');
    expect(stream.requests).toHaveLength(1);
  });

  it('answers a refusal before the stream with the JSON error body', async () => {
    session.setTokens('t1', 'r1');
    server.use(mockEndpoint(api.rosterImportApply, () => apiError(409, 'The import has errors.', { code: 'CONFLICT' })));
    const error = await rejection(applyImport('i1', () => {}));
    expect(error).toBeInstanceOf(ApiError);
    expect([error.status, error.message, error.body.code]).toEqual([409, 'The import has errors.', 'CONFLICT']);
  });

  it('says so when the stream ends before its last event', async () => {
    session.setTokens('t1', 'r1');
    server.use(
      interceptEndpoint(
        api.rosterImportApply,
        () =>
          new HttpResponse('event: progress\ndata: {"phase":"writing","done":1,"total":3,"file":"users"}\n\n', {
            headers: { 'content-type': 'text/event-stream' },
          }),
      ),
    );
    const error = await rejection(applyImport('i1', () => {}));
    expect(error.body.code).toBe('STREAM_CLOSED');
  });
});
