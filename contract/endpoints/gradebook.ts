export const gradebookEndpoints = {};
