import { describe, expect, it } from 'vitest';
import { acceptsGzip } from './accept-encoding';

describe('acceptsGzip', () => {
  it('takes gzip when named with a weight above 0, as browsers send it', () => {
    expect(acceptsGzip('gzip, deflate, br, zstd')).toBe(true);
    expect(acceptsGzip('br;q=1.0, GZIP;q=0.5')).toBe(true);
    expect(acceptsGzip(['deflate', 'x-gzip'])).toBe(true);
  });

  it('refuses gzip when it is weighted 0, absent, or the header is missing', () => {
    expect(acceptsGzip(undefined)).toBe(false);
    expect(acceptsGzip('')).toBe(false);
    expect(acceptsGzip('identity')).toBe(false);
    expect(acceptsGzip('br, deflate')).toBe(false);
    expect(acceptsGzip('gzip;q=0, *')).toBe(false);
    expect(acceptsGzip('gzip; q=0.000')).toBe(false);
  });

  it('reads * as gzip only when gzip is not named', () => {
    expect(acceptsGzip('*')).toBe(true);
    expect(acceptsGzip('*;q=0')).toBe(false);
    expect(acceptsGzip('*;q=0, gzip')).toBe(true);
  });
});
