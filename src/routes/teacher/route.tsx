import { createFileRoute } from '@tanstack/react-router';
import { AppShell } from '../../app/app-shell';
import { GroupError } from '../../app/group-error';
import { requireRole } from '../../features/auth/guard';

export const Route = createFileRoute('/teacher')({
  beforeLoad: ({ context, location }) => requireRole(context, location, ['teacher']),
  component: AppShell,
  errorComponent: GroupError,
});
