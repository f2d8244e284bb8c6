import { describe, expect, it } from 'vitest';
import { Refused } from '../lib/refusal';
import { refusePlainHttp, saveWithSealedSecret } from './save-sealed';
import { openSecret } from './secret-box';

const key = Buffer.alloc(32, 7);

async function refusal(promise: Promise<unknown>): Promise<Refused> {
  const error = await promise.then(
    () => null,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(Refused);
  return error as Refused;
}

describe('saving a provider with a sealed client secret', () => {
  it('stores the secret sealed under the key, bound to the district', async () => {
    const stored: (string | null)[] = [];
    const saved = await saveWithSealedSecret({
      key,
      districtId: 'district-1',
      clientSecret: 's3cret',
      store: async (sealed) => {
        stored.push(sealed);
        return { id: 1 };
      },
      what: 'provider',
    });
    expect(saved).toEqual({ row: { id: 1 }, secretChanged: true });
    expect(stored).toHaveLength(1);
    expect(stored[0]).not.toContain('s3cret');
    expect(openSecret(key, stored[0]!, 'district-1')).toBe('s3cret');
    expect(() => openSecret(key, stored[0]!, 'district-2')).toThrow();
  });

  it('keeps the stored secret when none is sent, and refuses on the field when there is none to keep', async () => {
    const kept = await saveWithSealedSecret({
      key,
      districtId: 'd',
      clientSecret: undefined,
      store: async (sealed) => ({ sealed }),
      what: 'connection',
    });
    expect(kept).toEqual({ row: { sealed: null }, secretChanged: false });

    const first = await refusal(
      saveWithSealedSecret({ key, districtId: 'd', clientSecret: undefined, store: async () => null, what: 'connection' }),
    );
    expect(first.kind).toBe('invalid');
    expect(first.message).toBe('The connection needs its client secret');
    expect(first.details).toEqual([{ path: 'body.clientSecret', message: 'is required the first time' }]);
  });

  it('stores nothing without the secrets key (409)', async () => {
    let stores = 0;
    const refused = await refusal(
      saveWithSealedSecret({
        key: null,
        districtId: 'd',
        clientSecret: 's3cret',
        store: async () => {
          stores++;
          return {};
        },
        what: 'provider',
      }),
    );
    expect(refused.kind).toBe('conflict');
    expect(refused.message).toMatch(/no SECRETS_KEY \(or ROSTER_SECRET_KEY\): a provider cannot be stored/);
    expect(stores).toBe(0);
  });

  it('refuses a plain http address on its field, and lets https and a left-out address through', () => {
    const body = { baseUrl: 'https://roster.example', tokenUrl: 'http://roster.example/token' as string | null, name: 'http:x' };
    expect(() => refusePlainHttp(body, ['baseUrl'])).not.toThrow();
    expect(() => refusePlainHttp({ ...body, tokenUrl: null }, ['baseUrl', 'tokenUrl'])).not.toThrow();
    let refused: unknown;
    try {
      refusePlainHttp(body, ['baseUrl', 'tokenUrl']);
    } catch (error) {
      refused = error;
    }
    expect(refused).toBeInstanceOf(Refused);
    expect((refused as Refused).details).toEqual([{ path: 'body.tokenUrl', message: 'must be https' }]);
  });
});
