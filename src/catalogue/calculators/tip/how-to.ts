import { brl, percent } from '../../example-text.ts'
import type { HowToSteps } from '../../how-to.ts'
import { example } from './example.ts'

const { query: q, figures: f, quick } = example

const rest = q.pessoas - f.shares
const people = (n: number) => (n === 1 ? 'uma paga' : `${n === 2 ? 'duas' : n} pessoas pagam`)

const steps: HowToSteps = [
  'Informe o valor da conta e o número de pessoas.',
  'Escolha a gorjeta em % (botões rápidos) ou em reais.',
  `Os botões ${quick
    .slice(0, -1)
    .map((n) => percent(n))
    .join(', ')} e ${percent(quick.at(-1) ?? 0)} já calculam quando a conta está preenchida.`,
  `Exemplo: conta de ${brl(q.conta)} para ${q.pessoas} pessoas com ${percent(q.gorjeta)} → total ${brl(f.total)}; ${people(f.shares)} ${brl(f.share)} e ${people(rest)} ${brl(f.rest)}.`,
]

export default steps
