// Shared vitest settings: unit tests live beside the code; Playwright specs are e2e/'s.
import { defineConfig } from 'vitest/config';
import { faceVersions, sharedSingletons } from './rspack/shared.mjs';

export function vitestConfig({ environment = 'node', setupFiles = [] } = {}) {
  return defineConfig({
    define: {
      __FACE_VERSIONS__: JSON.stringify(faceVersions()),
      __APP_NAME__: '"test"',
      __SHARED__: JSON.stringify(sharedSingletons()),
    },
    test: {
      environment,
      setupFiles,
      // Rendering Chakra in jsdom takes seconds when turbo runs every package's tests at
      // once on two cores (a test of seven renders hit vitest's 5 s default under load).
      testTimeout: environment === 'jsdom' ? 30_000 : 5_000,
      include: ['src/**/*.test.{ts,tsx}'],
      exclude: ['**/node_modules/**', '**/dist/**', 'e2e/**'],
    },
  });
}
