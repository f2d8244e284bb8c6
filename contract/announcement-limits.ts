/** Lengths of an announcement's fields: checked by the contract's schema and by the admin's form (no zod in the app). */
export const announcementLimits = { title: 120, message: 4000 } as const;
