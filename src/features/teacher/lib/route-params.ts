import { notFound } from '@tanstack/react-router';
import { z } from 'zod';
import { rosterSortKeys } from './roster';

const uuid = z.uuid();

/** An id in the address that cannot be one (a typo, a truncated link) is "not found" without asking the server. */
export function assertId(value: string) {
  if (!uuid.safeParse(value).success) throw notFound();
}

/** Roster view in the URL: every field optional, and a bad value falls back instead of failing the page. */
export const rosterSearchSchema = z.object({
  sort: z.enum(rosterSortKeys).optional().catch(undefined),
  dir: z.enum(['asc', 'desc']).optional().catch(undefined),
  q: z.string().max(200).optional().catch(undefined),
});
