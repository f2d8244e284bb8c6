import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { browserContract, isShippedCode } from '@/vite.config';

const root = path.resolve(import.meta.dirname, '..');
const at = (file: string) => path.join(root, file);

describe('browserContract (vite.config.ts)', () => {
  it('counts src/ as shipped code, but not its tests and test helpers', () => {
    expect(isShippedCode(at('src/features/auth/api/login.ts'))).toBe(true);
    expect(isShippedCode(`${at('src/routes/sign-in.tsx')}?tsr-split=component`)).toBe(true);
    expect(isShippedCode(at('src/lib/api-client.test.ts'))).toBe(false);
    expect(isShippedCode(at('src/features/teacher/test/setup-teacher.ts'))).toBe(false);
    expect(isShippedCode(at('mocks/endpoint.ts'))).toBe(false);
    expect(isShippedCode(at('server/app.ts'))).toBe(false);
  });

  it('gives shipped code the descriptors for @/contract/api and everyone else the contract', async () => {
    const plugin = browserContract();
    const resolveId = plugin.resolveId as (this: unknown, source: string, importer?: string) => Promise<string | null>;
    const context = { resolve: async () => ({ id: at('contract/api.ts') }) };
    const descriptors = at('contract/api-descriptors.gen.ts');
    expect(await resolveId.call(context, '@/contract/api', at('src/features/auth/api/login.ts'))).toBe(descriptors);
    expect(await resolveId.call(context, '../../contract/api', at('src/lib/my-courses-query.ts'))).toBe(descriptors);
    expect(await resolveId.call(context, '@/contract/api', at('mocks/shell.ts'))).toBeNull();
    expect(await resolveId.call(context, '@/contract/api', at('src/lib/api-client.test.ts'))).toBeNull();
    expect(await resolveId.call(context, '@/contract/define', at('src/lib/api-client.ts'))).toBeNull();
  });
});
