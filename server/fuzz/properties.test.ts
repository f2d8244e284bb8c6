import { describe, expect, it } from 'vitest';
import { endpoints } from '@/contract/endpoint-table';
import type { FuzzRequest } from './arbitraries';
import { problemsOf } from './properties';

/** The fuzz suite only finds what these checks see: each property must flag its failure. */
describe('fuzz properties', () => {
  const login = endpoints.login;
  const request = (text: string | null, contentType: string | null = 'application/json'): FuzzRequest => ({
    method: 'POST',
    url: login.path,
    params: null,
    query: null,
    headers: {},
    body: text === null ? null : { text, contentType },
  });
  const error = (status: number, message = 'Bad request') => ({
    status,
    contentType: 'application/json',
    body: JSON.stringify({ message, code: 'X' }),
  });
  const success = {
    status: 200,
    contentType: 'application/json',
    body: JSON.stringify({ data: { token: 't', refreshToken: 'r', user: {} } }),
  };

  it('flags a 5xx', () => {
    expect(problemsOf(login, request('{}'), error(500))).toContain('answered 500');
  });

  it('flags a stack, SQL or driver text that the request did not carry', () => {
    expect(problemsOf(login, request('{}'), error(400, 'at handler (/srv/server/routes/auth.ts:12:3)'))).toHaveLength(1);
    expect(problemsOf(login, request('{}'), error(400, 'Failed query: select "id" from "users"'))).not.toHaveLength(0);
    expect(problemsOf(login, request('{}'), error(400, 'duplicate key value violates unique constraint'))).toHaveLength(1);
    // Echoing what was sent is no leak.
    expect(problemsOf(login, request('{"email":"SELECT x"}'), error(400, 'SELECT x is not an email'))).toEqual([]);
  });

  it('flags a 2xx for a body the schema rejects, parsed as the server parses it', () => {
    expect(problemsOf(login, request('{"email":"nope"}'), success)).toContain('2xx for a body the contract rejects');
    expect(problemsOf(login, request('{"email":"a@b.co","password":"x"}', 'text/plain'), success)).toContain(
      '2xx for a body the contract rejects',
    );
    expect(problemsOf(login, request(null), success)).toContain('2xx for a body the contract rejects');
    expect(problemsOf(login, request('\uFEFF{"email":"a@b.co","password":"x"}'), success)).not.toContain(
      '2xx for a body the contract rejects',
    );
  });

  it('flags an error answer that is not the error body', () => {
    expect(problemsOf(login, request('{}'), { status: 400, contentType: 'text/plain', body: 'nope' })).toContain(
      'the error answer is not an error body',
    );
  });
});
