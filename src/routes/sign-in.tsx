import { createFileRoute } from '@tanstack/react-router';
import { SignInPage } from '../features/auth/components/sign-in-page';

export interface SignInSearch {
  redirect?: string;
}

/** Only same-origin paths are followed after sign-in (no open redirect). */
export function safeRedirect(value: unknown): string | undefined {
  if (typeof value !== 'string' || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/sign-in')) return undefined;
  return value;
}

export const Route = createFileRoute('/sign-in')({
  validateSearch: (search: Record<string, unknown>): SignInSearch => {
    const redirect = safeRedirect(search.redirect);
    return redirect ? { redirect } : {};
  },
  component: SignInPage,
});
