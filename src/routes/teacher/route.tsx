import { createFileRoute } from '@tanstack/react-router';
import { SchoolScopedAppShell } from '@/src/app/app-shell';
import { GroupError } from '@/src/app/group-error';
import { requireRole } from '@/src/features/auth/guard';

export const Route = createFileRoute('/teacher')({
  beforeLoad: ({ context, location }) => requireRole(context, location, ['teacher']),
  component: SchoolScopedAppShell,
  errorComponent: GroupError,
});
