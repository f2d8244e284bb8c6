import { afterEach, describe, expect, it, vi } from 'vitest';
import { AccessTokens } from './access-token';

const claims = {
  userId: '11111111-1111-4111-8111-111111111111',
  role: 'teacher' as const,
  familyId: '22222222-2222-4222-8222-222222222222',
};

describe('AccessTokens.verify', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('checks the signature of a token once: the same token again costs no HMAC', async () => {
    const tokens = new AccessTokens('a-test-secret-of-at-least-thirty-two-chars', 60);
    const token = await tokens.sign(claims);
    const hmac = vi.spyOn(crypto.subtle, 'verify');
    expect(await tokens.verify(token)).toEqual(claims);
    expect(await tokens.verify(token)).toEqual(claims);
    expect(hmac).toHaveBeenCalledTimes(1);
  });

  it('refuses a remembered token once it expires, as jose refuses it', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2030-01-01T00:00:00Z'));
    const tokens = new AccessTokens('a-test-secret-of-at-least-thirty-two-chars', 60);
    const token = await tokens.sign(claims);
    expect(await tokens.verify(token)).toEqual(claims);
    vi.setSystemTime(new Date('2030-01-01T00:00:59Z'));
    expect(await tokens.verify(token)).toEqual(claims);
    vi.setSystemTime(new Date('2030-01-01T00:01:00Z'));
    expect(await tokens.verify(token)).toBeNull();
    // Another instance (no memory) agrees: the expiry is jose's.
    expect(await new AccessTokens('a-test-secret-of-at-least-thirty-two-chars', 60).verify(token)).toBeNull();
  });

  it('does not remember a refused token', async () => {
    const tokens = new AccessTokens('a-test-secret-of-at-least-thirty-two-chars', 60);
    const forged = await new AccessTokens('another-secret-of-at-least-thirty-two-chars', 60).sign(claims);
    expect(await tokens.verify(forged)).toBeNull();
    expect(await tokens.verify(forged)).toBeNull();
  });
});
