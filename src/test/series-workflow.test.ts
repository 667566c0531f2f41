// The monthly workflow that refreshes the official series (.github/workflows/series-update.yml,
// docs/legal/official-series.md "Refreshing"): it parses as YAML, runs when it should, and every
// command it runs is a real npm script or a real file of scripts/, so a rename breaks this test
// and not a scheduled run nobody watches.
import workflowText from '../../.github/workflows/series-update.yml?raw'
import pkg from '../../package.json'
import { parse } from 'yaml'

type Step = {
  id?: string
  name?: string
  uses?: string
  run?: string
  with?: Record<string, string>
  if?: string
}
type Workflow = {
  on: { schedule: { cron: string }[]; workflow_dispatch: unknown }
  permissions: Record<string, string>
  jobs: Record<string, { steps: Step[] }>
}

/** The scripts the repository has (scripts/*.mjs), by path. */
const scriptFiles = Object.keys(import.meta.glob('/scripts/*.mjs')).map((p) => p.slice(1))

function parsed(): Promise<Workflow> {
  return Promise.resolve(parse(workflowText) as Workflow)
}

const steps = async () => Object.values((await parsed()).jobs).flatMap((job) => job.steps)

/** Each command line of each `run:`, without continuation lines or shell structure. */
const commands = (all: Step[]) =>
  all.flatMap((s) => (s.run ?? '').split('\n')).map((line) => line.trim())

describe('the series workflow', () => {
  it('runs monthly after the release days (the 2nd and the 13th) and by hand', async () => {
    const on = (await parsed()).on
    expect(on.schedule.map((s) => s.cron)).toEqual(['0 12 2 * *', '0 12 13 * *'])
    expect('workflow_dispatch' in on).toBe(true)
  })

  it('checks out, sets up the engines Node, installs, updates, checks, tests, then opens a PR', async () => {
    const all = await steps()
    const order = all.map((s) => s.uses?.split('@')[0] ?? s.run?.split('\n')[0] ?? s.name)
    expect(order.slice(0, 3)).toEqual(['actions/checkout', 'actions/setup-node', 'npm ci'])
    expect(all[1]?.with?.['node-version-file']).toBe('package.json')
    expect(pkg.engines.node).toMatch(/^>=\d+/)
    const lines = commands(all)
    const at = (text: string) => lines.findIndex((l) => l.includes(text))
    expect(at('npm run series:update')).toBeGreaterThan(at('npm ci'))
    expect(at('series-generate.mjs --check')).toBeGreaterThan(at('npm run series:update'))
    expect(at('npm run test:unit')).toBeGreaterThan(at('series-generate.mjs --check'))
    const pr = all.findIndex((s) => s.uses?.startsWith('peter-evans/create-pull-request'))
    expect(pr).toBeGreaterThan(all.findIndex((s) => s.run?.includes('npm run test:unit')))
  })

  it('runs only npm scripts package.json has and files scripts/ has', async () => {
    const lines = commands(await steps())
    const npmRuns = lines.flatMap((l) => [...l.matchAll(/npm run ([\w:-]+)/g)].map((m) => m[1]))
    expect(npmRuns.length).toBeGreaterThanOrEqual(2)
    for (const script of npmRuns) expect(Object.keys(pkg.scripts)).toContain(script)
    const nodeFiles = lines.flatMap((l) =>
      [...l.matchAll(/node (scripts\/[\w.-]+)/g)].map((m) => m[1]),
    )
    for (const file of nodeFiles) expect(scriptFiles).toContain(file)
    expect(pkg.scripts['series:update']).toBe('node scripts/series-update.mjs')
  })

  it('makes a failure visible: an issue, and a failed run', async () => {
    const all = await steps()
    const update = all.find((s) => s.run?.includes('npm run series:update'))
    const last = all.at(-1)
    expect(last?.if).toContain("steps.update.outcome == 'failure'")
    expect(last?.if).toContain('failure()')
    expect(last?.run).toContain('gh issue create')
    expect(last?.run?.trim().endsWith('exit 1')).toBe(true)
    expect(update).toMatchObject({ id: 'update' })
    expect((await parsed()).permissions).toMatchObject({
      issues: 'write',
      'pull-requests': 'write',
    })
  })
})
