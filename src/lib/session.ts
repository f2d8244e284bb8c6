import { storageKeys } from './storage-keys';

/** The tokens of this browser's sign-in, kept in local storage under the keys of ARCHITECTURE.md §6. */
export const session = {
  token: () => localStorage.getItem(storageKeys.token),
  refreshToken: () => localStorage.getItem(storageKeys.refreshToken),
  schoolId: () => localStorage.getItem(storageKeys.schoolId),
  setTokens(token: string, refreshToken: string) {
    // ARCHITECTURE.md §7: the refresh stores the new pair under the teacher keys every call reads.
    localStorage.setItem(storageKeys.token, token);
    localStorage.setItem(storageKeys.refreshToken, refreshToken);
  },
  setSchoolId(id: string | null) {
    if (id) localStorage.setItem(storageKeys.schoolId, id);
    else localStorage.removeItem(storageKeys.schoolId);
  },
  clear() {
    localStorage.removeItem(storageKeys.token);
    localStorage.removeItem(storageKeys.refreshToken);
    localStorage.removeItem(storageKeys.schoolId);
  },
};
