// `npm run series:update`: refreshes data/series/*.json from the Banco Central's SGS API and
// IBGE's SIDRA (agregados v3), then regenerates src/lib/series/data/ (docs/legal/official-series.md,
// "Refreshing"). The site never calls a server; this script is how the shipped figures get their
// new months. A scheduled workflow runs it monthly (.github/workflows/series-update.yml).
//
// Rules (docs/legal/official-series.md): a value is kept as the published string says, never
// re-rounded; a missing month is never written as zero (a hole fails that series); the Selic and
// the CDI of the month still running are partial on the SGS and are dropped, and no series keeps a
// month after today's; an answer that lacks a month the committed file has is refused (a refresh
// never shortens a series); a series whose request fails keeps its committed file. An answer that
// adds nothing and revises nothing leaves the committed file untouched, so its sources stay true.
//
//   node scripts/series-update.mjs                      ask the network
//   node scripts/series-update.mjs --offline DIR        read saved answers from DIR instead
//   node scripts/series-update.mjs --today 2026-11-28   date the run (which month is running)
//   node scripts/series-update.mjs --root DIR           work on DIR/data/series (a copy), not here
//   node scripts/series-update.mjs --save DIR           also write every answer to DIR, for --offline
//
// Exit code 1 when a series could not be refreshed (network, hole, shortening): the workflow turns
// that into a visible failure. In offline mode a series without a saved answer is skipped.
import { readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { format, resolveConfig } from 'prettier'

import { generate } from './series-generate.mjs'

const here = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')

/**
 * What to ask the SGS for each series. `from`: the first month asked on every run (so a file that
 * lacks its early years, as the TR and the poupança did, gets them on the first run). `daily`: one
 * row per day (the period that starts that day), the month's figure is the row of day 1.
 * `partial`: the running month is an accumulation still under way.
 */
export const SGS_SERIES = [
  { id: 'ipca', code: 433, from: '1995-01' },
  { id: 'inpc', code: 188, from: '1995-01' },
  { id: 'igpm', code: 189, from: '1995-01' },
  { id: 'selic', code: 4390, from: '1995-01', partial: true },
  { id: 'cdi', code: 4391, from: '1995-01', partial: true },
  { id: 'tr', code: 7811, from: '1995-01' },
  // SGS 195 exists from the rule of Lei 12.703/2012, deposits since 04/05/2012.
  { id: 'poupanca', code: 195, from: '2012-05', daily: true },
  { id: 'taxa-legal', code: 29543, from: '2024-08' },
]

/**
 * IBGE's number indices (dezembro de 1993 = 100), written as the file's `index`: a span then
 * accumulates as índice(fim) ÷ índice(início − 1), the way IBGE computes its 12-month and yearly
 * figures. From December 1994, the month before the series' first.
 */
export const SIDRA_INDICES = [
  { id: 'ipca', table: 1737, variable: 2266, from: '1994-12' },
  { id: 'inpc', table: 1736, variable: 2289, from: '1994-12' },
]

const SGS_API = 'https://api.bcb.gov.br/dados/serie/bcdata.sgs'
const SIDRA_API = 'https://servicodados.ibge.gov.br/api/v3/agregados'

/** The request URLs, one per ten years at most (the API's cap on a daily series' window). */
export function requestUrls(code, from, today) {
  const urls = []
  const lastYear = today.getUTCFullYear()
  for (let year = Number(from.slice(0, 4)); year <= lastYear; year += 10) {
    const start =
      year === Number(from.slice(0, 4)) ? `01/${from.slice(5, 7)}/${year}` : `01/01/${year}`
    const end = `31/12/${Math.min(year + 9, lastYear)}`
    urls.push(`${SGS_API}.${code}/dados?formato=json&dataInicial=${start}&dataFinal=${end}`)
  }
  return urls
}

/** The SIDRA request for a number index, every month from `from` to December of this year. */
export function sidraUrl({ table, variable, from }, today) {
  const first = from.replace('-', '')
  return `${SIDRA_API}/${table}/periodos/${first}-${today.getUTCFullYear()}12/variaveis/${variable}?localidades=N1[all]`
}

const ROW_DATE = /^(\d{2})\/(\d{2})\/(\d{4})$/
const NUMBER = /^-?\d+(\.\d+)?$/

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
    if (dropMonth && key >= dropMonth) continue
    const text = String(row.valor ?? '').trim()
    if (!NUMBER.test(text)) {
      throw new Error(`SGS row with an unreadable value: ${JSON.stringify(row)}`)
    }
    const rate = Number(text)
    if (key in values && values[key] !== rate) {
      throw new Error(`SGS gives ${key} twice: ${values[key]} and ${rate}`)
    }
    values[key] = rate
  }
  return sortByMonth(values)
}

/**
 * A SIDRA (agregados v3) answer for one variable and Brazil as `{ 'AAAA-MM': índice }`:
 * `[{ id, variavel, resultados: [{ series: [{ localidade, serie: { AAAAMM: '7633.23…' } }] }] }]`.
 * IBGE marks a month it has not published with '...' or '-' (or leaves it out): such months are
 * left out here, and the hole check refuses one in the middle.
 */
export function parseSidraIndex(answer, { dropMonth = null } = {}) {
  const serie = Array.isArray(answer) ? answer[0]?.resultados?.[0]?.series?.[0]?.serie : null
  if (!serie || typeof serie !== 'object') {
    throw new Error('SIDRA answer without resultados[0].series[0].serie')
  }
  const values = {}
  for (const [period, raw] of Object.entries(serie)) {
    if (!/^\d{6}$/.test(period)) throw new Error(`SIDRA period unreadable: ${period}`)
    const text = String(raw ?? '').trim()
    if (text === '...' || text === '-' || text === '..' || text === 'X') continue
    if (!NUMBER.test(text) || Number(text) <= 0) {
      throw new Error(`SIDRA value unreadable for ${period}: ${JSON.stringify(raw)}`)
    }
    const key = `${period.slice(0, 4)}-${period.slice(4)}`
    if (dropMonth && key >= dropMonth) continue
    values[key] = Number(text)
  }
  return sortByMonth(values)
}

function sortByMonth(values) {
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

/** 'a, b, c' or 'a..z (n months)' when the list is long, for the report. */
function listMonths(months) {
  return months.length > 4
    ? `${months[0]}..${months.at(-1)} (${months.length} months)`
    : months.join(', ')
}

/**
 * What the answer changes against the committed values: the months it adds, the committed months
 * it lacks (a refresh must never drop them) and the months whose value it revises.
 */
export function compareValues(previous, next) {
  const added = Object.keys(next).filter((m) => !(m in previous))
  const lacking = Object.keys(previous).filter((m) => !(m in next))
  const revised = Object.keys(previous)
    .filter((m) => m in next && next[m] !== previous[m])
    .map((m) => `${m} ${previous[m]} → ${next[m]}`)
  return { added, lacking, revised }
}

/**
 * Whether each month of an index moves as the published rate says: (I_m ÷ I_m−1 − 1) × 100,
 * rounded to the rate's 2 decimals, must equal the rate. Returns the months that do not.
 */
export function indexDisagreements(index, rates) {
  const out = []
  for (const month of Object.keys(rates)) {
    const before = index[previousMonth(month)]
    const now = index[month]
    if (before === undefined || now === undefined) continue
    const implied = (now / before - 1) * 100
    if (Math.abs(implied - rates[month]) > 0.005 + 1e-9) {
      out.push(`${month} (index ${implied.toFixed(4)}, rate ${rates[month]})`)
    }
  }
  return out
}

const previousMonth = (ym) => {
  const [y, m] = ym.split('-').map(Number)
  return m === 1 ? `${y - 1}-12` : `${y}-${String(m - 1).padStart(2, '0')}`
}

/** The JSON file for `values`: the committed file's description, the answer as its only source. */
export function seriesFile(previous, values, { code, fetchedOn, origin = 'api', index }) {
  const months = Object.keys(values)
  const first = months[0] ?? null
  const last = months.at(-1) ?? null
  const source =
    origin === 'api'
      ? {
          repo: 'Banco Central do Brasil, SGS API',
          path: `${SGS_API}.${code}/dados?formato=json`,
          commit: '-',
          months: `${first}..${last} (fetched ${fetchedOn})`,
        }
      : {
          repo: 'saved SGS answers (offline run)',
          path: origin,
          commit: '-',
          months: `${first}..${last} (read ${fetchedOn})`,
        }
  return {
    series: previous.series,
    unit: previous.unit,
    publisher: previous.publisher,
    sgs: previous.sgs ?? code,
    sources: first ? [source, ...(index?.source ? [index.source] : [])] : [],
    first,
    last,
    values,
    ...(index?.values ? { index: index.values } : {}),
  }
}

const monthOf = (date) =>
  `${date.getUTCFullYear()}-${String(date.getUTCMonth() + 1).padStart(2, '0')}`

const fileOf = (id) => `data/series/${id}.json`

/** The file's text as Prettier writes it, so `prettier --check` passes on a refreshed file. */
export async function jsonText(file, value) {
  const options = await resolveConfig(path.join(here, file))
  return format(JSON.stringify(value, null, 2), { ...options, filepath: file })
}

/** A request the offline reader has no saved answer for: skipped, not a failure. */
export class NoSavedAnswer extends Error {}

/**
 * The index of one series from SIDRA, checked: no hole, every month of `values` after the first
 * covered from the month before, each month moving as the published rate. Returns the index and
 * its source, or throws why not.
 */
async function fetchIndex(spec, values, { fetchJson, today, origin }) {
  const url = sidraUrl(spec, today)
  const index = parseSidraIndex(await fetchJson(url), { dropMonth: monthAfter(monthOf(today)) })
  const missing = holes(index)
  if (missing.length) throw new Error(`index months missing: ${listMonths(missing)}`)
  const months = Object.keys(values)
  const needed = [previousMonth(months[0]), ...months]
  const uncovered = needed.filter((m) => !(m in index))
  if (uncovered.length) throw new Error(`index lacks ${listMonths(uncovered)}`)
  const off = indexDisagreements(index, values)
  if (off.length) throw new Error(`index disagrees with the rates in ${listMonths(off)}`)
  const kept = Object.fromEntries(Object.entries(index).filter(([m]) => m <= months.at(-1)))
  const first = Object.keys(kept)[0]
  return {
    values: kept,
    source: {
      repo:
        origin === 'api'
          ? `IBGE, SIDRA table ${spec.table} variable ${spec.variable} (número-índice, dez/1993 = 100)`
          : 'saved SIDRA answer (offline run)',
      path: origin === 'api' ? url : origin,
      commit: '-',
      months: `${first}..${months.at(-1)} (index)`,
    },
  }
}

/**
 * Refreshes every series; returns one line per series (and `failed`, the ids that could not be
 * refreshed). File reads and writes and the regeneration are arguments, so a test runs it on saved
 * answers, in memory.
 */
export async function updateSeries({
  fetchJson,
  today = new Date(),
  readText = (file) => readFile(path.join(here, file), 'utf8'),
  writeText = (file, text) => writeFile(path.join(here, file), text),
  regenerate = () => generate(),
  origin = 'api',
}) {
  const report = []
  const failed = []
  const running = monthOf(today)
  const stamp = today.toISOString().slice(0, 10)
  for (const spec of SGS_SERIES) {
    const text = await readText(fileOf(spec.id))
    const previous = JSON.parse(text)
    const before = previous.values ?? {}
    try {
      const rows = []
      for (const url of requestUrls(spec.code, spec.from, today)) {
        rows.push(...(await fetchJson(url)))
      }
      // A partial series loses its running month; no series keeps a month after today's.
      const values = parseSgsRows(rows, {
        daily: spec.daily,
        dropMonth: spec.partial ? running : monthAfter(running),
      })
      const missing = holes(values)
      if (missing.length) throw new Error(`months missing: ${listMonths(missing)}`)
      const { added, lacking, revised } = compareValues(before, values)
      if (lacking.length) {
        throw new Error(`the answer lacks committed months: ${listMonths(lacking)}`)
      }
      const indexSpec = SIDRA_INDICES.find((s) => s.id === spec.id)
      let index = null
      let indexNote = ''
      if (indexSpec && Object.keys(values).length) {
        try {
          index = await fetchIndex(indexSpec, values, { fetchJson, today, origin })
          const { added: newIdx, lacking: lostIdx } = compareValues(
            previous.index ?? {},
            index.values,
          )
          if (lostIdx.length) throw new Error(`the index answer lacks ${listMonths(lostIdx)}`)
          if (!newIdx.length && previous.index) index = null
        } catch (error) {
          if (!(error instanceof NoSavedAnswer)) {
            failed.push(`${spec.id} index`)
            indexNote = `; index kept (${error.message})`
          } else {
            indexNote = '; index skipped (no saved answer)'
          }
          index = null
        }
      }
      if (!added.length && !revised.length && !index) {
        report.push(`${spec.id}: ${previous.last ?? 'no data'}, nothing new${indexNote}`)
        continue
      }
      const keptIndex = index ?? (previous.index ? { values: previous.index } : null)
      const next = seriesFile(previous, values, {
        code: spec.code,
        fetchedOn: stamp,
        origin,
        index: keptIndex && {
          values: keptIndex.values,
          source:
            index?.source ?? previous.sources?.find((s) => String(s.months).endsWith('(index)')),
        },
      })
      await writeText(fileOf(spec.id), await jsonText(fileOf(spec.id), next))
      report.push(
        `${spec.id}: ${next.first}..${next.last}` +
          (added.length ? `, new ${listMonths(added)}` : '') +
          (revised.length ? `, REVISED ${revised.join('; ')}` : '') +
          (index ? ', index refreshed' : '') +
          indexNote,
      )
    } catch (error) {
      if (error instanceof NoSavedAnswer) {
        report.push(`${spec.id}: skipped (${error.message})`)
      } else {
        failed.push(spec.id)
        report.push(`${spec.id}: kept ${previous.last ?? 'no data'} (${error.message})`)
      }
    }
  }
  await regenerate()
  return Object.assign(report, { failed })
}

async function fetchFromNetwork(url) {
  const response = await fetch(url, { headers: { accept: 'application/json' } })
  // The SGS answers 404 "Value(s) not found" for a window without data (a decade before a
  // series began): no rows, not a failure; the checks above still refuse a shortened file.
  if (response.status === 404 && url.includes('bcdata.sgs')) {
    const body = await response.text()
    if (/not found/i.test(body)) return []
  }
  if (!response.ok) throw new Error(`${response.status} ${response.statusText} for ${url}`)
  return response.json()
}

/**
 * Saved answers instead of the network: `sgs-<code>.json` (the SGS rows, any span; the reader
 * keeps those in the request's window, as the API does) and `sidra-<table>-<variable>.json` (the
 * SIDRA answer as saved). A request without its file is skipped.
 */
export function offlineReader(dir, readJson) {
  return async (url) => {
    const sgs = /bcdata\.sgs\.(\d+)\/dados\?.*dataInicial=([\d/]+)&dataFinal=([\d/]+)/.exec(url)
    if (sgs) {
      const [, code, start, end] = sgs
      const rows = await readJson(path.join(dir, `sgs-${code}.json`)).catch(() => {
        throw new NoSavedAnswer(`no saved answer sgs-${code}.json in ${dir}`)
      })
      const iso = (d) => `${d.slice(6, 10)}-${d.slice(3, 5)}-${d.slice(0, 2)}`
      return rows.filter((r) => iso(r.data) >= iso(start) && iso(r.data) <= iso(end))
    }
    const sidra = /agregados\/(\d+)\/periodos\/[^/]+\/variaveis\/(\d+)/.exec(url)
    if (sidra) {
      const file = `sidra-${sidra[1]}-${sidra[2]}.json`
      return readJson(path.join(dir, file)).catch(() => {
        throw new NoSavedAnswer(`no saved answer ${file} in ${dir}`)
      })
    }
    throw new Error(`no saved answer for ${url}`)
  }
}

/**
 * Wraps a fetch so every answer is kept, then `save()` writes them to DIR in the files
 * `offlineReader` reads (the SGS rows of all windows of a code in one file): answers saved where
 * there is a network make the fixtures an offline run reads.
 */
export function answerRecorder(fetchJson, dir, writeJson) {
  const sgs = new Map()
  const other = new Map()
  return {
    fetchJson: async (url) => {
      const answer = await fetchJson(url)
      const code = /bcdata\.sgs\.(\d+)\//.exec(url)?.[1]
      const sidra = /agregados\/(\d+)\/periodos\/[^/]+\/variaveis\/(\d+)/.exec(url)
      if (code) sgs.set(code, [...(sgs.get(code) ?? []), ...answer])
      else if (sidra) other.set(`sidra-${sidra[1]}-${sidra[2]}.json`, answer)
      return answer
    },
    save: async () => {
      for (const [code, rows] of sgs) await writeJson(path.join(dir, `sgs-${code}.json`), rows)
      for (const [file, answer] of other) await writeJson(path.join(dir, file), answer)
    },
  }
}

/** `--offline DIR`, `--save DIR`, `--today AAAA-MM-DD`, `--root DIR` from the command line. */
export function parseArgs(argv) {
  const options = { offline: null, save: null, today: null, root: null }
  for (let i = 0; i < argv.length; i++) {
    const name = argv[i]?.replace(/^--/, '')
    if (name && name in options && argv[i]?.startsWith('--')) {
      const value = argv[i + 1]
      if (!value || value.startsWith('--')) throw new Error(`--${name} needs a value`)
      options[name] = value
      i++
    } else {
      throw new Error(`unknown argument ${argv[i]}`)
    }
  }
  if (options.today && !/^\d{4}-\d{2}-\d{2}$/.test(options.today)) {
    throw new Error('--today takes AAAA-MM-DD')
  }
  return options
}

/** The file system, the network and the console, as the command line uses them. */
const nodeIo = {
  read: (file) => readFile(file, 'utf8'),
  write: (file, text) => writeFile(file, text),
  fetch: fetchFromNetwork,
  generate: (dir) => generate({ dir }),
  log: (text) => console.log(text),
  error: (text) => console.error(text),
}

/**
 * The command line: reads the options, runs the refresh, prints the report and returns the exit
 * code (1 when a series could not be refreshed). `io` is an argument so a test runs the command
 * line on saved answers and a copy of the data, in memory.
 */
export async function main(argv, io = nodeIo) {
  const options = parseArgs(argv)
  const root = options.root ? path.resolve(options.root) : here
  const dir = options.offline ? path.resolve(options.offline) : null
  const readJson = (file) => io.read(file).then(JSON.parse)
  const source = dir ? offlineReader(dir, readJson) : io.fetch
  const recorder = options.save
    ? answerRecorder(source, path.resolve(options.save), (file, value) =>
        io.write(file, `${JSON.stringify(value, null, 1)}\n`),
      )
    : null
  const report = await updateSeries({
    fetchJson: recorder?.fetchJson ?? source,
    today: options.today ? new Date(`${options.today}T12:00:00Z`) : new Date(),
    readText: (file) => io.read(path.join(root, file)),
    writeText: (file, text) => io.write(path.join(root, file), text),
    regenerate: () => io.generate(root),
    origin: dir ? path.relative(root, dir) || dir : 'api',
  })
  await recorder?.save()
  io.log(report.join('\n'))
  if (report.failed.length) {
    io.error(`Not refreshed: ${report.failed.join(', ')}`)
    return 1
  }
  return 0
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  process.exitCode = await main(process.argv.slice(2))
}
