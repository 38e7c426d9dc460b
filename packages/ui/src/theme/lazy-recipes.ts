import type { RecipeDefinition, SlotRecipeConfig } from '@chakra-ui/react';
import { system } from './system';

/**
 * Adds slot recipes to the one system when the components that use them load: the sign-in
 * page does not download the recipes of menus, dialogs, toasts... (DESIGN.md section 8).
 * Chakra looks a recipe up by key when a component first renders, so a lazy module calls
 * this as it loads, before any of its components render.
 */
export function addSlotRecipes(recipes: Record<string, SlotRecipeConfig>) {
  const theme = (system._config.theme ??= {});
  theme.slotRecipes = Object.assign(theme.slotRecipes ?? {}, recipes);
}

/** The same for plain (single-part) recipes. */
export function addRecipes(recipes: Record<string, RecipeDefinition>) {
  const theme = (system._config.theme ??= {});
  theme.recipes = Object.assign(theme.recipes ?? {}, recipes);
}
