import { createRecipeContext, type InputProps } from '@chakra-ui/react';

const { withContext } = createRecipeContext({ key: 'input' });

/**
 * A plain `<input>` with Chakra's input recipe. Chakra's `Input` wraps Ark UI's field machinery,
 * which the sign-in page does not need (it labels its fields with `FormField`) and which would add
 * ≈ 5 KB gzip to its first JavaScript.
 */
export const TextInput = withContext<HTMLInputElement, InputProps>('input');
