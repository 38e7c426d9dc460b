// Shared vitest settings: unit tests live beside the code; Playwright specs are e2e/'s.
import { defineConfig } from 'vitest/config';
import { faceVersions, sharedSingletons } from './rspack/shared.mjs';

export function vitestConfig({ environment = 'node', setupFiles = [] } = {}) {
  return defineConfig({
    define: { __FACE_VERSIONS__: JSON.stringify(faceVersions()), __APP_NAME__: '"test"', __SHARED__: JSON.stringify(sharedSingletons()) },
    test: {
      environment,
      setupFiles,
      include: ['src/**/*.test.{ts,tsx}'],
      exclude: ['**/node_modules/**', '**/dist/**', 'e2e/**'],
    },
  });
}
