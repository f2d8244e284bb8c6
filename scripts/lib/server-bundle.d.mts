/** The arguments of `node` that run the bundle (stack traces point into the TypeScript sources). */
export function serverNodeArgs(root: string): Promise<string[]>;
