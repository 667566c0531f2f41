import { defineConfig, mergeConfig } from 'vitest/config'

import viteConfig from './vite.config.ts'

export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      globals: true,
      setupFiles: ['./src/test/setup.ts'],
      // jsdom renders are slow on two cores; the default 5 s flakes under load.
      testTimeout: 20_000,
      // One environment per worker, not one per file: starting jsdom and importing React again
      // for each of fifty files took three quarters of the run. Tests clean up after themselves
      // (src/test/setup.ts).
      isolate: false,
      projects: [
        // The formula library is pure: no DOM, so no jsdom to start for its 40 files.
        {
          extends: true,
          test: { name: 'lib', environment: 'node', include: ['src/lib/**/*.test.ts'] },
        },
        {
          extends: true,
          test: {
            name: 'ui',
            environment: 'jsdom',
            include: ['src/**/*.test.{ts,tsx}'],
            exclude: ['src/lib/**'],
          },
        },
      ],
      coverage: {
        provider: 'v8',
        include: ['src/lib/**/*.ts'],
        exclude: ['src/lib/**/*.test.ts'],
        reporter: ['text-summary'],
        thresholds: { lines: 95, branches: 95 },
      },
    },
  }),
)
