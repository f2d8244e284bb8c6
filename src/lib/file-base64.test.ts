import { describe, expect, it } from 'vitest';
import { bytesToBase64, fileToBase64, formatBytes } from './file-base64';

describe('bytesToBase64', () => {
  it('matches a one-shot encoding for sizes around the chunk boundary', () => {
    for (const size of [0, 1, 2, 3, 24_575, 24_576, 24_577, 50_000]) {
      const bytes = Uint8Array.from({ length: size }, (_, i) => (i * 31 + 7) % 256);
      expect(bytesToBase64(bytes)).toBe(Buffer.from(bytes).toString('base64'));
    }
  });

  it('encodes a 10 MB file without overflowing the stack', async () => {
    const bytes = new Uint8Array(10 * 1024 * 1024).fill(0xab);
    const encoded = await fileToBase64(new Blob([bytes]));
    expect(encoded.length).toBe(Math.ceil(bytes.length / 3) * 4);
    expect(encoded.slice(0, 8)).toBe(Buffer.from(bytes.subarray(0, 6)).toString('base64'));
  });
});

describe('formatBytes', () => {
  it('picks the unit', () => {
    expect([830, 4300, 5.3 * 1024 * 1024].map(formatBytes)).toEqual(['830 B', '4.2 KB', '5.3 MB']);
  });
});
