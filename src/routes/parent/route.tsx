import { createFileRoute } from '@tanstack/react-router';
import { AppShell } from '@/src/app/app-shell';
import { GroupError } from '@/src/app/group-error';
import { requireRole } from '@/src/features/auth/guard';
import { loadCatalogs } from '@/src/lib/i18n/i18n';

export const Route = createFileRoute('/parent')({
  beforeLoad: async ({ context, location }) => {
    const answer = await requireRole(context, location, ['parent']);
    // The parent portal is translated (ARCHITECTURE.md §12): its messages in the current language.
    await loadCatalogs('parent');
    return answer;
  },
  component: AppShell,
  errorComponent: GroupError,
});
