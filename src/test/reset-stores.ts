import { crashRecovered } from '../components/crash/report-crash';
import { useDrawerStore } from '../components/layout/drawer-store';
import { provideQueryClient } from '../lib/query-client-store';
import { useSchoolStore } from '../lib/school-id';
import { resetSessionExpiry } from '../lib/session-events';
import { useSnackbarStore } from '../lib/snackbar';
import { defaultTheme, useThemeStore } from '../lib/theme-store';

/** Client stores outlive a test (module state): put them back to a fresh page's state. */
export function resetClientStores() {
  useSnackbarStore.getState().close();
  useSnackbarStore.setState({ message: '', severity: 'success', id: 0 });
  useSchoolStore.setState({ schoolId: null });
  useThemeStore.setState({ setting: defaultTheme, resolved: 'dark' });
  useDrawerStore.setState({ collapsed: false, mobileOpen: false });
  document.documentElement.classList.remove('light', 'dark');
  provideQueryClient(null);
  // Module state a reload clears: a crash reported, the session's expiry signalled.
  crashRecovered();
  resetSessionExpiry();
}
