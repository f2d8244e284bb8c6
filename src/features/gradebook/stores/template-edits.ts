import type { Division, GradebookTemplate, TemplateAttribute } from '@/contract/schemas/gradebook';

/**
 * Pure edits of a gradebook template (ARCHITECTURE.md §6). Each answers a new template, or
 * the very same object when nothing changes, so the history store can skip no-op steps by identity.
 *
 * A "place" is a division id, or `null` for the unassigned pool.
 */
export type Place = string | null;

export interface AttributeLocation {
  attribute: TemplateAttribute;
  /** The division holding it, or null when it is unassigned. */
  divisionId: Place;
  index: number;
}

/** Where an attribute sits in the template, or undefined when it is not there. */
export function findAttribute(template: GradebookTemplate, attributeId: string): AttributeLocation | undefined {
  for (const division of template.gradings) {
    const index = division.attributes.findIndex((a) => a._id === attributeId);
    if (index >= 0) return { attribute: division.attributes[index]!, divisionId: division._id, index };
  }
  const index = template.unassigned.findIndex((a) => a._id === attributeId);
  if (index >= 0) return { attribute: template.unassigned[index]!, divisionId: null, index };
  return undefined;
}

/** An attribute is fully set when it has a name, a max score and a type (ARCHITECTURE.md §6). */
export function isFullySet(attribute: TemplateAttribute): boolean {
  return attribute.name.trim() !== '' && attribute.maxScore !== null && attribute.type !== null;
}

function mapDivision(template: GradebookTemplate, divisionId: string, edit: (d: Division) => Division): GradebookTemplate {
  let changed = false;
  const gradings = template.gradings.map((d) => {
    if (d._id !== divisionId) return d;
    const next = edit(d);
    if (next !== d) changed = true;
    return next;
  });
  return changed ? { ...template, gradings } : template;
}

export function addDivision(template: GradebookTemplate, division: Pick<Division, '_id' | 'name'>): GradebookTemplate {
  return { ...template, gradings: [...template.gradings, { _id: division._id, name: division.name, weight: null, attributes: [] }] };
}

export function renameDivision(template: GradebookTemplate, divisionId: string, name: string): GradebookTemplate {
  return mapDivision(template, divisionId, (d) => (d.name === name ? d : { ...d, name }));
}

export function setDivisionWeight(template: GradebookTemplate, divisionId: string, weight: number | null): GradebookTemplate {
  return mapDivision(template, divisionId, (d) => (d.weight === weight ? d : { ...d, weight }));
}

/** Deleting a division keeps its attributes: they move to the unassigned pool. */
export function deleteDivision(template: GradebookTemplate, divisionId: string): GradebookTemplate {
  const division = template.gradings.find((d) => d._id === divisionId);
  if (!division) return template;
  return {
    ...template,
    gradings: template.gradings.filter((d) => d._id !== divisionId),
    unassigned: [...template.unassigned, ...division.attributes],
  };
}

function withoutAttribute(template: GradebookTemplate, location: AttributeLocation): GradebookTemplate {
  if (location.divisionId === null) {
    return { ...template, unassigned: template.unassigned.filter((_, i) => i !== location.index) };
  }
  return mapDivision(template, location.divisionId, (d) => ({ ...d, attributes: d.attributes.filter((_, i) => i !== location.index) }));
}

function insertAt<T>(list: readonly T[], item: T, index: number | undefined): T[] {
  const at = index === undefined ? list.length : Math.max(0, Math.min(index, list.length));
  return [...list.slice(0, at), item, ...list.slice(at)];
}

function withAttribute(template: GradebookTemplate, place: Place, attribute: TemplateAttribute, index?: number): GradebookTemplate {
  if (place === null) return { ...template, unassigned: insertAt(template.unassigned, attribute, index) };
  return mapDivision(template, place, (d) => ({ ...d, attributes: insertAt(d.attributes, attribute, index) }));
}

/** Adds an attribute to a division (or to the pool); an unknown division changes nothing. */
export function addAttribute(template: GradebookTemplate, place: Place, attribute: TemplateAttribute): GradebookTemplate {
  return withAttribute(template, place, attribute);
}

export type AttributePatch = Partial<Omit<TemplateAttribute, '_id'>>;

export function changeAttribute(template: GradebookTemplate, attributeId: string, patch: AttributePatch): GradebookTemplate {
  const location = findAttribute(template, attributeId);
  if (!location) return template;
  const current = location.attribute;
  const keys = Object.keys(patch) as (keyof AttributePatch)[];
  if (keys.every((k) => Object.is(current[k], patch[k]) || (k === '_attribute' && current[k]?._id === patch[k]?._id))) {
    return template;
  }
  const next = { ...current, ...patch };
  const replace = (list: TemplateAttribute[]) => list.map((a, i) => (i === location.index ? next : a));
  if (location.divisionId === null) return { ...template, unassigned: replace(template.unassigned) };
  return mapDivision(template, location.divisionId, (d) => ({ ...d, attributes: replace(d.attributes) }));
}

/**
 * Deleting an attribute of a division: a fully set one (name, maxScore and type) is kept in the
 * unassigned pool so the work on it is not lost; a half-made one is dropped. Deleting from the
 * pool itself drops it.
 */
export function deleteAttribute(template: GradebookTemplate, attributeId: string): GradebookTemplate {
  const location = findAttribute(template, attributeId);
  if (!location) return template;
  const removed = withoutAttribute(template, location);
  if (location.divisionId === null || !isFullySet(location.attribute)) return removed;
  return withAttribute(removed, null, location.attribute);
}

/** Takes an attribute out of its division into the unassigned pool; an unassigned one stays. */
export function unassignAttribute(template: GradebookTemplate, attributeId: string): GradebookTemplate {
  const location = findAttribute(template, attributeId);
  if (!location || location.divisionId === null) return template;
  return withAttribute(withoutAttribute(template, location), null, location.attribute);
}

/**
 * Moves an attribute to another place (a division or the pool), at `index` or at the end. Within
 * the same place it reorders. An unknown attribute or target changes nothing.
 */
export function switchAttribute(template: GradebookTemplate, attributeId: string, target: Place, index?: number): GradebookTemplate {
  const location = findAttribute(template, attributeId);
  if (!location) return template;
  if (target !== null && !template.gradings.some((d) => d._id === target)) return template;
  if (location.divisionId === target && (index === undefined ? isLast(template, location) : index === location.index)) return template;
  return withAttribute(withoutAttribute(template, location), target, location.attribute, index);
}

function isLast(template: GradebookTemplate, location: AttributeLocation): boolean {
  const list =
    location.divisionId === null ? template.unassigned : template.gradings.find((d) => d._id === location.divisionId)?.attributes;
  return location.index === (list?.length ?? 0) - 1;
}

/** What a teacher edits: divisions and attributes (not the id, version or timestamp). */
export function sameContent(a: GradebookTemplate, b: GradebookTemplate): boolean {
  return deepEqual([a.gradings, a.unassigned], [b.gradings, b.unassigned]);
}

/** Structural equality of JSON values; key order does not matter (a server copy may order keys differently). */
function deepEqual(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const ka = Object.keys(a);
  const kb = Object.keys(b);
  if (ka.length !== kb.length) return false;
  return ka.every((k) => deepEqual((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k]));
}

/** The sum of the set division weights, or null when no division has a weight. */
export function weightTotal(template: GradebookTemplate): number | null {
  const weights = template.gradings.map((d) => d.weight).filter((w): w is number => w !== null);
  return weights.length === 0 ? null : weights.reduce((s, w) => s + w, 0);
}
