// @vitest-environment node
// The index's last month is in the first HTML (docs/legal/official-series.md: "Dados até…" before any script),
// read from last-months.ts, so hydration finds the same hint.
import { render } from '@/entry-server.tsx'
import { igpm } from '@/lib/series/data/igpm.ts'
import { ipca } from '@/lib/series/data/ipca.ts'
import { formatMonth } from '@/utils/format.ts'

it.each([
  [
    '/calculadora-correcao-monetaria',
    `Dados do IPCA até ${formatMonth(ipca.last ?? '')}, IBGE. CDI: em breve.`,
  ],
  ['/calculadora-reajuste-aluguel', `Dados do IGP-M até ${formatMonth(igpm.last ?? '')}, FGV.`],
])('%s: the prerendered index select says until when its data goes', async (path, hint) => {
  const html = await render(path)
  expect(html).toContain(hint)
})
