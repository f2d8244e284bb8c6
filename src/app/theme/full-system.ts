import { animationStyles, keyframes } from '@chakra-ui/react/theme';
import { shellRecipes, shellSlotRecipes } from './shell-recipes';
import { extendSystem, useSystemStore } from './system-store';

/**
 * Imported by the app shell: evaluating this module adds the signed-in screens' recipes before any
 * of them renders. Also the system component tests render with.
 */
extendSystem(shellRecipes, shellSlotRecipes, animationStyles, keyframes);

export const fullSystem = useSystemStore.getState().system;
