// @vitest-environment node
import { ESLint } from 'eslint'

/**
 * Proves that each architecture rule of eslint.config.js fails when it is broken: small snippets
 * linted as if they were files of each layer (real paths, so imports resolve and the type-aware
 * rules find their project). A rule that silently stopped firing would make its test fail.
 */
const eslint = new ESLint()

// The first lint builds the TypeScript program of the project: tens of seconds on a busy machine.
vi.setConfig({ testTimeout: 180_000 })

async function ruleIds(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath })
  const messages = result?.messages ?? []
  const fatal = messages.find((m) => m.fatal)
  if (fatal) throw new Error(`${filePath}: ${fatal.message}`)
  return messages.map((m) => m.ruleId ?? '')
}

const LIB = 'src/lib/bmi/bmi.ts'
const ZONES = 'import-x/no-restricted-paths'

describe('lint: no import cycles', () => {
  it('fails on a cycle through a dynamic import()', async () => {
    // result-card.tsx imports src/utils/cn.ts; cn importing the card back closes a loop.
    const ids = await ruleIds(
      'src/utils/cn.ts',
      "export const load = () => import('@/components/form/result-card.tsx')\n",
    )
    expect(ids).toContain('import-x/no-cycle')
  })

  it('passes the same import where no cycle exists', async () => {
    const ids = await ruleIds(
      'src/utils/csv.ts',
      "export const load = () => import('@/utils/format.ts')\n",
    )
    expect(ids).not.toContain('import-x/no-cycle')
  })
})

describe('lint: src/lib is pure', () => {
  it.each([
    ["import { formatMoney } from '../../utils/format.ts'\nexport const f = formatMoney\n"],
    ["import { formatMoney } from '@/utils/format.ts'\nexport const f = formatMoney\n"],
    ["import { catalogue } from '../../catalogue/catalogue.ts'\nexport const c = catalogue\n"],
  ])('imports nothing outside itself: %s', async (code) => {
    expect(await ruleIds(LIB, code)).toContain(ZONES)
  })

  it('may import itself, relatively or through the alias', async () => {
    const code =
      "import { D } from './core/money.ts'\nimport { legalTable } from '@/lib/law/tables/by-year.ts'\nexport const x = [D, legalTable]\n"
    expect(await ruleIds(LIB, code)).toEqual([])
  })

  it('does not depend on React', async () => {
    const ids = await ruleIds(LIB, "import { useState } from 'react'\nexport const s = useState\n")
    expect(ids).toContain('no-restricted-imports')
  })

  it.each([
    'export const t = document.title\n',
    'export const w = window.innerWidth\n',
    'export const h = self.location.href\n',
    'export const h = location.href\n',
    'export const d = globalThis.document\n',
    "export const s = localStorage.getItem('x')\n",
    'export const l = navigator.language\n',
  ])('uses no DOM global: %s', async (code) => {
    const ids = await ruleIds(LIB, code)
    expect(
      ids.some((id) => id === 'no-restricted-globals' || id === 'no-restricted-properties'),
    ).toBe(true)
  })

  it.each([
    ['export const today = new Date()\n', 'no-restricted-syntax'],
    ['export const now = Date.now()\n', 'no-restricted-properties'],
  ])('reads no clock (today is an input): %s', async (code, rule) => {
    expect(await ruleIds(LIB, code)).toContain(rule)
  })

  it.each([
    ['export const d = new globalThis.Date()\n', 'no-restricted-properties'],
    ["export const f = new globalThis.Intl.NumberFormat('pt-BR')\n", 'no-restricted-properties'],
    ['export const r = Math.random()\n', 'no-restricted-properties'],
    ['export const t = performance.now()\n', 'no-restricted-globals'],
    ['export const t = globalThis.performance.now()\n', 'no-restricted-properties'],
  ])('reaches no clock, formatter or chance through another door: %s', async (code, rule) => {
    expect(await ruleIds(LIB, code)).toContain(rule)
  })

  it.each(['src/utils/format.ts', 'src/components/balance-chart.tsx', 'src/app/browser-app.tsx'])(
    'lets no page make an Intl object (its ICU data is a long task): %s',
    async (file) => {
      const code = "export const f = new Intl.NumberFormat('pt-BR')\n"
      expect(await ruleIds(file, code)).toContain('no-restricted-globals')
    },
  )

  it('may build a given date', async () => {
    expect(await ruleIds(LIB, 'export const d = new Date(2026, 0, 1)\n')).toEqual([])
  })
})

describe('lint: layers', () => {
  it.each([
    ['src/components/form/note.tsx', "import { catalogue } from '@/catalogue/catalogue.ts'"],
    [
      'src/components/form/note.tsx',
      "import { useHistory } from '@/features/history/use-history.ts'",
    ],
    ['src/hooks/use-share.ts', "import Bmi from '@/calculators/bmi/bmi.tsx'"],
    ['src/utils/cn.ts', "import { App } from '@/app/app.tsx'"],
    ['src/utils/cn.ts', "import { App } from '../app/app.tsx'"],
  ])(
    'shared building blocks import no catalogue, calculator, feature or app: %s ← %s',
    async (file, line) => {
      const ids = await ruleIds(file, `${line}\nexport const x = 1\n`)
      expect(ids).toContain(ZONES)
    },
  )

  it.each([
    ['src/catalogue/keywords.ts', "import Bmi from '@/calculators/bmi/bmi.tsx'"],
    ['src/catalogue/keywords.ts', "import { App } from '@/app/app.tsx'"],
    ['src/catalogue/keywords.ts', "import { useTheme } from '@/hooks/use-theme.ts'"],
    ['src/calculators/bmi/bmi.tsx', "import { App } from '@/app/app.tsx'"],
    ['src/features/history/use-history.ts', "import { App } from '@/app/app.tsx'"],
    ['src/features/history/use-history.ts', "import Bmi from '@/calculators/bmi/bmi.tsx'"],
    ['src/providers/theme-store.ts', "import { catalogue } from '@/catalogue/catalogue.ts'"],
    ['src/providers/theme-store.ts', "import { App } from '@/app/app.tsx'"],
    ['src/config/site.ts', "import { cn } from '@/utils/cn.ts'"],
    ['src/config/site.ts', "import { catalogue } from '@/catalogue/catalogue.ts'"],
  ])('each layer keeps to its imports: %s ← %s', async (file, line) => {
    const ids = await ruleIds(file, `${line}\nexport const x = 1\n`)
    expect(ids).toContain(ZONES)
  })

  it('lets the catalogue use the library and the config', async () => {
    const code =
      "import { SITE_ORIGIN } from '@/config/site.ts'\nimport { D } from '@/lib/core/money.ts'\nexport const x = [SITE_ORIGIN, D]\n"
    expect(await ruleIds('src/catalogue/keywords.ts', code)).not.toContain(ZONES)
  })

  it('lets a component use another component, a hook and the library', async () => {
    const code =
      "import { cn } from '@/utils/cn.ts'\nimport { useShare } from '@/hooks/use-share.ts'\nimport { Note } from './note.tsx'\nexport const x = [cn, useShare, Note]\n"
    expect(await ruleIds('src/components/form/form-actions.tsx', code)).not.toContain(ZONES)
  })

  it('keeps one calculator out of another', async () => {
    const relative = await ruleIds(
      'src/calculators/tax/tax-text.ts',
      "import { salaryFields } from '../salary/salary.tsx'\nexport const x = salaryFields\n",
    )
    const alias = await ruleIds(
      'src/calculators/tax/tax-text.ts',
      "import Salary from '@/calculators/salary/salary.tsx'\nexport const x = Salary\n",
    )
    expect(relative).toContain(ZONES)
    expect(alias).toContain(ZONES)
  })

  it('lets a calculator import its own files', async () => {
    const ids = await ruleIds(
      'src/calculators/tax/tax-text.ts',
      "import { loadTaxDetails } from './load-tax-details.ts'\nexport const x = loadTaxDetails\n",
    )
    expect(ids).not.toContain(ZONES)
  })
})

describe('lint: type-aware rules', () => {
  it('fails on a floating promise', async () => {
    const code = 'async function save() {}\nexport function onClick() {\n  save()\n}\n'
    expect(await ruleIds('src/utils/cn.ts', code)).toContain(
      '@typescript-eslint/no-floating-promises',
    )
  })

  it('fails on a switch that forgets a member of a union', async () => {
    const code = [
      "type Mode = 'a' | 'b'",
      'export function label(mode: Mode): string {',
      '  switch (mode) {',
      "    case 'a':",
      "      return 'A'",
      '  }',
      "  return ''",
      '}',
      '',
    ].join('\n')
    expect(await ruleIds('src/utils/cn.ts', code)).toContain(
      '@typescript-eslint/switch-exhaustiveness-check',
    )
  })

  it('fails on a switch whose default hides a member of a union', async () => {
    const code = [
      "type Mode = 'a' | 'b' | 'c'",
      'export function label(mode: Mode): string {',
      '  switch (mode) {',
      "    case 'a':",
      "      return 'A'",
      '    default:',
      "      return 'B'",
      '  }',
      '}',
      '',
    ].join('\n')
    expect(await ruleIds('src/utils/cn.ts', code)).toContain(
      '@typescript-eslint/switch-exhaustiveness-check',
    )
  })

  it('fails on an un-awaited browser assertion in an end-to-end test', async () => {
    const code = [
      "import { expect, test } from '@playwright/test'",
      "test('x', async ({ page }) => {",
      "  expect(page.getByRole('heading')).toBeVisible()",
      '})',
      '',
    ].join('\n')
    expect(await ruleIds('e2e/smoke.spec.ts', code)).toContain(
      '@typescript-eslint/no-floating-promises',
    )
  })
})

describe('lint: files', () => {
  it('names files in kebab-case', async () => {
    expect(await ruleIds('scripts/sizeReport.mjs', 'export const x = 1\n')).toContain(
      'local/kebab-case-filename',
    )
    expect(await ruleIds('scripts/size-report.mjs', 'export const x = 1\n')).toEqual([])
  })

  it.each(['src/utils/cn.ts', LIB])('has no barrels (export *): %s', async (file) => {
    expect(await ruleIds(file, "export * from './format.ts'\n")).toContain('no-restricted-syntax')
  })
})

describe('lint: end-to-end specs', () => {
  const SPEC = 'e2e/smoke.spec.ts'

  it.each([
    "import { test } from '@playwright/test'\ntest('x', () => {})\n",
    "import { expect } from '@playwright/test'\nexport const e = expect\n",
  ])('take test and expect from e2e/support/test.ts, not Playwright: %s', async (code) => {
    expect(await ruleIds(SPEC, code)).toContain('no-restricted-imports')
  })

  it('may import Playwright types, and test from the suite', async () => {
    const code = [
      "import type { Page } from '@playwright/test'",
      "import { test } from './support/test.ts'",
      "test('x', async ({ page }) => { await page.goto('/') })",
      'export type P = Page',
      '',
    ].join('\n')
    expect(await ruleIds(SPEC, code)).toEqual([])
  })

  it('types key by key: fill() fails', async () => {
    const code = [
      "import { test } from './support/test.ts'",
      "test('x', async ({ page }) => {",
      "  await page.getByLabel('Peso (kg)').fill('72')",
      '})',
      '',
    ].join('\n')
    expect(await ruleIds(SPEC, code)).toContain('no-restricted-syntax')
  })
})

describe('lint: screens draw, src/lib computes', () => {
  it.each([
    [
      "import Decimal from 'decimal.js-light'\nexport const d = new Decimal(1)\n",
      'no-restricted-imports',
    ],
    ['export const r = (x: number) => Math.round(x * 100) / 100\n', 'no-restricted-properties'],
    ['export const p = (x: number) => Math.pow(1 + x, 12)\n', 'no-restricted-properties'],
    ['export const p = (x: number) => (1 + x) ** 12\n', 'no-restricted-syntax'],
    [
      'export function p(x: number) {\n  let y = x\n  y **= 2\n  return y\n}\n',
      'no-restricted-syntax',
    ],
  ])('a screen or component does no money arithmetic: %s', async (code, rule) => {
    expect(await ruleIds('src/calculators/tax/tax-text.ts', code)).toContain(rule)
    expect(await ruleIds('src/components/form/compare-figures.ts', code)).toContain(rule)
  })

  it('may format with src/utils and compute with src/lib', async () => {
    const code =
      "import { wholeCents } from '@/utils/float-figures.ts'\nexport const x = [wholeCents, Math.max(1, 2)]\n"
    expect(await ruleIds('src/calculators/tax/tax-text.ts', code)).toEqual([])
  })
})

describe('lint: the catalogue imports no component', () => {
  it('fails on a value import of a component', async () => {
    const code = "import { Note } from '@/components/form/note.tsx'\nexport const x = Note\n"
    expect(await ruleIds('src/catalogue/keywords.ts', code)).toContain(
      '@typescript-eslint/no-restricted-imports',
    )
  })

  it('lets it import a component’s type', async () => {
    const code =
      "import type { Note } from '@/components/form/note.tsx'\nexport type X = typeof Note\n"
    expect(await ruleIds('src/catalogue/keywords.ts', code)).not.toContain(
      '@typescript-eslint/no-restricted-imports',
    )
  })
})
