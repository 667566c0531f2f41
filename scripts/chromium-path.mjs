import { execFileSync } from 'node:child_process'
import { existsSync } from 'node:fs'

/** Debian's Chromium (or CHROME_PATH): the one browser the end-to-end tests drive. */
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
  return undefined
}
