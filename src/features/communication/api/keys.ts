export const communicationKeys = {
  all: ['communication'] as const,
  announcement: () => [...communicationKeys.all, 'announcement'] as const,
  notifications: () => [...communicationKeys.all, 'notifications'] as const,
};
