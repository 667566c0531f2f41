import { describe, expect, it } from 'vitest'

// The app's tsconfig has browser types only; the two Node APIs this test needs are typed here
// rather than adding Node's globals to every source file.
type ExecFileSync = (
  file: string,
  args: string[],
  options: { env: Record<string, string | undefined>; encoding: 'utf8' },
) => string
const { process } = globalThis as unknown as {
  process: { execPath: string; env: Record<string, string | undefined> }
}
const childProcess = 'node:child_process'
const { execFileSync } = (await import(/* @vite-ignore */ childProcess)) as {
  execFileSync: ExecFileSync
}

/**
 * Business days must not depend on the device's time zone. Each zone runs the library in its
 * own Node process with `TZ` set before the library loads, so every `Date` it creates lives in
 * that zone. The zones are Brazil's three (Brasília −3, Amazonas −4, Fernando de Noronha −2)
 * and UTC.
 *
 * Each zone is also run with a replaced global `Date` (as a browser test clock, Playwright's or
 * @sinonjs/fake-timers, or a clock-spoofing extension replaces it): its constructor returns
 * plain `Date`s, so a `Date` subclass such as `UTCDate` reads the local zone. That is how a holiday at UTC midnight was once read as the previous weekday in Brazil
 * (Finados 2026, a Monday, counted as a Sunday).
 *
 * Weekdays checked against Python's `datetime.date.weekday()`; holidays from Lei 662/1949
 * (wording of Lei 10.607/2002) and Lei 14.759/2023.
 */

const ZONES = [
  // Minutes west of UTC on 2026-11-02 (Brazil has had no daylight saving time since 2019).
  { zone: 'America/Sao_Paulo', offset: 180 },
  { zone: 'America/Manaus', offset: 240 },
  { zone: 'America/Noronha', offset: 120 },
  { zone: 'UTC', offset: 0 },
] as const

/** Business days after the first date up to the second: the Diferença tab. */
const DIFFERENCE: readonly [string, string, number, string][] = [
  ['2026-11-01', '2026-11-30', 19, 'Finados on a Monday, 20/11 on a Friday'],
  ['2026-09-05', '2026-09-08', 1, 'Independência on a Monday'],
  ['2024-10-26', '2024-11-04', 6, 'Finados on a Saturday counts nothing'],
  // One week, Sunday (excluded) to Saturday: 5 weekdays less the holiday when it is one.
  ['2026-11-01', '2026-11-07', 4, 'Monday: Finados 2026'],
  ['2027-09-05', '2027-09-11', 4, 'Tuesday: Independência 2027'],
  ['2024-12-29', '2025-01-04', 4, 'Wednesday: Confraternização 2025'],
  ['2025-12-28', '2026-01-03', 4, 'Thursday: Confraternização 2026'],
  ['2026-11-15', '2026-11-21', 4, 'Friday: Consciência Negra 2026'],
  ['2024-10-27', '2024-11-02', 5, 'Saturday: Finados 2024'],
  ['2025-09-06', '2025-09-13', 5, 'Sunday: Independência 2025'],
]

/** One business day after the day before a holiday: the Adicionar tab. */
const ADD: readonly [string, string, string[], string][] = [
  ['2026-10-30', '2026-11-03', ['2026-11-02'], 'Monday holiday'],
  ['2027-09-06', '2027-09-08', ['2027-09-07'], 'Tuesday holiday'],
  ['2024-12-31', '2025-01-02', ['2025-01-01'], 'Wednesday holiday'],
  ['2025-12-31', '2026-01-02', ['2026-01-01'], 'Thursday holiday'],
  ['2026-11-19', '2026-11-23', ['2026-11-20'], 'Friday holiday'],
  ['2024-11-01', '2024-11-04', [], 'Saturday holiday'],
  ['2025-09-05', '2025-09-08', [], 'Sunday holiday'],
]

/**
 * Runs in a fresh Node process with `TZ` set before anything loads; with `FAKE_DATE=1` the
 * global `Date` is replaced first, as @sinonjs/fake-timers does (its constructor returns a native
 * `Date`), so every `Date` subclass the library loads is defined over it.
 */
const CHILD = `
const now = Date.UTC(2026, 10, 22, 15)
if (process.env.FAKE_DATE === '1') {
  const Native = Date
  function FakeDate(...args) {
    if (!new.target) return Native()
    return args.length > 0 ? new Native(...args) : new Native(now)
  }
  Object.assign(FakeDate, { UTC: Native.UTC, parse: Native.parse, now: () => now })
  FakeDate.prototype = Native.prototype
  globalThis.Date = FakeDate
}
const { runnerImport } = await import('vite')
const { module: lib } = await runnerImport(process.env.LIB, { configFile: false, logLevel: 'silent' })
const { difference, add } = JSON.parse(process.env.CASES)
const days = (inicio, fim) => lib.calculateDateDifference({ inicio, fim }).value?.businessDays
const plus = (data, dias) => lib.addBusinessDays({ data, dias }).value
console.log(JSON.stringify({
  offset: new Date(Date.UTC(2026, 10, 2)).getTimezoneOffset(),
  difference: difference.map(([a, b]) => [days(a, b), days(b, a)]),
  add: add.map(([data, result]) => {
    const forward = plus(data, 1)
    return [forward?.result, forward?.skipped.map((h) => h.date), plus(result, -1)?.result]
  }),
}))
`

type ChildResult = {
  offset: number
  difference: [number, number][]
  add: [string, string[], string][]
}

function runIn(zone: string, fakeDate: boolean): ChildResult {
  const out = execFileSync(process.execPath, ['--input-type=module', '-e', CHILD], {
    env: {
      ...process.env,
      TZ: zone,
      FAKE_DATE: fakeDate ? '1' : '0',
      LIB: decodeURIComponent(new URL('./date.ts', import.meta.url).pathname),
      CASES: JSON.stringify({ difference: DIFFERENCE, add: ADD }),
    },
    encoding: 'utf8',
  })
  return JSON.parse(out) as ChildResult
}

describe.each(ZONES)('business days in $zone', ({ zone, offset }) => {
  describe.each([false, true])('with a replaced global Date: %s', (fakeDate) => {
    // One process per zone and Date: about a second each.
    const result = runIn(zone, fakeDate)

    it('runs in the zone it names', () => {
      expect(result.offset).toBe(offset)
    })

    it.each(DIFFERENCE.map((row, i) => [...row, i] as const))(
      'Diferença %s → %s: %i (%s), either order',
      (_inicio, _fim, expected, _why, i) => {
        expect(result.difference[i]).toEqual([expected, expected])
      },
    )

    it.each(ADD.map((row, i) => [...row, i] as const))(
      'Adicionar %s + 1 = %s, skipping %j (%s), and back',
      (data, expected, skipped, _why, i) => {
        expect(result.add[i]).toEqual([expected, skipped, data])
      },
    )
  })
})
