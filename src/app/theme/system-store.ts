import type { SystemContext } from '@chakra-ui/react';
import { create } from 'zustand';
import { coreRecipes, coreSlotRecipes } from './recipes';
import { coreSystem, createAppSystem } from './system';

/**
 * The Chakra system in use. It starts small (sign-in stays in its JavaScript budget); the app shell
 * module adds the recipes of the signed-in screens when it loads, once.
 */
export const useSystemStore = create<{ system: SystemContext; extended: boolean }>()(() => ({ system: coreSystem, extended: false }));

export function extendSystem(
  recipes: Record<string, unknown>,
  slotRecipes: Record<string, unknown>,
  animationStyles: Record<string, unknown>,
  keyframes: Record<string, unknown>,
) {
  if (useSystemStore.getState().extended) return;
  useSystemStore.setState({
    system: createAppSystem({ ...coreRecipes, ...recipes }, { ...coreSlotRecipes, ...slotRecipes }, animationStyles, keyframes),
    extended: true,
  });
}
