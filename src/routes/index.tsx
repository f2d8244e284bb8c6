import { createFileRoute, redirect } from '@tanstack/react-router';
import { requireUser } from '../features/auth/guard';
import { homePathFor } from '../lib/roles';

/** `/` has no screen of its own: signed-in users go to their group, others to the sign-in page. */
export const Route = createFileRoute('/')({
  beforeLoad: async ({ context, location }) => {
    const user = await requireUser(context.queryClient, location.href);
    throw redirect({ to: homePathFor(user.role) });
  },
});
