// `npm run series:update` (scripts/series-update.mjs) on saved answers: the network is closed
// where the tests run, so the parsing and the writing are checked on what the SGS and SIDRA
// return (src/test/fixtures/README.md). Rules: docs/legal/official-series.md, "Refreshing".
import {
  answerRecorder,
  compareValues,
  holes,
  indexDisagreements,
  main,
  NoSavedAnswer,
  offlineReader,
  parseArgs,
  parseSgsRows,
  parseSidraIndex,
  requestUrls,
  SGS_SERIES,
  SIDRA_INDICES,
  sidraUrl,
  type SgsRow,
  updateSeries,
} from '../../scripts/series-update.mjs'
import { moduleText, SERIES } from '../../scripts/series-generate.mjs'
import dailySample from './fixtures/sgs-195-daily.json'
import ipcaSample from './fixtures/sgs-433-2024.json'
import sidraSample from './fixtures/sidra-1737-2266-shape.json'

describe('series:update parsing the SGS', () => {
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

  it('drops the running month, partial while it runs (Selic 4390), and any later row', () => {
    const rows = [
      { data: '01/07/2026', valor: '1.28' },
      { data: '01/08/2026', valor: '0.78' },
      // The SGS answers some series with rows dated ahead (the meta Selic, SGS 432).
      { data: '01/11/2026', valor: '0.5' },
    ]
    expect(parseSgsRows(rows, { dropMonth: '2026-08' })).toEqual({ '2026-07': 1.28 })
  })

  it('refuses an unreadable value or date instead of writing a zero', () => {
    expect(() => parseSgsRows([{ data: '01/01/2024', valor: '' }])).toThrow(/value/)
    expect(() => parseSgsRows([{ data: '01/01/2024', valor: 'n/d' }])).toThrow(/value/)
    expect(() => parseSgsRows([{ data: '01/01/2024', valor: '0,42' }])).toThrow(/value/)
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

  it('asks the TR (SGS 7811) from 1995, so a first run fills the years the file lacks', () => {
    expect(SGS_SERIES.find((s) => s.id === 'tr')).toMatchObject({ code: 7811, from: '1995-01' })
    expect(SGS_SERIES.find((s) => s.id === 'cdi')).toMatchObject({ code: 4391, partial: true })
  })
})

describe('series:update parsing SIDRA (IBGE number indices)', () => {
  it('asks table 1737 variable 2266 (IPCA) and 1736 variable 2289 (INPC) for Brazil', () => {
    expect(SIDRA_INDICES).toEqual([
      { id: 'ipca', table: 1737, variable: 2266, from: '1994-12' },
      { id: 'inpc', table: 1736, variable: 2289, from: '1994-12' },
    ])
    const [ipcaSpec] = SIDRA_INDICES
    expect(ipcaSpec && sidraUrl(ipcaSpec, new Date(Date.UTC(2026, 10, 28)))).toBe(
      'https://servicodados.ibge.gov.br/api/v3/agregados/1737/periodos/199412-202612/variaveis/2266?localidades=N1[all]',
    )
  })

  it('reads the agregados v3 answer by month, leaving out a month not yet published', () => {
    const index = parseSidraIndex(sidraSample)
    expect(index['2025-12']).toBe(100)
    expect(index['2026-08']).toBeCloseTo(103.1058486533529, 10)
    expect('2026-10' in index).toBe(false)
    expect(Object.keys(index)).toHaveLength(10)
  })

  it('holds the index to the published rates: each month moves as IBGE said', () => {
    const index = parseSidraIndex(sidraSample)
    const rates = { '2026-07': 0.07, '2026-08': -0.32, '2026-09': 0.82 }
    expect(indexDisagreements(index, rates)).toEqual([])
    expect(indexDisagreements(index, { ...rates, '2026-08': -0.3 })).toEqual([
      '2026-08 (index -0.3200, rate -0.3)',
    ])
  })

  it('refuses another shape, a bad number and a bad period', () => {
    expect(() => parseSidraIndex({ erro: 'x' })).toThrow(/resultados/)
    expect(() => parseSidraIndex([{ resultados: [] }])).toThrow(/resultados/)
    const answer = (serie: Record<string, string>) => [{ resultados: [{ series: [{ serie }] }] }]
    expect(() => parseSidraIndex(answer({ '202601': 'abc' }))).toThrow(/unreadable/)
    expect(() => parseSidraIndex(answer({ '202601': '0' }))).toThrow(/unreadable/)
    expect(() => parseSidraIndex(answer({ '2026-01': '1' }))).toThrow(/period/)
    expect(parseSidraIndex(answer({ '202601': '-', '202602': '101.5' }))).toEqual({
      '2026-02': 101.5,
    })
  })
})

describe('series:update comparing with the committed file', () => {
  it('names the months added, the committed months missing and the values revised', () => {
    expect(compareValues({ a: 1, b: 2, c: 3 }, { b: 2, c: 4, d: 5 })).toEqual({
      added: ['d'],
      lacking: ['a'],
      revised: ['c 3 → 4'],
    })
  })
})

/** The committed files, as text, by their path in the repository. */
const committed = import.meta.glob<string>('/data/series/*.json', {
  query: '?raw',
  import: 'default',
  eager: true,
})

type SeriesJson = {
  series: string
  last: string | null
  values: Record<string, number>
  index?: Record<string, number>
  sources: { repo: string; months: string }[]
}

const committedJson = (id: string) =>
  JSON.parse(committed[`/data/series/${id}.json`] ?? '') as SeriesJson

const monthAfter = (ym: string) => {
  const [y = 0, m = 0] = ym.split('-').map(Number)
  return m === 12 ? `${y + 1}-01` : `${y}-${String(m + 1).padStart(2, '0')}`
}

/** A file's values as the SGS would answer them. */
const asRows = (values: Record<string, number>): SgsRow[] =>
  Object.entries(values).map(([month, rate]) => ({
    data: `01/${month.slice(5)}/${month.slice(0, 4)}`,
    valor: String(rate),
  }))

/** Whether a row 'dd/MM/aaaa' falls in the request's dataInicial..dataFinal. */
function inWindow(data: string, url: string): boolean {
  const iso = (d: string) => `${d.slice(6, 10)}-${d.slice(3, 5)}-${d.slice(0, 2)}`
  const start = /dataInicial=([\d/]+)/.exec(url)?.[1] ?? ''
  const end = /dataFinal=([\d/]+)/.exec(url)?.[1] ?? ''
  return iso(data) >= iso(start) && iso(data) <= iso(end)
}

/** updateSeries on an in-memory copy of data/series/ and the given answers. */
async function runUpdate(answer: (url: string) => unknown, today: Date) {
  const files = new Map(Object.entries(committed).map(([file, text]) => [file.slice(1), text]))
  const written: string[] = []
  let regenerated = 0
  const report = await updateSeries({
    fetchJson: (url) => {
      const rows = answer(url)
      if (rows instanceof Error) return Promise.reject(rows)
      return Promise.resolve(
        Array.isArray(rows) && url.includes('bcdata.sgs')
          ? (rows as SgsRow[]).filter((r) => inWindow(r.data, url))
          : rows,
      )
    },
    today,
    readText: (file) => Promise.resolve(files.get(file) ?? ''),
    writeText: (file, text) => {
      files.set(file, text)
      written.push(file)
      return Promise.resolve()
    },
    regenerate: () => Promise.resolve(regenerated++),
  })
  const json = (id: string) => JSON.parse(files.get(`data/series/${id}.json`) ?? '') as SeriesJson
  return { report, json, written, regenerated: () => regenerated }
}

const offline = () => new Error('offline')

/** A made-up number index chained from the shipped rates, from the month before the first. */
function chainedIndex(values: Record<string, number>) {
  const months = Object.keys(values)
  const [y = 0, m = 0] = (months[0] ?? '').split('-').map(Number)
  const before = m === 1 ? `${y - 1}12` : `${y}${String(m - 1).padStart(2, '0')}`
  let level = 100
  const serie: Record<string, string> = { [before]: '100' }
  for (const month of months) {
    level *= 1 + (values[month] ?? 0) / 100
    serie[month.replace('-', '')] = level.toFixed(13)
  }
  return [{ id: '2266', resultados: [{ classificacoes: [], series: [{ serie }] }] }]
}

describe('series:update writing', () => {
  const ipcaBefore = committedJson('ipca')
  const next = monthAfter(ipcaBefore.last ?? '')
  // The run happens in the month after the new one, as IBGE publishes.
  const today = new Date(`${monthAfter(next)}-15T12:00:00Z`)

  it('writes a new month with the API as its source, then regenerates, once', async () => {
    const rows = [
      ...asRows(ipcaBefore.values),
      { data: `01/${next.slice(5)}/${next.slice(0, 4)}`, valor: '0.23' },
    ]
    const run = await runUpdate((url) => (url.includes('sgs.433/') ? rows : offline()), today)
    expect(run.report).toContain(`ipca: 1995-01..${next}, new ${next}; index kept (offline)`)
    expect(run.report.failed).toContain('selic')
    expect(run.report.failed).toContain('ipca index')
    expect(run.regenerated()).toBe(1)

    const written = run.json('ipca')
    expect(written.series).toBe(ipcaBefore.series)
    expect(written.last).toBe(next)
    expect(written.values[next]).toBe(0.23)
    expect(written.values['2024-12']).toBe(0.52)
    expect(written.sources).toHaveLength(1)
    expect(written.sources[0]?.months).toBe(
      `1995-01..${next} (fetched ${today.toISOString().slice(0, 10)})`,
    )
    expect(run.json('selic')).toEqual(committedJson('selic'))

    const spec = SERIES.find((s) => s.id === 'ipca')
    const module = spec ? moduleText(spec, written) : ''
    expect(module).toContain(`last: '${next}'`)
    expect(module).toContain(`'${next}': 0.23`)
  })

  it('writes the IBGE number index beside the rates when it agrees with them', async () => {
    const values = { ...ipcaBefore.values, [next]: 0.23 }
    const rows = asRows(values)
    const run = await runUpdate((url) => {
      if (url.includes('sgs.433/')) return rows
      if (url.includes('agregados/1737/')) return chainedIndex(values)
      return offline()
    }, today)
    expect(run.report).toContain(`ipca: 1995-01..${next}, new ${next}, index refreshed`)
    const written = run.json('ipca')
    expect(Object.keys(written.index ?? {})).toHaveLength(Object.keys(values).length + 1)
    expect(written.index?.['1994-12']).toBe(100)
    expect(written.sources.map((s) => s.repo)).toEqual([
      'Banco Central do Brasil, SGS API',
      'IBGE, SIDRA table 1737 variable 2266 (número-índice, dez/1993 = 100)',
    ])
  })

  it('refuses an index that does not move as the rates do, and says so', async () => {
    const values = { ...ipcaBefore.values, [next]: 0.23 }
    const run = await runUpdate((url) => {
      if (url.includes('sgs.433/')) return asRows(values)
      if (url.includes('agregados/1737/')) return chainedIndex({ ...values, [next]: 0.5 })
      return offline()
    }, today)
    const line = run.report.find((l) => l.startsWith('ipca:')) ?? ''
    expect(line).toMatch(/index kept \(index disagrees with the rates in .*\)/)
    expect(run.json('ipca').index).toBeUndefined()
    expect(run.report.failed).toContain('ipca index')
  })

  it('keeps the committed file when the answer has a hole, lacks a month or fails', async () => {
    const inpc = committedJson('inpc')
    const igpm = committedJson('igpm')
    const withHole = { ...inpc.values }
    delete withHole['2020-06']
    const shorter = Object.fromEntries(
      Object.entries(igpm.values).filter(([month]) => month !== igpm.last),
    )
    const run = await runUpdate((url) => {
      if (url.includes('sgs.188/')) return asRows(withHole)
      if (url.includes('sgs.189/')) return asRows(shorter)
      return offline()
    }, today)
    expect(run.report).toContain(`inpc: kept ${inpc.last} (months missing: 2020-06)`)
    expect(run.report).toContain(
      `igpm: kept ${igpm.last} (the answer lacks committed months: ${igpm.last})`,
    )
    expect(run.report).toContain('tr: kept 2026-10 (offline)')
    expect(run.written).toEqual([])
    expect(run.report.failed).toEqual(SGS_SERIES.map((s) => s.id))
  })

  it('leaves a file untouched when nothing is new, and lists a revised value', async () => {
    const taxaLegal = committedJson('taxa-legal')
    const selic = committedJson('selic')
    const revised = { ...selic.values, '2026-01': 1.17 }
    const run = await runUpdate((url) => {
      if (url.includes('sgs.29543/')) return asRows(taxaLegal.values)
      if (url.includes('sgs.4390/')) return asRows(revised)
      return offline()
    }, today)
    expect(run.report).toContain(`taxa-legal: ${taxaLegal.last}, nothing new`)
    expect(run.report).toContain(`selic: 1995-01..${selic.last}, REVISED 2026-01 1.16 → 1.17`)
    expect(run.written).toEqual(['data/series/selic.json'])
  })

  it('drops the Selic of the month still running and keeps no month after today', async () => {
    const selic = committedJson('selic')
    const running = monthAfter(selic.last ?? '')
    const later = monthAfter(running)
    const rows = [...asRows(selic.values), ...asRows({ [running]: 0.4 })]
    const run = await runUpdate(
      (url) => (url.includes('sgs.4390/') ? rows : offline()),
      new Date(`${running}-10T12:00:00Z`),
    )
    expect(run.report).toContain(`selic: ${selic.last}, nothing new`)
    const trRows = [...asRows(committedJson('tr').values), ...asRows({ [monthAfter(later)]: 0.1 })]
    const tr = await runUpdate(
      (url) => (url.includes('sgs.7811/') ? trRows : offline()),
      new Date('2026-10-10T12:00:00Z'),
    )
    expect(tr.report).toContain('tr: 2026-10, nothing new')
  })

  it('leaves a month out of the module rather than ship a hole (poupança before 2022)', () => {
    const spec = SERIES.find((s) => s.id === 'poupanca')
    const module = spec ? moduleText(spec, committedJson('poupanca')) : ''
    expect(module).toContain("first: '2022-01'")
    expect(module).toContain('Left out: 2015-01..2017-09')
  })

  it('has a request for every series the site ships', () => {
    expect(SGS_SERIES.map((s) => s.id)).toEqual(SERIES.map((s) => s.id))
  })
})

/** A file system in memory, keyed by absolute path, for the command line. */
function memoryIo(files: Map<string, string>) {
  const out: string[] = []
  const err: string[] = []
  return {
    out,
    err,
    io: {
      read: (file: string) =>
        files.has(file)
          ? Promise.resolve(files.get(file) ?? '')
          : Promise.reject(new Error(`ENOENT ${file}`)),
      write: (file: string, text: string) => {
        files.set(file, text)
        return Promise.resolve()
      },
      fetch: () => Promise.reject(new Error('the network is closed in tests')),
      generate: () => Promise.resolve(),
      log: (text: string) => void out.push(text),
      error: (text: string) => void err.push(text),
    },
  }
}

describe('series:update on the command line', () => {
  it('reads --offline, --save, --today and --root, and refuses anything else', () => {
    expect(parseArgs(['--offline', 'x', '--today', '2026-11-28'])).toEqual({
      offline: 'x',
      save: null,
      today: '2026-11-28',
      root: null,
    })
    expect(() => parseArgs(['--offline'])).toThrow(/needs a value/)
    expect(() => parseArgs(['--today', '28/11/2026'])).toThrow(/AAAA-MM-DD/)
    expect(() => parseArgs(['--network'])).toThrow(/unknown/)
  })

  it('runs on saved answers and a copy of the data: a new month, skipped series, exit 0', async () => {
    const files = new Map<string, string>()
    for (const [file, text] of Object.entries(committed)) files.set(`/copy${file}`, text)
    const ipca = committedJson('ipca')
    const next = monthAfter(ipca.last ?? '')
    const saved = [...asRows(ipca.values), ...asRows({ [next]: 0.31 })]
    files.set('/answers/sgs-433.json', JSON.stringify(saved))
    const { io, out } = memoryIo(files)
    const code = await main(
      ['--offline', '/answers', '--root', '/copy', '--today', `${monthAfter(next)}-14`],
      io,
    )
    expect(code).toBe(0)
    expect(out.join('\n')).toContain(`ipca: 1995-01..${next}, new ${next}; index skipped`)
    expect(out.join('\n')).toContain('selic: skipped (no saved answer sgs-4390.json in /answers)')
    const written = JSON.parse(files.get('/copy/data/series/ipca.json') ?? '') as SeriesJson
    expect(written.values[next]).toBe(0.31)
    expect(written.sources[0]).toMatchObject({
      repo: 'saved SGS answers (offline run)',
      path: '../answers',
    })
  })

  it('exits 1 and names the series when one cannot be refreshed', async () => {
    const files = new Map<string, string>()
    for (const [file, text] of Object.entries(committed)) files.set(`/copy${file}`, text)
    files.set('/answers/sgs-188.json', JSON.stringify(asRows({ '2026-01': 0.39 })))
    const { io, err } = memoryIo(files)
    expect(await main(['--offline', '/answers', '--root', '/copy'], io)).toBe(1)
    expect(err).toEqual(['Not refreshed: inpc'])
  })

  it('saves every answer it reads with --save, one file per SGS code', async () => {
    const written = new Map<string, unknown>()
    const recorder = answerRecorder(
      (url) => Promise.resolve(url.includes('2004') ? [{ data: '01/01/1995', valor: '1' }] : []),
      '/saved',
      (file, value) => {
        written.set(file, value)
        return Promise.resolve()
      },
    )
    for (const url of requestUrls(433, '1995-01', new Date(Date.UTC(2026, 0, 1)))) {
      await recorder.fetchJson(url)
    }
    await recorder.save()
    expect(written).toEqual(
      new Map([['/saved/sgs-433.json', [{ data: '01/01/1995', valor: '1' }]]]),
    )
  })

  it('reads only the rows of the request window from a saved answer', async () => {
    const read = offlineReader('/d', (file) =>
      file === '/d/sgs-433.json'
        ? Promise.resolve(ipcaSample)
        : Promise.reject(new Error('ENOENT')),
    )
    const [first] = requestUrls(433, '2024-03', new Date(Date.UTC(2024, 5, 1)))
    const rows = (await read((first ?? '').replace('31/12/2024', '31/05/2024'))) as SgsRow[]
    expect(rows.map((r) => r.data)).toEqual(['01/03/2024', '01/04/2024', '01/05/2024'])
    await expect(read(requestUrls(188, '2024-01', new Date())[0] ?? '')).rejects.toBeInstanceOf(
      NoSavedAnswer,
    )
  })
})
