import { execFileSync } from 'node:child_process'
import { existsSync } from 'node:fs'

import { chromium } from '@playwright/test'

/**
 * The one browser the end-to-end tests drive: CHROME_PATH, else the system's Chromium (Debian's,
 * as CI installs it), else Playwright's own build when `playwright install chromium` put it there
 * (scripts/ensure-chromium.mjs decides which to install).
 */
export function chromiumPath() {
  const fromEnv = process.env.CHROME_PATH
  if (fromEnv && existsSync(fromEnv)) return fromEnv
  for (const name of ['chromium', 'chromium-browser', 'google-chrome']) {
    try {
      const found = execFileSync('which', [name], { encoding: 'utf8' }).trim()
      if (found) return found
    } catch {
      // not on the PATH; try the next name
    }
  }
  const bundled = chromium.executablePath()
  return existsSync(bundled) ? bundled : undefined
}
