// `npm run series:update`: refreshes data/series/*.json from the Banco Central's SGS API and
// regenerates src/lib/series/data/ (docs/legal/official-series.md, "Atualizar"). The site never
// calls a server; this script is how the shipped figures get their new months.
//
// Rules (docs/legal/official-series.md): a value is kept as the published string says, never
// re-rounded; a missing month is never written as zero (a hole fails the run); the Selic and the
// CDI of the month still running are partial on the SGS and are dropped; a series whose request
// fails keeps its committed file. After it, `npx vitest run src/lib/series` holds each complete
// year to the figure IBGE or FGV published apart.
import { readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { generate } from './series-generate.mjs'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')

/**
 * What to ask the SGS for each series. `daily`: the code has one row per day (the period that
 * starts that day) and the month's figure is the row of day 1. `partial`: the running month is an
 * accumulation still under way.
 */
export const SGS_SERIES = [
  { id: 'ipca', code: 433, from: '1995-01' },
  { id: 'inpc', code: 188, from: '1995-01' },
  { id: 'igpm', code: 189, from: '1995-01' },
  { id: 'selic', code: 4390, from: '1995-01', partial: true },
  { id: 'cdi', code: 4391, from: '1995-01', partial: true },
  { id: 'tr', code: 7811, from: '1995-01' },
  { id: 'poupanca', code: 195, from: '2012-05', daily: true },
  { id: 'taxa-legal', code: 29543, from: '2024-08' },
]

const API = 'https://api.bcb.gov.br/dados/serie/bcdata.sgs'

/** The request URLs, one per ten years at most (the API's cap on a daily series' window). */
export function requestUrls(code, from, today) {
  const urls = []
  const lastYear = today.getUTCFullYear()
  for (let year = Number(from.slice(0, 4)); year <= lastYear; year += 10) {
    const start =
      year === Number(from.slice(0, 4)) ? `01/${from.slice(5, 7)}/${year}` : `01/01/${year}`
    const end = `31/12/${Math.min(year + 9, lastYear)}`
    urls.push(`${API}.${code}/dados?formato=json&dataInicial=${start}&dataFinal=${end}`)
  }
  return urls
}

const ROW_DATE = /^(\d{2})\/(\d{2})\/(\d{4})$/

/**
 * The SGS rows as `{ 'AAAA-MM': rate }`. Throws on a row it cannot read or a month given twice
 * with two values: a refresh that half-understood its input must not overwrite good data.
 */
export function parseSgsRows(rows, { daily = false, dropMonth = null } = {}) {
  if (!Array.isArray(rows)) throw new Error('SGS answer is not a list of rows')
  const values = {}
  for (const row of rows) {
    const date = ROW_DATE.exec(String(row?.data ?? ''))
    if (!date) throw new Error(`SGS row with an unreadable date: ${JSON.stringify(row)}`)
    const [, day, month, year] = date
    if (daily && day !== '01') continue
    const key = `${year}-${month}`
    if (key === dropMonth) continue
    const text = String(row.valor ?? '').trim()
    const rate = Number(text)
    if (text === '' || !Number.isFinite(rate)) {
      throw new Error(`SGS row with an unreadable value: ${JSON.stringify(row)}`)
    }
    if (key in values && values[key] !== rate) {
      throw new Error(`SGS gives ${key} twice: ${values[key]} and ${rate}`)
    }
    values[key] = rate
  }
  return Object.fromEntries(
    Object.keys(values)
      .sort()
      .map((k) => [k, values[k]]),
  )
}

const monthAfter = (ym) => {
  const [y, m] = ym.split('-').map(Number)
  return m === 12 ? `${y + 1}-01` : `${y}-${String(m + 1).padStart(2, '0')}`
}

/** The months missing between the first and the last; empty when the run has no hole. */
export function holes(values) {
  const months = Object.keys(values).sort()
  const missing = []
  for (let i = 1; i < months.length; i++) {
    for (let m = monthAfter(months[i - 1]); m < months[i]; m = monthAfter(m)) missing.push(m)
  }
  return missing
}

/** The JSON file for `values`: the committed file's description, the API as its only source. */
export function seriesFile(previous, values, { code, fetchedOn }) {
  const months = Object.keys(values)
  const first = months[0] ?? null
  const last = months.at(-1) ?? null
  return {
    series: previous.series,
    unit: previous.unit,
    publisher: previous.publisher,
    sgs: previous.sgs ?? code,
    sources: first
      ? [
          {
            repo: 'Banco Central do Brasil, SGS API',
            path: `${API}.${code}/dados?formato=json`,
            commit: '-',
            months: `${first}..${last} (fetched ${fetchedOn})`,
          },
        ]
      : [],
    first,
    last,
    values,
  }
}

const monthOf = (date) =>
  `${date.getUTCFullYear()}-${String(date.getUTCMonth() + 1).padStart(2, '0')}`

const fileOf = (id) => `data/series/${id}.json`

/**
 * Refreshes every series; returns what it did, one line per series. The file reads and writes
 * and the regeneration are arguments so a test can run it on saved answers, in memory.
 */
export async function updateSeries({
  fetchJson,
  today = new Date(),
  readText = (file) => readFile(path.join(root, file), 'utf8'),
  writeText = (file, text) => writeFile(path.join(root, file), text),
  regenerate = () => generate(),
}) {
  const report = []
  for (const spec of SGS_SERIES) {
    const previous = JSON.parse(await readText(fileOf(spec.id)))
    try {
      const rows = []
      for (const url of requestUrls(spec.code, spec.from, today)) {
        rows.push(...(await fetchJson(url)))
      }
      const values = parseSgsRows(rows, {
        daily: spec.daily,
        dropMonth: spec.partial ? monthOf(today) : null,
      })
      const missing = holes(values)
      if (missing.length) throw new Error(`months missing: ${missing.join(', ')}`)
      const next = seriesFile(previous, values, {
        code: spec.code,
        fetchedOn: today.toISOString().slice(0, 10),
      })
      if (previous.last && (next.last === null || next.last < previous.last)) {
        throw new Error(`the answer ends at ${next.last}, before the committed ${previous.last}`)
      }
      await writeText(fileOf(spec.id), `${JSON.stringify(next, null, 2)}\n`)
      report.push(`${spec.id}: ${next.first}..${next.last}`)
    } catch (error) {
      report.push(`${spec.id}: kept ${previous.last ?? 'no data'} (${error.message})`)
    }
  }
  await regenerate()
  return report
}

async function fetchJson(url) {
  const response = await fetch(url, { headers: { accept: 'application/json' } })
  if (!response.ok) throw new Error(`${response.status} ${response.statusText} for ${url}`)
  return response.json()
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const report = await updateSeries({ fetchJson })
  console.log(report.join('\n'))
  console.log('Next: npx prettier --write data/series && npx vitest run src/lib/series')
}
