export const rosterKeys = {
  all: ['roster'] as const,
  imports: () => [...rosterKeys.all, 'imports'] as const,
  importsPage: (page: number) => [...rosterKeys.imports(), page] as const,
  detail: (id: string) => [...rosterKeys.all, 'import', id] as const,
};
