/** The last step: the links themselves, stored with student enrollments folded per class (`repos/roster-enrollment-links.ts`). */
import { foldEnrollmentLinks, type LinkRow } from '../../repos/roster-enrollment-links';
import { sameJson } from '../diff';
import type { PlanContext } from './context';

export function planLinks(ctx: PlanContext) {
  const { state, districtId, writes, implicit, oldLinks, newLinks, dropLinks } = ctx;
  const finalLinks = new Map(oldLinks);
  for (const key of dropLinks) if (!newLinks.has(key)) finalLinks.delete(key);
  for (const [key, wantedLink] of newLinks) finalLinks.set(key, wantedLink);
  for (const [key, implied] of implicit) {
    const final = finalLinks.get(key);
    if (final && final.local_id === implied.local_id && sameJson(final.data, implied.data)) finalLinks.delete(key);
  }
  const storedKey = (l: LinkRow) => `${l.entity}\u0000${l.sourced_id}`;
  const storedBefore = new Map(state.storedLinks.map((l) => [storedKey(l), l]));
  const storedAfter = foldEnrollmentLinks(finalLinks.values());
  for (const wantedLink of storedAfter) {
    const after = { district_id: districtId, ...wantedLink };
    const old = storedBefore.get(storedKey(wantedLink));
    storedBefore.delete(storedKey(wantedLink));
    if (!old) writes.insert('roster_links', after);
    else if (old.local_id !== wantedLink.local_id || !sameJson(old.data, wantedLink.data))
      writes.update('roster_links', { district_id: districtId, ...old }, after);
  }
  for (const old of storedBefore.values()) writes.delete('roster_links', { district_id: districtId, ...old });
}
