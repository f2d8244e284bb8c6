import { createFileRoute } from '@tanstack/react-router';
import { AppShell } from '../../app/app-shell';
import { GroupError } from '../../app/group-error';
import { requireRole } from '../../features/auth/guard';

export const Route = createFileRoute('/sup-admin')({
  beforeLoad: ({ context, location }) => requireRole(context, location, ['super-admin']),
  component: AppShell,
  errorComponent: GroupError,
});
