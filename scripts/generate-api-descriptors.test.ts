import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { api } from '@/contract/api';
import { api as descriptors } from '@/contract/api-descriptors.gen';
import { descriptorsFile, renderDescriptors } from './generate-api-descriptors';

describe('contract/api-descriptors.gen.ts', () => {
  it('is up to date with contract/api.ts (run `npm run contract`)', () => {
    expect(readFileSync(descriptorsFile, 'utf8')).toBe(renderDescriptors());
  });

  it('describes every endpoint by what the browser reads, without schemas', () => {
    expect(Object.keys(descriptors)).toEqual(Object.keys(api));
    for (const [name, endpoint] of Object.entries(api)) {
      const { method, path, roles, school, status } = endpoint as typeof endpoint & { status?: 200 | 201 };
      expect(descriptors[name as keyof typeof api], name).toEqual({ method, path, roles, school, ...(status ? { status } : {}) });
    }
  });
});
