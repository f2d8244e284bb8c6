import { createFileRoute } from '@tanstack/react-router';
import { roles } from '@/contract/http';
import { AppShell } from '@/src/app/app-shell';
import { GroupError } from '@/src/app/group-error';
import { requireRole } from '@/src/features/auth/guard';

/** Pages every signed-in role has (notifications, the assistant): a layout without a path segment. */
export const Route = createFileRoute('/_signed-in')({
  beforeLoad: ({ context, location }) => requireRole(context, location, roles),
  component: AppShell,
  errorComponent: GroupError,
});
