import { invitesApi } from '@/contract/client/invites';
import type { BodyInputOf, EndpointOf } from '@/contract/define';
import { callEndpoint } from '@/src/lib/api-client';

/**
 * The accept page's calls: plain calls rather than query hooks, like the sign-in (a visitor with an
 * invite link is signed out and has no query cache). The token travels in the POST body only.
 */
export function previewInvite(token: string, signal?: AbortSignal) {
  return callEndpoint(invitesApi.invitePreview, { body: { token }, ...(signal ? { signal } : {}) });
}

export type InviteAcceptance = BodyInputOf<EndpointOf<typeof invitesApi.inviteAccept>>;

export function acceptInvite(acceptance: InviteAcceptance) {
  return callEndpoint(invitesApi.inviteAccept, { body: acceptance });
}
