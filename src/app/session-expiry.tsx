import { useRouter } from '@tanstack/react-router';
import { useEffect } from 'react';
import { forgetSession } from '../features/auth/session-actions';
import { i18n } from '../lib/i18n/i18n';
import { setSessionExpiredHandler } from '../lib/session-events';
import { showSnackbar } from '../lib/snackbar';

/**
 * When the session cannot be renewed, the api client calls this handler once: the cache is dropped
 * and the user makes one trip to the sign-in page, with the way back. The sign-in page makes no
 * authenticated call, so it cannot loop.
 */
export function SessionExpiry() {
  const router = useRouter();
  useEffect(() => {
    setSessionExpiredHandler(() => {
      forgetSession();
      const { pathname, href } = router.state.location;
      if (pathname === '/sign-in') return;
      // In the page's language (the shell's messages are loaded: this runs inside the signed-in frame).
      showSnackbar(i18n._('session.ended'), 'info');
      void router.navigate({ to: '/sign-in', search: { redirect: href } });
    });
    return () => setSessionExpiredHandler(() => {});
  }, [router]);
  return null;
}
