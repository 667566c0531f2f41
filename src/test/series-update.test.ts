// `npm run series:update` (scripts/series-update.mjs) on saved SGS answers: the network is closed
// where the tests run, so the parsing and the writing are checked on what the API returns.
// Row shape and paging: docs/legal/official-series.md ("Atualizar").
import {
  holes,
  parseSgsRows,
  requestUrls,
  SGS_SERIES,
  type SgsRow,
  updateSeries,
} from '../../scripts/series-update.mjs'
import { moduleText, SERIES } from '../../scripts/series-generate.mjs'
import dailySample from './fixtures/sgs-195-daily.json'
import ipcaSample from './fixtures/sgs-433-2024.json'

describe('series:update parsing', () => {
  it('reads the monthly rows as published (IPCA 2024: 0,42 … 0,52, SGS 433)', () => {
    const values = parseSgsRows(ipcaSample)
    expect(values['2024-01']).toBe(0.42)
    expect(values['2024-08']).toBe(-0.02)
    expect(values['2024-12']).toBe(0.52)
    expect(Object.keys(values)).toHaveLength(15)
  })

  it('keeps only the row of day 1 of a daily series (poupança, SGS 195)', () => {
    expect(parseSgsRows(dailySample, { daily: true })).toEqual({
      '2026-06': 0.6718,
      '2026-07': 0.6738,
      '2026-08': 0.6701,
    })
  })

  it('drops the running month, partial on the SGS while it runs (Selic 4390)', () => {
    const rows = [
      { data: '01/07/2026', valor: '1.28' },
      { data: '01/08/2026', valor: '0.78' },
    ]
    expect(parseSgsRows(rows, { dropMonth: '2026-08' })).toEqual({ '2026-07': 1.28 })
  })

  it('refuses an unreadable value or date instead of writing a zero', () => {
    expect(() => parseSgsRows([{ data: '01/01/2024', valor: '' }])).toThrow(/value/)
    expect(() => parseSgsRows([{ data: '01/01/2024', valor: 'n/d' }])).toThrow(/value/)
    expect(() => parseSgsRows([{ data: '2024-01-01', valor: '0.1' }])).toThrow(/date/)
    expect(() => parseSgsRows({ error: 'x' })).toThrow(/list/)
  })

  it('refuses a month given twice with two values, accepts a repeated identical row', () => {
    const row = { data: '01/01/2024', valor: '0.42' }
    expect(parseSgsRows([row, row])).toEqual({ '2024-01': 0.42 })
    expect(() => parseSgsRows([row, { data: '01/01/2024', valor: '0.43' }])).toThrow(/twice/)
  })

  it('finds the holes between the first and the last month', () => {
    expect(holes({ '2024-11': 1, '2025-02': 1 })).toEqual(['2024-12', '2025-01'])
    expect(holes({ '2024-12': 1, '2025-01': 1 })).toEqual([])
  })

  it('asks for ten years at most per request, from the first month', () => {
    const urls = requestUrls(433, '1995-01', new Date(Date.UTC(2026, 10, 26)))
    expect(urls).toEqual([
      'https://api.bcb.gov.br/dados/serie/bcdata.sgs.433/dados?formato=json&dataInicial=01/01/1995&dataFinal=31/12/2004',
      'https://api.bcb.gov.br/dados/serie/bcdata.sgs.433/dados?formato=json&dataInicial=01/01/2005&dataFinal=31/12/2014',
      'https://api.bcb.gov.br/dados/serie/bcdata.sgs.433/dados?formato=json&dataInicial=01/01/2015&dataFinal=31/12/2024',
      'https://api.bcb.gov.br/dados/serie/bcdata.sgs.433/dados?formato=json&dataInicial=01/01/2025&dataFinal=31/12/2026',
    ])
    expect(requestUrls(195, '2012-05', new Date(Date.UTC(2026, 0, 2)))[0]).toContain(
      'dataInicial=01/05/2012',
    )
  })
})

/** The committed files, as text, by their path in the repository. */
const committed = import.meta.glob<string>('/data/series/*.json', {
  query: '?raw',
  import: 'default',
  eager: true,
})

/** updateSeries on an in-memory copy of data/series/ and the given SGS answers. */
async function runUpdate(answer: (url: string) => SgsRow[] | Error, today: Date) {
  const files = new Map(Object.entries(committed).map(([file, text]) => [file.slice(1), text]))
  let regenerated = 0
  const report = await updateSeries({
    fetchJson: (url) => {
      const rows = answer(url)
      return rows instanceof Error
        ? Promise.reject(rows)
        : Promise.resolve(rows.filter((r) => inWindow(r.data, url)))
    },
    today,
    readText: (file) => Promise.resolve(files.get(file) ?? ''),
    writeText: (file, text) => {
      files.set(file, text)
      return Promise.resolve()
    },
    regenerate: () => Promise.resolve(regenerated++),
  })
  const json = (id: string) => JSON.parse(files.get(`data/series/${id}.json`) ?? '') as SeriesJson
  return { report, json, regenerated: () => regenerated }
}

type SeriesJson = {
  series: string
  last: string | null
  values: Record<string, number>
  sources: { months: string }[]
}

const SEPTEMBER_2026 = new Date(Date.UTC(2026, 8, 15))

describe('series:update writing', () => {
  it('writes the file with its new last month, the API as its source, then regenerates', async () => {
    const before = JSON.parse(committed['/data/series/ipca.json'] ?? '') as SeriesJson
    // The API's answer: the committed months plus August 2026.
    const rows: SgsRow[] = Object.entries(before.values).map(([month, rate]) => ({
      data: `01/${month.slice(5)}/${month.slice(0, 4)}`,
      valor: String(rate),
    }))
    rows.push({ data: '01/08/2026', valor: '0.23' })
    const run = await runUpdate(
      (url) => (url.includes('sgs.433/') ? rows : new Error('offline')),
      SEPTEMBER_2026,
    )
    expect(run.report).toContain('ipca: 1995-01..2026-08')
    expect(run.report).toContain('selic: kept 2026-09 (offline)')
    expect(run.regenerated()).toBe(1)

    const written = run.json('ipca')
    expect(written.series).toBe(before.series)
    expect(written.last).toBe('2026-08')
    expect(written.values['2026-08']).toBe(0.23)
    expect(written.values['2024-12']).toBe(0.52)
    expect(written.sources[0]?.months).toBe('1995-01..2026-08 (fetched 2026-09-15)')
    expect(run.json('selic')).toEqual(JSON.parse(committed['/data/series/selic.json'] ?? ''))

    const spec = SERIES.find((s) => s.id === 'ipca')
    const module = spec ? moduleText(spec, written) : ''
    expect(module).toContain("last: '2026-08'")
    expect(module).toContain("'2026-08': 0.23")
  })

  it('keeps the committed file when the answer has a hole or ends earlier', async () => {
    const run = await runUpdate((url) => {
      if (url.includes('sgs.188/')) {
        return [
          { data: '01/01/2026', valor: '0.1' },
          { data: '01/03/2026', valor: '0.1' },
        ]
      }
      if (url.includes('sgs.189/')) return [{ data: '01/01/1995', valor: '1' }]
      return []
    }, SEPTEMBER_2026)
    expect(run.report).toContain('inpc: kept 2026-07 (months missing: 2026-02)')
    expect(run.report).toContain(
      'igpm: kept 2026-07 (the answer ends at 1995-01, before the committed 2026-07)',
    )
    expect(run.json('inpc').last).toBe('2026-07')
  })

  it('leaves a month out of the module rather than ship a hole (poupança before 2022)', () => {
    const spec = SERIES.find((s) => s.id === 'poupanca')
    const json = JSON.parse(committed['/data/series/poupanca.json'] ?? '') as SeriesJson
    const module = spec ? moduleText(spec, json) : ''
    expect(module).toContain("first: '2022-01'")
    expect(module).toContain('Left out: 2015-01..2017-09')
  })

  it('has a request for every series the site ships', () => {
    expect(SGS_SERIES.map((s) => s.id)).toEqual(SERIES.map((s) => s.id))
  })
})

/** Whether a row 'dd/MM/aaaa' falls in the request's dataInicial..dataFinal. */
function inWindow(data: string, url: string): boolean {
  const iso = (d: string) => `${d.slice(6, 10)}-${d.slice(3, 5)}-${d.slice(0, 2)}`
  const start = /dataInicial=([\d/]+)/.exec(url)?.[1] ?? ''
  const end = /dataFinal=([\d/]+)/.exec(url)?.[1] ?? ''
  return iso(data) >= iso(start) && iso(data) <= iso(end)
}
