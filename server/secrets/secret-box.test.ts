import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { openSecret, sealSecret } from './secret-box';

const key = Buffer.alloc(32, 7);
const env = (extra: Record<string, string>) =>
  loadConfig({ DATA_DIR: mkdtempSync(path.join(tmpdir(), 'lms-key-')), JWT_SECRET: 'x'.repeat(32), ...extra } as NodeJS.ProcessEnv);

describe('provider secrets at rest', () => {
  it('seals with a fresh IV each time and opens only under the same key and district', () => {
    const a = sealSecret(key, 's3cret', 'district-1');
    expect(a).not.toContain('s3cret');
    expect(sealSecret(key, 's3cret', 'district-1')).not.toBe(a);
    expect(openSecret(key, a, 'district-1')).toBe('s3cret');
    expect(() => openSecret(Buffer.alloc(32, 8), a, 'district-1')).toThrow();
    expect(() => openSecret(key, a, 'district-2')).toThrow();
    const [v, iv, tag, body] = a.split('.');
    const flipped = Buffer.from(body!, 'base64url');
    flipped[0]! ^= 1;
    expect(() => openSecret(key, [v, iv, tag, flipped.toString('base64url')].join('.'), 'district-1')).toThrow();
  });

  it('takes ROSTER_SECRET_KEY as hex or base64, refuses other lengths, and has no key in production without it', () => {
    expect(env({ ROSTER_SECRET_KEY: 'ab'.repeat(32) }).rosterPull.secretKey).toEqual(Buffer.alloc(32, 0xab));
    expect(env({ ROSTER_SECRET_KEY: Buffer.alloc(32, 1).toString('base64') }).rosterPull.secretKey).toEqual(Buffer.alloc(32, 1));
    expect(() => env({ ROSTER_SECRET_KEY: 'short' })).toThrow(/32 bytes/);
    expect(env({ NODE_ENV: 'production' }).rosterPull.secretKey).toBeNull();
    expect(env({}).rosterPull.secretKey).toHaveLength(32);
  });
});
