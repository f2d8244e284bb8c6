import { tsImport } from 'tsx/esm/api';
import type { Plugin } from 'vite';

/**
 * Production builds replace `contract/api.ts` with its plain descriptors (method, path, school,
 * public or not, status). The client only needs those at run time; the zod schemas stay for types, the
 * server and the tests. This keeps zod (≈ 20 KB gzip) out of the sign-in page's JavaScript.
 *
 * Reading a schema through `api.x.body` (etc.) in a built client throws with a pointer: import
 * the schema from `contract/schemas/*` or `contract/endpoints/*` instead.
 */
export function contractDescriptors(): Plugin {
  return {
    name: 'contract-descriptors',
    apply: 'build',
    async load(id) {
      if (!id.replaceAll('\\', '/').endsWith('/contract/api.ts')) return null;
      const { api } = (await tsImport(id, import.meta.url)) as { api: Record<string, Record<string, unknown>> };
      // Compact on purpose (this is in the first JavaScript of every page): the client reads only
      // method, path, `school`, and whether `roles` is 'public' (a public call is never retried
      // after a refresh); the signed-in roles are the server's business and are not shipped.
      const lines = Object.entries(api).map(([name, endpoint]) => {
        const args = [endpoint.method, endpoint.path, endpoint.school ? 1 : 0, endpoint.roles === 'public' ? 1 : 0, endpoint.status ?? 200];
        return `  ${JSON.stringify(name)}: d(${args.map((arg) => JSON.stringify(arg)).join(', ')}),`;
      });
      return [
        'const schemaKeys = ["params", "query", "body", "response"];',
        'function d(method, path, school, isPublic, status) {',
        '  const endpoint = { method, path, school: school === 1, roles: isPublic === 1 ? "public" : [], status };',
        '  for (const key of schemaKeys) {',
        '    Object.defineProperty(endpoint, key, { enumerable: false, get() {',
        '      throw new Error(path + " " + key + ": schemas are not bundled through contract/api; import them from contract/schemas or contract/endpoints");',
        '    } });',
        '  }',
        '  return endpoint;',
        '}',
        'export const api = {',
        ...lines,
        '};',
      ].join('\n');
    },
  };
}
