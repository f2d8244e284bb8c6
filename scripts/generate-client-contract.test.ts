import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { api } from '@/contract/api';
import { endpoints } from '@/contract/endpoint-table';
import { clientGroupFolder, renderClientContract } from './generate-client-contract';

describe('the client contract (contract/api.ts, contract/client/)', () => {
  it('is up to date with contract/endpoint-table.ts (run `npm run contract`)', () => {
    const files = renderClientContract();
    for (const [file, text] of files) expect(existsSync(file) ? readFileSync(file, 'utf8') : 'missing', file).toBe(text);
    expect(readdirSync(clientGroupFolder).map((name) => path.join(clientGroupFolder, name))).toEqual(
      [...files.keys()].filter((file) => file.startsWith(clientGroupFolder)).sort(),
    );
  });

  it('describes every endpoint by what a request needs, without schemas', () => {
    expect(Object.keys(api)).toEqual(Object.keys(endpoints));
    for (const [name, endpoint] of Object.entries(endpoints)) {
      const { method, path, roles, school, status } = endpoint as typeof endpoint & { status?: 200 | 201 };
      expect(api[name as keyof typeof api], name).toEqual({
        method,
        path,
        public: roles === 'public',
        // The client sends the school whenever the server takes one (required or optional).
        school: Boolean(school),
        ...(status ? { status } : {}),
      });
    }
  });
});
