// @vitest-environment node
import ts from 'typescript'

/**
 * The texts the site shows, written in the source (messages, notes, labels, "Como calculamos",
 * the home page's guides), never let a line break split an amount or a percentage on a narrow
 * phone: `R$` is followed by a non-breaking space (`R$\u00a0`, `&nbsp;` in JSX, or the figure
 * comes from `formatMoney`), and a percent sign follows its number directly (`12%`, never
 * `12 %`). Read from every string, template and JSX text of `src/` (tests aside), not from
 * comments.
 */

/** Every source file of `src/` but the tests and their helpers (src/test/ reads the screen as Testing Library does, with a plain space), by path, as text. */
const sources = import.meta.glob<string>(
  ['/src/**/*.{ts,tsx}', '!/src/**/*.test.{ts,tsx}', '!/src/test/**'],
  {
    query: '?raw',
    import: 'default',
    eager: true,
  },
)

/** `R$`, then ordinary white space before a figure or an interpolated value. */
const BREAKABLE_AMOUNT = /R\$[^\S\u00a0]+(?=\d)|R\$[^\S\u00a0]+$/
/** A number, or an interpolated value, then white space before `%`. */
const BREAKABLE_PERCENT = /\d\s+%|^\s+%/

function breakableTexts(file: string, code: string): string[] {
  const source = ts.createSourceFile(file, code, ts.ScriptTarget.Latest)
  const found: string[] = []
  const visit = (node: ts.Node) => {
    const text =
      ts.isStringLiteral(node) ||
      ts.isNoSubstitutionTemplateLiteral(node) ||
      ts.isTemplateLiteralToken(node) ||
      ts.isJsxText(node)
        ? node.text
        : null
    // A template part ending in `R$ ` is followed by its `${…}` value; a string literal or a
    // JSX text ending there is a label ("Desconto em R$").
    const ends = ts.isTemplateHead(node) || ts.isTemplateMiddle(node)
    if (
      text !== null &&
      (BREAKABLE_PERCENT.test(text) ||
        (ends ? BREAKABLE_AMOUNT : /R\$[^\S\u00a0]+(?=\d)/).test(text))
    ) {
      const { line } = source.getLineAndCharacterOfPosition(node.getStart(source))
      found.push(`${file}:${line + 1}: ${text.trim().slice(0, 80)}`)
    }
    ts.forEachChild(node, visit)
  }
  visit(source)
  return found
}

describe('figures in the texts of the source', () => {
  it('no amount or percentage can break across lines', () => {
    const files = Object.entries(sources)
    expect(files.length).toBeGreaterThan(100)
    expect(files.flatMap(([file, code]) => breakableTexts(file, code))).toEqual([])
  })

  it('finds an amount and a percentage that would break, and passes them written right', () => {
    const wrong = [
      'const a = "até R$ 10,00"',
      'const b = `até R$ ${x}.`',
      'const c = <p>custa R$',
      '  4,20</p>',
      'const d = `${x} %`',
    ].join('\n')
    expect(breakableTexts('probe.tsx', wrong)).toHaveLength(4)
    const right = [
      'const a = "até R$\\u00a010,00"',
      'const b = `até R$\\u00a0${x}.`',
      'const c = <p>custa R$&nbsp;4,20 e 12%</p>',
      'const d = `${x}%`',
      'const e = <label>Desconto em R$</label>',
    ].join('\n')
    expect(breakableTexts('probe.tsx', right)).toEqual([])
  })
})
