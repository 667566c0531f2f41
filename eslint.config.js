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
 *   components, hooks, utils ─▶ each other, providers, config, lib (never catalogue, calculators,
 *     features or app: what they need from those is passed in)
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

/** Globals a pure module must not reach: the page, the browser and the clock. */
const domGlobals = ['window', 'document', 'self', 'location', 'localStorage', 'navigator'].map(
  (name) => ({ name, message: `${NOT_IN_LIB} The screen passes what it needs.` }),
)

export default tseslint.config(
  {
    ignores: ['dist', 'dist-ssr', 'dist-*', 'coverage', 'playwright-report', 'test-results'],
  },
  {
    extends: [js.configs.recommended, ...tseslint.configs.strict],
    files: ['**/*.{ts,tsx,js,mjs}'],
    languageOptions: {
      ecmaVersion: 2022,
      globals: { ...globals.browser, ...globals.node },
    },
    plugins: { 'import-x': importX },
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
      'no-eval': 'error',
      'no-implied-eval': 'error',
      'no-new-func': 'error',
      // A cycle through a lazy `import()` still ties the chunks together and makes the order
      // modules evaluate in depend on which page loads first; dynamic imports count.
      'import-x/no-cycle': ['error', { allowUnsafeDynamicCyclicDependency: false }],
    },
  },
  {
    // Type-aware rules, for the application and its tests. `strictTypeChecked` minus the rules
    // listed below, each with why:
    files: ['src/**/*.{ts,tsx}'],
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
      // A `switch` over a union must handle every member (a new mode or tab cannot be forgotten).
      '@typescript-eslint/switch-exhaustiveness-check': [
        'error',
        { considerDefaultExhaustiveForUnions: true },
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
      ],
      'no-restricted-syntax': [
        'error',
        {
          selector: "NewExpression[callee.name='Date'][arguments.length=0]",
          message: `${NOT_IN_LIB} Today is an input.`,
        },
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
    ignores: ['src/lib/**'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: ['./src/components', './src/hooks', './src/utils'],
              from: ['./src/catalogue', './src/calculators', './src/features', './src/app'],
              message:
                'components/, hooks/ and utils/ are shared building blocks: what they need from the catalogue, a calculator, a feature or the app is passed in.',
            },
            ...calculatorIds.map((id) => ({
              target: `./src/calculators/${id}`,
              from: './src/calculators',
              except: [`./${id}`],
              message:
                'One calculator never imports another: move what two share to components/ or src/lib.',
            })),
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
    files: ['src/**/*.test.{ts,tsx}'],
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
)
