import { createFileRoute } from '@tanstack/react-router';
import { AcceptInvitePage } from '../features/auth/components/accept-invite-page';

/** Public: the link of a teacher invite mail, `/invite#<token>` (the token in the fragment, never sent to a server). */
export const Route = createFileRoute('/invite')({ component: AcceptInvitePage });
