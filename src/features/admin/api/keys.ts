export const adminKeys = {
  all: ['admin'] as const,
  schools: () => [...adminKeys.all, 'schools'] as const,
  districts: () => [...adminKeys.all, 'districts'] as const,
};
