import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { api } from '@/contract/api';
import { endpoints } from '@/contract/endpoint-table';
import { clientContractFile, renderClientContract } from './generate-client-contract';

describe('contract/api.ts', () => {
  it('is up to date with contract/endpoint-table.ts (run `npm run contract`)', () => {
    expect(readFileSync(clientContractFile, 'utf8')).toBe(renderClientContract());
  });

  it('describes every endpoint by what a request needs, without schemas', () => {
    expect(Object.keys(api)).toEqual(Object.keys(endpoints));
    for (const [name, endpoint] of Object.entries(endpoints)) {
      const { method, path, roles, school, status } = endpoint as typeof endpoint & { status?: 200 | 201 };
      expect(api[name as keyof typeof api], name).toEqual({ method, path, roles, school, ...(status ? { status } : {}) });
    }
  });
});
