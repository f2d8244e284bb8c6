import { createFileRoute } from '@tanstack/react-router';
import { AppShell } from '@/src/app/app-shell';
import { GroupError } from '@/src/app/group-error';
import { requireRole } from '@/src/features/auth/guard';

/** School and district admins; each sees only their own scope (the server enforces it). */
export const Route = createFileRoute('/admin')({
  beforeLoad: ({ context, location }) => requireRole(context, location, ['school-admin', 'district-admin']),
  component: AppShell,
  errorComponent: GroupError,
});
