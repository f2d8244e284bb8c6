/** Builds the server's esbuild bundle (once per process and root) and answers its path. */
export function serverBundle(root: string): Promise<string>;
/** The arguments of `node` that run the bundle (stack traces point into the TypeScript sources). */
export function serverNodeArgs(root: string): Promise<string[]>;
