export const parentKeys = {
  all: ['parent'] as const,
  children: () => [...parentKeys.all, 'children'] as const,
  dashboard: (childId: string) => [...parentKeys.all, 'dashboard', childId] as const,
  familySummary: () => [...parentKeys.all, 'family-summary'] as const,
};
