import { useMutation } from '@tanstack/react-query';
import { api } from '../../../../contract/api';
import type { BodyInputOf } from '../../../../contract/define';
import { callEndpoint } from '../../../lib/api-client';

export type Credentials = BodyInputOf<typeof api.login>;

export function login(credentials: Credentials) {
  return callEndpoint(api.login, { body: credentials });
}

/** The sign-in form shows its own errors, so the shared error snackbar stays out of it. */
export function useLogin() {
  return useMutation({ mutationFn: login, meta: { errorMessage: false } });
}
