import type { AdminArea } from '@/src/lib/admin-area';

/**
 * The catalogue is platform-wide: only the super admin (`/sup-admin`) edits it; school and district
 * admins (`/admin`) read it. Both manage classes within their reach.
 */
export const editsCatalogue = (area: AdminArea) => area === 'sup-admin';
