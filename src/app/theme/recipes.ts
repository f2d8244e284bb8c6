import { buttonRecipe, headingRecipe, inputRecipe, skeletonRecipe, spinnerRecipe } from '@chakra-ui/react/theme';

/**
 * Recipes of the screens outside the role groups (sign-in, no access, crash, not found). They are
 * in the first JavaScript every visitor loads, so this list stays short; the screens of the role
 * groups get theirs from `shell-recipes.ts` (loaded with the app shell).
 */
export const coreRecipes = {
  button: buttonRecipe,
  heading: headingRecipe,
  input: inputRecipe,
  skeleton: skeletonRecipe,
  spinner: spinnerRecipe,
};

export const coreSlotRecipes = {};
