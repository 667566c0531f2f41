// The generated series modules (scripts/series-generate.mjs): the committed modules equal their
// JSON (`npm run series:check`, in .ci/run), and a number-index in the JSON reaches the module
// (docs/legal/official-series.md).
import { generate, moduleText, SERIES } from '../../scripts/series-generate.mjs'

describe('series-generate', () => {
  it('every committed module equals what its JSON generates', async () => {
    expect(await generate({ check: true })).toEqual([])
  })

  it('ships the number-index when the JSON has one, and none when it has not', () => {
    const spec = SERIES.find((s) => s.id === 'igpm')
    const json = {
      series: 'IGP-M',
      unit: '% ao mês',
      publisher: 'FGV',
      sgs: 189,
      values: { '2025-01': 0.27 },
      index: { '2024-12': 1000, '2025-01': 1002.7 },
    }
    const text = spec ? moduleText(spec, json) : ''
    expect(text).toContain("index: {\n    '2024-12': 1000,\n    '2025-01': 1002.7,\n  },")
    expect(spec ? moduleText(spec, { ...json, index: undefined }) : 'index').not.toContain('index')
  })
})
