/**
 * The five colour levels of course units (ARCHITECTURE.md §6), defined once. Each level has a Chakra colour
 * palette (whose semantic tokens adapt to light and dark) and a name (a message id, `t(name)`), so the
 * level is never told by colour alone.
 */
export const unitLevels = {
  1: { name: 'teacher.level.1', colorPalette: 'green' },
  2: { name: 'teacher.level.2', colorPalette: 'teal' },
  3: { name: 'teacher.level.3', colorPalette: 'blue' },
  4: { name: 'teacher.level.4', colorPalette: 'purple' },
  5: { name: 'teacher.level.5', colorPalette: 'orange' },
} as const;

export type UnitLevel = keyof typeof unitLevels;

/** The level's look; an out-of-range level (never sent by the server) falls back to level 1. */
export function unitLevel(level: number) {
  const key = (level in unitLevels ? level : 1) as UnitLevel;
  return { level: key, ...unitLevels[key] };
}
