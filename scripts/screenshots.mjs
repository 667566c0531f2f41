// Screenshots of pages at phone and desktop width, light and dark, for a human to look at.
// Usage: npm run build && node scripts/screenshots.mjs [/path ...]   (default: / and /calculadora-imc)
// Serves DIST (default dist/) with `vite preview` on PORT (default 4179), or uses BASE_URL, and
// writes OUT/*.png (default screenshots/). TILES=1 also cuts each full page into screen-sized tiles;
// STEPS=1 opens the result's "Como calculamos" first (for a link with inputs).
import { spawn } from 'node:child_process'
import { mkdirSync } from 'node:fs'

import { chromium } from '@playwright/test'

import { chromiumPath } from './chromium-path.mjs'

const paths = process.argv.slice(2).length ? process.argv.slice(2) : ['/', '/calculadora-imc']
const viewports = [
  { name: '360', width: 360, height: 740 },
  { name: '1280', width: 1280, height: 800 },
]
const schemes = ['light', 'dark']
const fullPage = process.env.FULL_PAGE !== '0'
const tiles = process.env.TILES === '1'
const openSteps = process.env.STEPS === '1'

const port = Number(process.env.PORT ?? 4179)
const dist = process.env.DIST ?? 'dist'
const out = process.env.OUT ?? 'screenshots'
let server
let baseUrl = process.env.BASE_URL
if (!baseUrl) {
  baseUrl = `http://localhost:${port}`
  server = spawn(
    'npx',
    ['vite', 'preview', '--port', String(port), '--strictPort', '--outDir', dist],
    {
      stdio: 'ignore',
      detached: true,
    },
  )
  await waitFor(baseUrl)
}

mkdirSync(out, { recursive: true })
// The context's locale formats the page; a date field's order (dd/mm/aaaa) follows Chromium's own
// interface language, which on Linux it reads from the environment, as playwright.config.ts says.
const browser = await chromium.launch({
  executablePath: chromiumPath(),
  args: ['--no-sandbox'],
  env: { ...process.env, LANGUAGE: 'pt_BR' },
})
try {
  for (const path of paths) {
    for (const vp of viewports) {
      for (const colorScheme of schemes) {
        const context = await browser.newContext({
          viewport: { width: vp.width, height: vp.height },
          colorScheme,
          locale: 'pt-BR',
          timezoneId: 'America/Sao_Paulo',
          reducedMotion: 'reduce',
        })
        const page = await context.newPage()
        await page.goto(baseUrl + path, { waitUntil: 'networkidle' })
        await page.waitForTimeout(300)
        if (openSteps) {
          // The result's steps load after it: wait for their summary, then open it as a person does.
          await page
            .getByText('Como calculamos', { exact: true })
            .first()
            .click({ timeout: 15_000 })
          await page.waitForTimeout(300)
        }
        const slug = path.replace(/[^a-z0-9]+/gi, '_').replace(/^_+|_+$/g, '') || 'home'
        const file = `${out}/${slug}-${vp.name}-${colorScheme}.png`
        await page.screenshot({ path: file, fullPage })
        console.log(file)
        if (tiles) {
          // Full pages on a phone are too tall to read at a glance: also cut them into screens.
          const height = await page.evaluate(() => document.documentElement.scrollHeight)
          for (let y = 0, n = 1; y < height; y += vp.height, n++) {
            const clip = { x: 0, y, width: vp.width, height: Math.min(vp.height, height - y) }
            const tile = file.replace(/\.png$/, `-${n}.png`)
            await page.screenshot({ path: tile, fullPage: true, clip })
          }
        }
        await context.close()
      }
    }
  }
} finally {
  await browser.close()
  if (server?.pid) process.kill(-server.pid)
}

async function waitFor(url) {
  for (let i = 0; i < 100; i++) {
    try {
      await fetch(url)
      return
    } catch {
      await new Promise((r) => setTimeout(r, 200))
    }
  }
  throw new Error(`vite preview did not answer at ${url}`)
}
