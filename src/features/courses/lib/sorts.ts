/**
 * The sort keys of the lists, as the contract has them (`catalogueSorts`, `classSorts` in
 * contract/schemas/courses.ts), repeated here without zod: route files parse the address with them,
 * and route definitions are part of every page's first JavaScript.
 */
export const catalogueSortKeys = ['name', 'units', 'classes', 'createdAt'] as const;
export const classSortKeys = ['course', 'teacher', 'gradeSection', 'students', 'startDate'] as const;
export const sortDirs = ['asc', 'desc'] as const;
