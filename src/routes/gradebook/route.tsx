import { createFileRoute } from '@tanstack/react-router';
import { AppShell } from '@/src/app/app-shell';
import { GroupError } from '@/src/app/group-error';
import { requireRole } from '@/src/features/auth/guard';

/** Gradebook templates and grades belong to teachers. */
export const Route = createFileRoute('/gradebook')({
  beforeLoad: ({ context, location }) => requireRole(context, location, ['teacher']),
  component: AppShell,
  errorComponent: GroupError,
});
