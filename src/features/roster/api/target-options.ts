import { type QueryClient, useQuery } from '@tanstack/react-query';
import type { Role } from '@/contract/http';
import type { School } from '@/contract/schemas/sup-admin';
import { districtsQueryOptions } from '@/src/lib/districts-query';
import { schoolsQueryOptions, useSchools } from '@/src/lib/schools-query';

export interface TargetOptions {
  districts: { _id: string; name: string }[];
  schools: School[];
  /** The super admin picks the district; the others have theirs. */
  pickDistrict: boolean;
  /** A school admin imports into their school only: no whole-district choice. */
  schoolRequired: boolean;
}

/** The district list is for super and district admins only (a school admin is refused it). */
const readsDistricts = (role: Role) => role === 'super-admin' || role === 'district-admin';

/** The route's loader part: the lists the target picker offers. */
export function loadTargetOptions(queryClient: QueryClient, role: Role) {
  return Promise.all([
    queryClient.ensureQueryData(schoolsQueryOptions()),
    readsDistricts(role) ? queryClient.ensureQueryData(districtsQueryOptions()) : null,
  ]);
}

/** The districts and schools an admin may import into (loaded by the route). */
export function useTargetOptions(role: Role): TargetOptions {
  // Pickers read every district and school at once (`everySchool`: the server's largest page, 500).
  const schools = useSchools().data.items;
  const districts = useQuery({ ...districtsQueryOptions(), enabled: readsDistricts(role) }).data?.items;
  // A school admin's district comes with their school.
  const fromSchools = [...new Map(schools.map((s) => [s._district._id, s._district])).values()];
  return {
    districts: readsDistricts(role) && districts ? districts : fromSchools,
    schools,
    pickDistrict: role === 'super-admin',
    schoolRequired: role === 'school-admin',
  };
}
