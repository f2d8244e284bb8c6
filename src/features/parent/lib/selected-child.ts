import type { Child } from '@/contract/schemas/parent';

/**
 * The child the page shows: the one in `?child=` (grade notifications link there) when it is one
 * of the parent's, else the first. Null when no child is linked.
 */
export function selectedChild(children: readonly Child[], wanted: string | undefined): Child | null {
  return children.find((child) => child._id === wanted) ?? children[0] ?? null;
}
