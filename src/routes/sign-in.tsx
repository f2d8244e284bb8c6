import { createFileRoute } from '@tanstack/react-router';
import { SignInPage } from '../features/auth/components/sign-in-page';
import { safeRedirect } from '../features/auth/first-page/safe-redirect';

export interface SignInSearch {
  redirect?: string;
}

export const Route = createFileRoute('/sign-in')({
  validateSearch: (search: Record<string, unknown>): SignInSearch => {
    const redirect = safeRedirect(search.redirect);
    return redirect ? { redirect } : {};
  },
  component: SignInPage,
});
