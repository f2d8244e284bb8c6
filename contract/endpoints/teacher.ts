export const teacherEndpoints = {};
