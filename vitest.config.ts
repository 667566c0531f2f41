import { defineConfig, mergeConfig } from 'vitest/config'

import viteConfig from './vite.config.ts'

export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      globals: true,
      environment: 'jsdom',
      setupFiles: ['./src/test/setup.ts'],
      include: ['src/**/*.test.{ts,tsx}'],
      // jsdom renders are slow on two cores; the default 5 s flakes under load.
      testTimeout: 20_000,
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
