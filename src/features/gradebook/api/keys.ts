/**
 * Query keys of the gradebook. None of its calls is school-scoped (no `schoolid` header): a
 * template belongs to a course and a class is named by its id, whatever school is selected.
 */
export const gradebookKeys = {
  all: ['gradebook'] as const,
  templates: () => [...gradebookKeys.all, 'templates'] as const,
  courses: () => [...gradebookKeys.all, 'courses'] as const,
  attributes: () => [...gradebookKeys.all, 'attributes'] as const,
  classes: () => [...gradebookKeys.all, 'class'] as const,
  class: (instanceId: string) => [...gradebookKeys.classes(), instanceId] as const,
};
