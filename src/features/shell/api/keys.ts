export const shellKeys = {
  all: ['shell'] as const,
  announcement: () => [...shellKeys.all, 'announcement'] as const,
  mySchools: () => [...shellKeys.all, 'my-schools'] as const,
  notifications: (page: number) => [...shellKeys.all, 'notifications', page] as const,
};
