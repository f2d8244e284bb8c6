import type { Role } from '@/contract/http';

/**
 * The signed-in user as the route guard loaded it. Its own module because both the account queries
 * (`users.ts`) and the reach rule they use (`access/reach.ts`) speak of it.
 */
export interface AuthUser {
  id: string;
  name: string;
  email: string;
  role: Role;
  districtId: string | null;
}
