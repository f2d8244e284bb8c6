import { createFileRoute } from '@tanstack/react-router';
import { AppShell } from '@/src/app/app-shell';
import { GroupError } from '@/src/app/group-error';
import { requireRole } from '@/src/features/auth/guard';
import { isAdminArea, rolesOfArea } from '@/src/lib/admin-area';

/**
 * Both administration areas, `/admin` (school and district admins, each in their own scope, which
 * the server enforces) and `/sup-admin` (the super admin): every page below is declared once and
 * reads its area from its typed params. A first segment that is not an area does not match here
 * (`false` from `parse`), so other addresses reach their own routes or the not-found page.
 */
export const Route = createFileRoute('/$area')({
  params: {
    parse: ({ area }) => (isAdminArea(area) ? { area } : false),
    stringify: ({ area }) => ({ area }),
  },
  beforeLoad: ({ context, location, params: { area } }) => requireRole(context, location, rolesOfArea[area]),
  component: AppShell,
  errorComponent: GroupError,
});
