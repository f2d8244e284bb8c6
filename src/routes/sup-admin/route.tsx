import { createFileRoute } from '@tanstack/react-router';
import { AppShell } from '@/src/app/app-shell';
import { GroupError } from '@/src/app/group-error';
import { requireRole } from '@/src/features/auth/guard';

export const Route = createFileRoute('/sup-admin')({
  beforeLoad: ({ context, location }) => requireRole(context, location, ['super-admin']),
  component: AppShell,
  errorComponent: GroupError,
});
