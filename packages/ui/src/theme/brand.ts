/** SPEC section 9: dark navy primary with a red darken variant; font Public Sans. */
export const brandTokens = {
  fonts: {
    heading: { value: "'Public Sans', system-ui, sans-serif" },
    body: { value: "'Public Sans', system-ui, sans-serif" },
  },
  colors: {
    brand: {
      50: { value: '#e8ebf3' },
      100: { value: '#c5cce0' },
      200: { value: '#9eaacb' },
      300: { value: '#7788b5' },
      400: { value: '#566ea4' },
      500: { value: '#3a5494' },
      600: { value: '#2e4680' },
      700: { value: '#223566' },
      800: { value: '#17264d' },
      900: { value: '#0d1833' },
      950: { value: '#070e20' },
    },
    darken: { value: '#b3261e' },
  },
};

export const brandSemanticTokens = {
  colors: {
    brand: {
      solid: { value: { _light: '{colors.brand.800}', _dark: '{colors.brand.300}' } },
      contrast: { value: { _light: 'white', _dark: '{colors.brand.950}' } },
      fg: { value: { _light: '{colors.brand.800}', _dark: '{colors.brand.200}' } },
      muted: { value: { _light: '{colors.brand.100}', _dark: '{colors.brand.900}' } },
      subtle: { value: { _light: '{colors.brand.50}', _dark: '{colors.brand.950}' } },
      emphasized: { value: { _light: '{colors.brand.200}', _dark: '{colors.brand.800}' } },
      focusRing: { value: { _light: '{colors.brand.500}', _dark: '{colors.brand.400}' } },
      border: { value: { _light: '{colors.brand.300}', _dark: '{colors.brand.700}' } },
      darken: { value: '{colors.darken}' },
    },
  },
};
