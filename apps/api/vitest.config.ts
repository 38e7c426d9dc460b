import { defineConfig, mergeConfig } from 'vitest/config';
import { vitestConfig } from '@sp/build-config/vitest';

export default mergeConfig(
  vitestConfig(),
  defineConfig({
    test: {
      // A migrated, seeded database is built once and copied per test file (src/test/global-setup.ts).
      globalSetup: ['src/test/global-setup.ts'],
      // Tests only: scrypt at N=2^12 instead of 2^17, so hashing does not dominate the run.
      env: { SCRYPT_LOG_N: '12', DEV_OUTBOX: '1' },
      testTimeout: 20_000,
      hookTimeout: 60_000, // a copied database per file: slow when turbo runs every package at once
    },
  }),
);
