import { readdirSync } from 'node:fs'

import js from '@eslint/js'
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript'
import importX from 'eslint-plugin-import-x'
import jsxA11y from 'eslint-plugin-jsx-a11y'
import reactHooks from 'eslint-plugin-react-hooks'
import reactRefresh from 'eslint-plugin-react-refresh'
import globals from 'globals'
import tseslint from 'typescript-eslint'

/*
 * The architecture, as lint enforces it (docs/writing-a-screen.md explains it for a person):
 *
 *   app ─▶ catalogue data, lazy screen map, calculators, features, components, hooks, utils, lib
 *   calculators/<id> ─▶ its own folder, features, components, hooks, utils, lib (never another id)
 *   catalogue ─▶ lib, config, components' types (data only: no screen, feature, app, provider
 *     or hook)
 *   features ─▶ components, hooks, utils, providers, config, lib (no calculator, no app)
 *   components, hooks, utils, providers ─▶ each other, config, lib (never catalogue,
 *     calculators, features or app: what they need from those is passed in)
 *   config ─▶ nothing
 *   lib ─▶ lib only (pure: no DOM, no clock, no React)
 *
 * `src/test/lint-rules.test.ts` proves that each rule below fails when it is broken.
 */

const calculatorIds = readdirSync(new URL('./src/calculators', import.meta.url), {
  withFileTypes: true,
})
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)

const NOT_IN_LIB = 'src/lib is pure: numbers and dates in, typed results out.'

const KEBAB_FILE = /^[a-z0-9]+(-[a-z0-9]+)*(\.[a-z0-9]+)+$/

/** Our own rules, too small for a dependency: file names in kebab-case (`result-card.tsx`). */
const local = {
  rules: {
    'kebab-case-filename': {
      meta: {
        type: 'suggestion',
        schema: [],
        messages: { kebab: 'File names are kebab-case: {{name}}.' },
      },
      create(context) {
        return {
          Program(node) {
            const name = context.filename.split(/[\\/]/).pop() ?? ''
            if (!KEBAB_FILE.test(name)) context.report({ node, messageId: 'kebab', data: { name } })
          },
        }
      },
    },
  },
}

/** No barrels: a module re-exporting everything of another hides where things live. */
const NO_EXPORT_ALL = {
  selector: 'ExportAllDeclaration',
  message: 'No barrels: import from the module that defines it.',
}

/** Globals a pure module must not reach: the page, the browser and the clock. */
const domGlobals = ['window', 'document', 'self', 'location', 'localStorage', 'navigator'].map(
  (name) => ({ name, message: `${NOT_IN_LIB} The screen passes what it needs.` }),
)

const ABOVE_BLOCKS = ['./src/catalogue', './src/calculators', './src/features', './src/app']

/** Who may import whom outside src/lib (the drawing at the top of this file). */
const layerZones = [
  {
    target: ['./src/components', './src/hooks', './src/utils'],
    from: [...ABOVE_BLOCKS, './src/entry-server.tsx'],
    message:
      'components/, hooks/ and utils/ are shared building blocks: what they need from the catalogue, a calculator, a feature or the app is passed in.',
  },
  {
    target: './src/providers',
    from: [...ABOVE_BLOCKS, './src/entry-server.tsx'],
    message:
      'providers/ hold app-wide state; they know nothing of the catalogue, a calculator, a feature or the app.',
  },
  {
    target: './src/config',
    from: './src',
    except: ['./config'],
    message: 'config/ is the bottom layer: plain values, importing nothing of the app.',
  },
  {
    target: './src/features',
    from: ['./src/calculators', './src/app', './src/entry-server.tsx'],
    message: 'A feature knows no calculator and no app: what it needs is passed in.',
  },
  {
    target: './src/calculators',
    from: ['./src/app', './src/entry-server.tsx'],
    message: 'A calculator is drawn by the app; it never imports the app back.',
  },
  ...calculatorIds.map((id) => ({
    target: `./src/calculators/${id}`,
    from: './src/calculators',
    except: [`./${id}`],
    message: 'One calculator never imports another: move what two share to components/ or src/lib.',
  })),
]

/** The catalogue is data: names, routes, texts. It imports no screen, feature, app or state. */
const catalogueZone = [
  {
    target: './src/catalogue',
    from: [
      './src/calculators',
      './src/features',
      './src/app',
      './src/providers',
      './src/hooks',
      './src/entry-server.tsx',
    ],
    message: 'The catalogue is data only: it imports no screen, feature, app, provider or hook.',
  },
]

export default tseslint.config(
  {
    ignores: [
      'dist',
      'dist-ssr',
      'dist-*',
      'coverage',
      'playwright-report',
      'test-results',
      '.lighthouse-current',
    ],
  },
  {
    extends: [js.configs.recommended, ...tseslint.configs.strict],
    files: ['**/*.{ts,tsx,js,mjs}'],
    languageOptions: {
      ecmaVersion: 2022,
      globals: { ...globals.browser, ...globals.node },
    },
    plugins: { 'import-x': importX, local },
    settings: {
      'import-x/resolver-next': [
        createTypeScriptImportResolver({ project: './tsconfig.app.json' }),
      ],
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
    },
    rules: {
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      'local/kebab-case-filename': 'error',
      'no-restricted-syntax': ['error', NO_EXPORT_ALL],
      'no-eval': 'error',
      'no-implied-eval': 'error',
      'no-new-func': 'error',
      // A cycle through a lazy `import()` still ties the chunks together and makes the order
      // modules evaluate in depend on which page loads first; dynamic imports count.
      'import-x/no-cycle': ['error', { allowUnsafeDynamicCyclicDependency: false }],
    },
  },
  {
    // Type-aware rules, for the application, its tests and the browser tests (an un-awaited
    // `expect(…).toBeVisible()` is a check that never runs). `strictTypeChecked` minus the rules
    // listed below, each with why:
    files: ['src/**/*.{ts,tsx}', 'e2e/**/*.ts'],
    extends: [...tseslint.configs.strictTypeChecked],
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      // A style rule: `onClick={() => setOpen(true)}` returns a void call from an arrow, which is
      // idiomatic React and harmless; the rule would only make handlers longer.
      '@typescript-eslint/no-confusing-void-expression': 'off',
      // Misreads mutable state: after `if (!c.ok) return`, a `Checker` collecting field errors is
      // still narrowed to ok after `c.add(…)`, so real checks are reported as always true; and the
      // DOM types promise what old browsers lack. Type-checking already rejects null misuse.
      '@typescript-eslint/no-unnecessary-condition': 'off',
      // Template literals here build pt-BR text from numbers the code already formats; numbers
      // in templates are intended.
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true }],
      // A `switch` over a union must name every member (a new mode or tab cannot be forgotten),
      // even when it has a `default:`, which would otherwise swallow the new member silently.
      '@typescript-eslint/switch-exhaustiveness-check': [
        'error',
        { considerDefaultExhaustiveForUnions: false },
      ],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    extends: [jsxA11y.flatConfigs.recommended],
    plugins: { 'react-hooks': reactHooks, 'react-refresh': reactRefresh },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'react-refresh/only-export-components': ['error', { allowConstantExport: true }],
    },
  },
  {
    // The formula library is pure: numbers and dates in, typed results out. Today is an input.
    files: ['src/lib/**/*.ts'],
    ignores: ['src/lib/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['react', 'react-*', 'react/*', '@radix-ui/*', 'lucide-react'],
              message: 'src/lib must not depend on React.',
            },
          ],
        },
      ],
      'no-restricted-globals': [
        'error',
        ...domGlobals,
        { name: 'Intl', message: `${NOT_IN_LIB} The UI formats.` },
        { name: 'performance', message: `${NOT_IN_LIB} Results do not depend on time.` },
      ],
      'no-restricted-properties': [
        'error',
        ...['document', 'window', 'location', 'localStorage', 'navigator', 'self'].map(
          (property) => ({
            object: 'globalThis',
            property,
            message: `${NOT_IN_LIB} The screen passes what it needs.`,
          }),
        ),
        { object: 'Date', property: 'now', message: `${NOT_IN_LIB} Today is an input.` },
        { object: 'globalThis', property: 'Date', message: `${NOT_IN_LIB} Today is an input.` },
        { object: 'globalThis', property: 'Intl', message: `${NOT_IN_LIB} The UI formats.` },
        {
          object: 'globalThis',
          property: 'performance',
          message: `${NOT_IN_LIB} Results do not depend on time.`,
        },
        {
          object: 'Math',
          property: 'random',
          message: `${NOT_IN_LIB} The same input always gives the same result.`,
        },
      ],
      'no-restricted-syntax': [
        'error',
        {
          selector: "NewExpression[callee.name='Date'][arguments.length=0]",
          message: `${NOT_IN_LIB} Today is an input.`,
        },
        NO_EXPORT_ALL,
      ],
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './src/lib',
              from: './src',
              except: ['./lib'],
              message: 'src/lib may import only src/lib.',
            },
          ],
        },
      ],
    },
  },
  {
    // The library's tests may also use the shared test helpers.
    files: ['src/lib/**/*.test.ts'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './src/lib',
              from: './src',
              except: ['./lib', './test'],
              message: 'src/lib tests may import only src/lib and src/test.',
            },
          ],
        },
      ],
    },
  },
  {
    // Layers: the shared building blocks know nothing of what is built with them, and one
    // calculator never reaches into another (what two share moves to components/ or src/lib).
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/lib/**', 'src/**/*.test.{ts,tsx}'],
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: [...layerZones, ...catalogueZone] }],
      // A page's first Intl object loads the locale's ICU data: a task of 0,2–0,3 s on a slow
      // phone wherever the first figure is written. src/utils/format.ts writes the same text.
      'no-restricted-globals': [
        'error',
        { name: 'Intl', message: 'Format with src/utils/format.ts: Intl costs a long task.' },
      ],
    },
  },
  {
    // A test may reach across layers to check that they agree (the catalogue's test asks the app
    // for a screen per id); the other fences hold for tests too.
    files: ['src/**/*.test.{ts,tsx}'],
    ignores: ['src/lib/**'],
    rules: { 'import-x/no-restricted-paths': ['error', { zones: layerZones }] },
  },
  {
    // Screens and shared components draw; src/lib computes. Money and rates there are exact
    // decimals rounded half-up to the cent (docs/legal/README.md); a screen doing its own
    // arithmetic in binary floats (Math.round(x * 100) / 100, Math.pow, **) rounds differently
    // from the library and pulls decimal.js into a chunk the budgets keep without it. What a
    // screen needs computed, src/lib exports (an `-options.ts` module when the form needs it
    // before the formulas load); what only formats goes in src/utils.
    files: ['src/calculators/**/*.{ts,tsx}', 'src/components/**/*.{ts,tsx}'],
    ignores: ['src/**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'decimal.js-light',
              message:
                'Screens do not compute: the arithmetic belongs in src/lib (decimal, half-up to the cent).',
            },
          ],
        },
      ],
      'no-restricted-properties': [
        'error',
        ...['round', 'pow'].map((property) => ({
          object: 'Math',
          property,
          message: `Math.${property} in a screen is arithmetic in binary floats: compute it in src/lib, or format it with src/utils.`,
        })),
      ],
      'no-restricted-syntax': [
        'error',
        NO_EXPORT_ALL,
        ...['BinaryExpression', 'AssignmentExpression'].map((type) => ({
          selector: `${type}[operator=/^\\*\\*=?$/]`,
          message: 'A power in a screen is arithmetic in binary floats: compute it in src/lib.',
        })),
      ],
    },
  },
  {
    // The catalogue is data: what a page shows (its icon, its steps) is drawn by the app from it.
    // A value import of a component would put that screen's code in every page that reads the
    // catalogue (home's budget); a type import costs nothing.
    files: ['src/catalogue/**/*.ts'],
    // Its tests may check the app's pages and loaders.
    ignores: ['src/catalogue/**/*.test.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '\\.tsx$',
              allowTypeImports: true,
              message: 'The catalogue is data: import a component only as a type.',
            },
          ],
        },
      ],
    },
  },
  {
    // The prerender's entry is never hot-reloaded: it exports the render function and page list.
    files: ['src/entry-server.tsx'],
    rules: { 'react-refresh/only-export-components': 'off' },
  },
  {
    files: ['src/**/*.test.{ts,tsx}', 'e2e/**/*.ts'],
    rules: {
      // Tests keep a method to restore it after a stub (`const original = URL.createObjectURL`).
      '@typescript-eslint/unbound-method': 'off',
      // `await act(async () => …)` flushes React's updates even when the callback awaits nothing.
      '@typescript-eslint/require-await': 'off',
    },
  },
  {
    files: ['src/**/*.test.{ts,tsx}', 'e2e/**/*.ts'],
    rules: {
      'react-refresh/only-export-components': 'off',
      '@typescript-eslint/no-non-null-assertion': 'off',
    },
  },
  {
    // The browser tests (docs/writing-a-screen.md, "End-to-end"): every test runs on the suite's
    // own `test`, which waits for hydration after each page load and checks privacy after each
    // test, and a person types key by key: `fill()` sets a whole value at once, which no
    // keyboard does (e2e/support/typing.ts types it).
    files: ['e2e/**/*.ts'],
    ignores: ['e2e/support/test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@playwright/test',
              importNames: ['test', 'expect'],
              message: 'Import test and expect from e2e/support/test.ts (hydration, privacy).',
            },
          ],
        },
      ],
      'no-restricted-syntax': [
        'error',
        NO_EXPORT_ALL,
        {
          selector: "CallExpression[callee.property.name='fill']",
          message: 'Type key by key: typeInto() of e2e/support/typing.ts, never fill().',
        },
      ],
    },
  },
)
