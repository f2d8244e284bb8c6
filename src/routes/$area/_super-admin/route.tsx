import { createFileRoute } from '@tanstack/react-router';

/**
 * The super admin's platform pages (districts, district admins, outbox, bug and crash reports):
 * they exist under `/sup-admin` only. Under `/admin` this layout does not match, so those
 * addresses are not found there, as before the two areas shared one tree.
 */
export const Route = createFileRoute('/$area/_super-admin')({
  // The params here are the address's raw ones, `area` among them (this layout has none of its own).
  params: { parse: (params) => ('area' in params && params.area === 'sup-admin' ? {} : false) },
});
