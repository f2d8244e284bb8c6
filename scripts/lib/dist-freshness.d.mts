export const spaSources: string[];
/** Why dist/ must be (re)built, or null when it is newer than every source. */
export function staleReason(root: string): string | null;
