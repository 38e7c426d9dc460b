/**
 * The Chakra system: the base config (conditions, utilities) plus only the recipes this
 * package's components use, never `defaultConfig` (DESIGN.md section 8: 317 kB -> 39 kB).
 * Add a recipe here when a component of ui starts using it; the recipes of lazily loaded
 * components (lazy/overlays.ts, the toaster) are added when they load (theme/lazy-recipes.ts).
 */
import { createSystem, defaultBaseConfig, defineConfig, mergeConfigs } from '@chakra-ui/react';
import {
  alertSlotRecipe,
  containerRecipe,
  fieldSlotRecipe,
  animationStyles,
  breakpoints,
  buttonRecipe,
  cardSlotRecipe,
  headingRecipe,
  inputRecipe,
  keyframes,
  layerStyles,
  linkRecipe,
  semanticTokens,
  separatorRecipe,
  spinnerRecipe,
  textStyles,
  tokens,
} from '@chakra-ui/react/theme';
import { brandSemanticTokens, brandTokens } from './brand';

const base = defineConfig({
  // The CSS reset (box-sizing: border-box ...): defaultBaseConfig leaves it out.
  preflight: true,
  theme: {
    // SPEC section 9: sm 600, md 960, lg 1280, xl 1920, xxl 2560
    breakpoints: {
      ...breakpoints,
      sm: '600px',
      md: '960px',
      lg: '1280px',
      xl: '1920px',
      '2xl': '2560px',
    },
    tokens,
    semanticTokens,
    keyframes,
    textStyles,
    layerStyles,
    animationStyles,
    recipes: {
      button: buttonRecipe,
      container: containerRecipe,
      heading: headingRecipe,
      input: inputRecipe,
      link: linkRecipe,
      separator: separatorRecipe,
      spinner: spinnerRecipe,
    },
    slotRecipes: {
      alert: alertSlotRecipe,
      card: cardSlotRecipe,
      field: fieldSlotRecipe,
    },
  },
  globalCss: {
    html: { colorPalette: 'brand' },
    body: { bg: 'bg', color: 'fg', fontFamily: 'body' },
    // Public Sans has no Arabic glyphs: a system Arabic face takes over in Arabic.
    'html[lang=ar] body': {
      fontFamily: "'Public Sans', 'Noto Sans Arabic', 'Segoe UI', Tahoma, sans-serif",
    },
    '[data-print-hidden]': { '@media print': { display: 'none !important' } },
  },
});

const brand = defineConfig({
  theme: { tokens: brandTokens, semanticTokens: brandSemanticTokens },
});

export const system = createSystem(defaultBaseConfig, mergeConfigs(base, brand));
