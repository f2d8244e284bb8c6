import { z } from 'zod';

/** Where a score comes from (the attribute catalogue's `value`). */
export const attributeSources = ['quiz', 'lab', 'activity', 'completion', 'time', 'manual'] as const;
export const attributeSourceSchema = z.enum(attributeSources);
export type AttributeSource = z.infer<typeof attributeSourceSchema>;

/** An entry of the attribute catalogue: `GET /api/v1/gradebook/attribute/get`. */
export const catalogueAttributeSchema = z.object({ _id: z.string(), name: z.string(), value: attributeSourceSchema });
export type CatalogueAttribute = z.infer<typeof catalogueAttributeSchema>;

/**
 * How a score is recorded: `points` (0…maxScore), `percent` (0…100, scaled to maxScore) or
 * `complete` (complete = maxScore, incomplete = 0).
 */
export const attributeTypes = ['points', 'percent', 'complete'] as const;
export const attributeTypeSchema = z.enum(attributeTypes);
export type AttributeType = z.infer<typeof attributeTypeSchema>;

/** An attribute of a template (SPEC.md §3). `_id` is stable within the template; scores refer to it. */
export const templateAttributeSchema = z.strictObject({
  _id: z.string().min(1).max(64),
  name: z.string().max(120),
  maxScore: z.number().min(0).max(10_000).nullable(),
  type: attributeTypeSchema.nullable(),
  _attribute: catalogueAttributeSchema.nullable(),
});
export type TemplateAttribute = z.infer<typeof templateAttributeSchema>;

/** A division of a template: a named group of attributes with an optional weight in percent. */
export const divisionSchema = z.strictObject({
  _id: z.string().min(1).max(64),
  name: z.string().max(120),
  weight: z.number().min(0).max(100).nullable(),
  attributes: z.array(templateAttributeSchema).max(500),
});
export type Division = z.infer<typeof divisionSchema>;

export const templateSchema = z.strictObject({
  _id: z.string(),
  /** The course, or null for the platform DEFAULT template. */
  _course: z.object({ _id: z.string(), name: z.string() }).nullable(),
  type: z.enum(['DEFAULT', 'COURSE']),
  gradings: z.array(divisionSchema).max(50),
  unassigned: z.array(templateAttributeSchema).max(500),
  /** Optimistic concurrency: a save must carry the stored version. */
  version: z.number().int().min(1),
  updatedAt: z.string(),
});
export type GradebookTemplate = z.infer<typeof templateSchema>;
