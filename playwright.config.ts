import { defineConfig, devices } from '@playwright/test'

import { chromiumPath } from './scripts/chromium-path.mjs'

// Several people (and CI) may build and serve at once: E2E_PORT and E2E_DIST give each run its
// own server and build folder, so no run tests someone else's build.
const port = Number(process.env.E2E_PORT ?? 4173)
const dist = process.env.E2E_DIST ?? 'dist'

export default defineConfig({
  testDir: './e2e',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  // CI's one retry is there to record a trace (below): a test that fails and then passes is
  // listed as flaky in the run's report, to be fixed like a failure. E2E_STRICT=1 makes a flaky
  // test fail the run, as the repeated runs under load do (docs/writing-a-screen.md §6).
  failOnFlakyTests: process.env.E2E_STRICT === '1',
  reporter: process.env.CI ? [['list']] : [['list']],
  timeout: 30_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: `http://localhost:${port}`,
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
    // Recording a trace for every test costs about a third of the suite's time; a test that
    // fails in CI is retried once with a trace (pass --trace=on to record one locally).
    trace: 'on-first-retry',
    // A service worker would answer from its cache and bypass page.route(); the offline spec
    // allows it explicitly.
    serviceWorkers: 'block',
    launchOptions: {
      executablePath: chromiumPath(),
      // Chromium orders a date field's parts (dd/mm/aaaa or mm/dd/aaaa) by its own interface
      // language, which on Linux it reads from the environment (--lang is ignored there), not by
      // the page's locale. In Portuguese, tests type dates day first, as a Brazilian does; the
      // Portuguese pack is Debian's chromium-l10n (.ci/run installs it).
      env: { ...process.env, LANGUAGE: 'pt_BR' },
      // Root in a sandboxed container, and a closed network: Chromium's background services
      // would otherwise spend the run failing to reach Google.
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: {
    command: `npx vite preview --port ${port} --strictPort --outDir ${dist}`,
    url: `http://localhost:${port}`,
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
  },
})
