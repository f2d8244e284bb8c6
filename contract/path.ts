/**
 * Fill `:name` parameters of a path. Values are URI-encoded. Apart from `define.ts` because the
 * sign-in page's entry calls it while the endpoints themselves load later (ARCHITECTURE.md §4).
 */
export function buildPath(path: string, params: Record<string, string> | undefined): string {
  return path.replace(/:([A-Za-z_]\w*)/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined) throw new Error(`missing path parameter "${name}" for ${path}`);
    return encodeURIComponent(value);
  });
}
