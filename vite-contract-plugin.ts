import { tsImport } from 'tsx/esm/api';
import type { Plugin } from 'vite';

/**
 * Production builds replace `contract/api.ts` with its plain descriptors (method, path, roles,
 * school, status). The client only needs those at run time; the zod schemas stay for types, the
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
      const descriptors = Object.fromEntries(
        Object.entries(api).map(([name, endpoint]) => [
          name,
          { method: endpoint.method, path: endpoint.path, roles: endpoint.roles, school: endpoint.school, status: endpoint.status ?? 200 },
        ]),
      );
      return [
        `const descriptors = ${JSON.stringify(descriptors)};`,
        'const schemaKeys = ["params", "query", "body", "response"];',
        'for (const [name, endpoint] of Object.entries(descriptors)) {',
        '  for (const key of schemaKeys) {',
        '    Object.defineProperty(endpoint, key, { enumerable: false, get() {',
        '      throw new Error("api." + name + "." + key + ": schemas are not bundled through contract/api; import them from contract/schemas or contract/endpoints");',
        '    } });',
        '  }',
        '}',
        'export const api = descriptors;',
      ].join('\n');
    },
  };
}
