/**
 * What code and tests cite is in the repository (docs/legal/…, docs/decisions.md): a note kept
 * outside it (the law tables and product decisions a round was written from, a sibling folder)
 * cannot be read by whoever clones the project, so a citation of one is a dead end. This scans
 * the sources, the browser specs, the scripts and the generated formula doc for such citations.
 */

/** The notes' names as they are cited: `legal-tables-3 §7.3`, `amendments-3 §6`, `../shared/…`,
 * and `official-series.md` but for the repository's own `docs/legal/official-series.md`. */
const OUTSIDE = [
  /legal-tables/,
  /amendments(?:-\d+|\.md| §)/,
  /\.\.\/shared\b/,
  /shared\/spec\b/,
  /(?<!docs\/legal\/)official-series\.md/,
  /official-series §/,
]

/** Every scanned file, by its path in the repository (`/src/…`), as text. */
const sources = import.meta.glob<string>(
  [
    '/src/**/*.{ts,tsx,css,md}',
    '!/src/test/no-outside-citations.test.ts',
    '/e2e/**/*.ts',
    '/scripts/**/*.{mjs,js,ts}',
    '/docs/formulas.md',
  ],
  { query: '?raw', import: 'default', eager: true },
)

const files = Object.entries(sources)

describe('citations', () => {
  it('scans the sources', () => {
    expect(files.length).toBeGreaterThan(100)
    expect(Object.keys(sources)).toContain('/docs/formulas.md')
  })

  it('no source, spec, script or formula doc cites a note outside the repository', () => {
    const found = files.flatMap(([path, text]) =>
      text
        .split('\n')
        .flatMap((line, index) =>
          OUTSIDE.some((pattern) => pattern.test(line)) ? [`${path}:${String(index + 1)}`] : [],
        ),
    )
    expect(found, 'cite docs/legal/… (write the rule there) instead').toEqual([])
  })
})
