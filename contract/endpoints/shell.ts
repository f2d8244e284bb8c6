export const shellEndpoints = {};
