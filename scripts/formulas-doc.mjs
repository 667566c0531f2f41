#!/usr/bin/env node
/**
 * Generates docs/formulas.md from the module-level doc comment of every formula module: the
 * first `/** … *\/` block of each `src/lib/**\/*.ts` file (tests and declaration files excepted),
 * one section per module, in path order. A module without a doc comment is left out, so new
 * modules appear as soon as they document themselves.
 *
 *   node scripts/formulas-doc.mjs           writes docs/formulas.md
 *   node scripts/formulas-doc.mjs --check   exits 1 if docs/formulas.md is out of date
 *   npm run docs:formulas                   the same as the first
 *
 * Plain Node (≥ 20): it runs without npm. When the project's Prettier is installed the output is
 * formatted with it, so `prettier --check .` passes on the generated file; without it the text
 * is written as extracted.
 */
import { existsSync, readdirSync, readFileSync, writeFileSync, mkdirSync } from 'node:fs'
import { dirname, join, relative, sep } from 'node:path'
import { fileURLToPath } from 'node:url'

const ROOT = fileURLToPath(new URL('..', import.meta.url))
const OUT = join(ROOT, 'docs', 'formulas.md')

// Choices, limits and data a form reads before the formulas load: no formula to document.
const NOT_FORMULAS = /(-options|converter-units|table-years)\.ts$/

/** Every `.ts` source under `dir`, recursively, tests, `.d.ts` and NOT_FORMULAS excepted. */
function sources(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return sources(path)
    const isSource =
      entry.name.endsWith('.ts') &&
      !entry.name.endsWith('.test.ts') &&
      !entry.name.endsWith('.d.ts') &&
      !NOT_FORMULAS.test(entry.name)
    return isSource ? [path] : []
  })
}

/** The text of the first `/** … *\/` block, without its comment markers, or null. */
export function moduleDoc(source) {
  const match = /\/\*\*([\s\S]*?)\*\//.exec(source)
  if (!match) return null
  const lines = match[1].split('\n').map((line) => line.replace(/^\s*\* ?/, '').trimEnd())
  // `/** One line. */` leaves its text on the first line; a block leaves it empty.
  while (lines.length && lines[0].trim() === '') lines.shift()
  while (lines.length && lines[lines.length - 1].trim() === '') lines.pop()
  if (lines.length === 0) return null
  lines[0] = lines[0].trimStart()
  return lines
    .join('\n')
    .replace(/\{@link\s+([^\s}]+)\s+([^}]+)\}/g, '$2')
    .replace(/\{@link\s+([^\s}]+)\s*\}/g, '`$1`')
}

/** GitHub's heading anchor. */
function anchor(heading) {
  return heading
    .toLowerCase()
    .replace(/[^\p{L}\p{N} _-]/gu, '')
    .replace(/ /g, '-')
}

export function render(root = ROOT) {
  const lib = join(root, 'src', 'lib')
  const modules = sources(lib)
    .map((path) => ({
      name: relative(lib, path).split(sep).join('/').replace(/\.ts$/, ''),
      file: relative(root, path).split(sep).join('/'),
      doc: moduleDoc(readFileSync(path, 'utf8')),
    }))
    .filter((m) => m.doc !== null)
    .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))

  const out = [
    '# Fórmulas e convenções',
    '',
    '<!-- Gerado por scripts/formulas-doc.mjs a partir dos comentários de módulo em src/lib. Não edite à mão: rode `npm run docs:formulas` (ou `node scripts/formulas-doc.mjs`). -->',
    '',
    'Cada seção reproduz o comentário de documentação do módulo: a fórmula, as convenções e as fontes.',
    '',
    ...modules.map((m) => `- [${m.name}](#${anchor(m.name)})`),
    '',
  ]
  for (const m of modules) out.push(`## ${m.name}`, '', `Arquivo: \`${m.file}\``, '', m.doc, '')
  return out.join('\n')
}

/** Formats with the project's Prettier and config when installed; the text as is otherwise. */
async function format(text) {
  let prettier
  try {
    prettier = await import('prettier')
  } catch {
    return text
  }
  const config = (await prettier.resolveConfig(OUT)) ?? {}
  return prettier.format(text, { ...config, filepath: OUT })
}

async function main() {
  const text = await format(render())
  if (process.argv.includes('--check')) {
    const current = existsSync(OUT) ? readFileSync(OUT, 'utf8') : ''
    if (current !== text) {
      console.error('docs/formulas.md is out of date: run `npm run docs:formulas`.')
      process.exit(1)
    }
    return
  }
  mkdirSync(dirname(OUT), { recursive: true })
  writeFileSync(OUT, text)
  console.log(`wrote ${relative(ROOT, OUT)}`)
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) await main()
