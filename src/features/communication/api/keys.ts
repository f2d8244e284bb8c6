export const communicationKeys = {
  all: ['communication'] as const,
  announcement: () => [...communicationKeys.all, 'announcement'] as const,
  notifications: (page: number) => [...communicationKeys.all, 'notifications', page] as const,
};
