export const authKeys = {
  all: ['auth'] as const,
  currentUser: () => [...authKeys.all, 'current-user'] as const,
  mySchools: () => [...authKeys.all, 'my-schools'] as const,
};
