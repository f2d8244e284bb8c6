import { createFileRoute } from '@tanstack/react-router';
import type { Role } from '@/contract/http';
import { AppShell } from '@/src/app/app-shell';
import { GroupError } from '@/src/app/group-error';
import { requireRole } from '@/src/features/auth/guard';
import { homePathByRole } from '@/src/lib/roles';

/**
 * Every role (each has a home page). Not `roles` of `contract/http`: that module's zod schemas would
 * join the sign-in page's JavaScript (+23 KB gzip, over its budget), as route definitions load there.
 */
const everyRole = Object.keys(homePathByRole) as Role[];

/** Pages every signed-in role has (notifications, the assistant): a layout without a path segment. */
export const Route = createFileRoute('/_signed-in')({
  beforeLoad: ({ context, location }) => requireRole(context, location, everyRole),
  component: AppShell,
  errorComponent: GroupError,
});
