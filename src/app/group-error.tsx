import type { ErrorComponentProps } from '@tanstack/react-router';
import { NoAccessPage } from '../components/no-access-page';
import { NoAccessError } from '../features/auth/guard';
import { homePathFor } from '../lib/roles';
import { RouteError } from './route-error';

/** Error component of a role group: another role's group shows "no access"; anything else is a route error. */
export function GroupError(props: ErrorComponentProps) {
  const { error } = props;
  if (error instanceof NoAccessError) {
    return <NoAccessPage userName={error.user.name} role={error.user.role} homePath={homePathFor(error.user.role)} />;
  }
  return <RouteError {...props} />;
}
