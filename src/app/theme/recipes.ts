import { buttonRecipe, headingRecipe, inputRecipe, skeletonRecipe, spinnerRecipe } from '@chakra-ui/react/theme';

/**
 * Recipes of the screens outside the role groups (sign-in, no access, crash, not found); the
 * screens of the role groups add theirs in `shell-recipes.ts`. Both go into the one system (`system.ts`).
 */
export const coreRecipes = {
  button: buttonRecipe,
  heading: headingRecipe,
  input: inputRecipe,
  skeleton: skeletonRecipe,
  spinner: spinnerRecipe,
};

export const coreSlotRecipes = {};
