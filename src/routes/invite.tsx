import { createFileRoute } from '@tanstack/react-router';
import { AcceptInvitePage } from '../features/auth/components/accept-invite-page';
import { withCatalogs } from '../lib/i18n/with-catalogs';

/**
 * Public: the link of a teacher invite mail, `/invite#<token>` (the token in the fragment, never sent
 * to a server). Signed out, so no `shell`: the page's words are the `join` area (its password meter's too).
 */
export const Route = createFileRoute('/invite')({
  loader: () => withCatalogs(['join'], Promise.resolve()),
  component: AcceptInvitePage,
});
