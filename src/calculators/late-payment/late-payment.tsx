import { FieldGrid } from '@/components/form/calculator-form.tsx'
import { CalculatorLayout } from '@/components/form/calculator-layout.tsx'
import { DateField } from '@/components/form/date-field.tsx'
import { Note } from '@/components/form/note.tsx'
import { NumberField } from '@/components/form/number-field.tsx'
import { ResultCard } from '@/components/form/result-card.tsx'
import { SelectField } from '@/components/form/select-field.tsx'
import { SwitchField } from '@/components/form/switch-field.tsx'
import { useCalculatorForm } from '@/components/form/use-calculator-form.ts'
import type { LatePaymentResult } from '@/lib/late-payment/late-payment.ts'
import {
  CORRECTION_OPTIONS,
  DEBT_TYPES,
  type DebtType,
  DEFAULT_FINE_PERCENT,
  LATE_PAYMENT_DATE_LIMITS,
  MAX_FINE_PERCENT,
  MAX_INTEREST_PERCENT,
} from '@/lib/late-payment/late-payment-options.ts'
import {
  formatDate,
  formatMoney,
  formatMonth,
  formatNumber,
  formatPercent,
  todayIso,
} from '@/utils/format.ts'
import { lazyComponent } from '@/utils/lazy-module-component.ts'
import { lazyModule } from '@/utils/lazy-module.ts'

// The formulas come with the IPCA and Taxa Legal data: both load on the first intent.
const lib = lazyModule(() => import('@/lib/late-payment/late-payment-shipped.ts'))

const LatePaymentDetails = lazyComponent(() =>
  import('./late-payment-details.tsx').then((m) => ({ default: m.LatePaymentDetails })),
)

const EARLIEST = LATE_PAYMENT_DATE_LIMITS.earliest as string
const earliestText = EARLIEST.split('-').reverse().join('/')

const dateMessages = {
  'too-small': `Informe uma data a partir de ${earliestText}: antes, o Código Civil era outro e os juros legais também.`,
} as const

const DEBT_LABELS: Record<DebtType, string> = {
  condominio: 'Condomínio',
  aluguel: 'Aluguel',
  consumo: 'Conta de consumo (luz, água, gás, telefone)',
  outro: 'Outra dívida',
}
const debtOptions = DEBT_TYPES.map((value) => ({ value, label: DEBT_LABELS[value] }))

/** What the interest field means when left empty, by the debt's rule. */
const INTEREST_HINT: Record<DebtType, string> = {
  condominio:
    'Vazio: 1% ao mês, o do Código Civil quando a convenção não fixa outro (art. 1.336 §1º).',
  consumo: 'Vazio: 1% ao mês, o que as agências reguladoras permitem nas contas de consumo.',
  aluguel: 'Vazio: juros legais, a Selic até 29/08/2024 e a Taxa Legal do Banco Central depois.',
  outro: 'Vazio: juros legais, a Selic até 29/08/2024 e a Taxa Legal do Banco Central depois.',
}

const FINE_HINT: Record<DebtType, string> = {
  condominio: `Vazio: ${formatPercent(DEFAULT_FINE_PERCENT, 0)}, o máximo no condomínio (Código Civil, art. 1.336 §1º).`,
  consumo: `Vazio: ${formatPercent(DEFAULT_FINE_PERCENT, 0)}, o máximo nas contas de consumo.`,
  aluguel: `Vazio: ${formatPercent(DEFAULT_FINE_PERCENT, 0)}. Na locação vale a multa do contrato.`,
  outro: `Vazio: ${formatPercent(DEFAULT_FINE_PERCENT, 0)}, o máximo em contratos de consumo.`,
}

const fields = {
  valor: {
    kind: 'money',
    messages: {
      required: 'Informe o valor da conta ou da prestação.',
      'not-positive': 'O valor deve ser maior que zero.',
    },
  },
  vencimento: {
    kind: 'date',
    messages: { ...dateMessages, required: 'Informe a data de vencimento.' },
  },
  pagamento: {
    kind: 'date',
    messages: {
      ...dateMessages,
      'date-order':
        'Pago até o vencimento não tem atraso: não há multa, juros nem correção. Informe uma data depois do vencimento.',
    },
  },
  multa: {
    kind: 'percent',
    // A lease is no consumer contract, and a condomínio's cap is refused as an error.
    warn: (value: number, values: Readonly<Record<string, string>>) =>
      value > DEFAULT_FINE_PERCENT &&
      values['tipo'] !== 'aluguel' &&
      values['tipo'] !== 'condominio'
        ? `Em contratos de consumo a multa é de no máximo ${formatPercent(DEFAULT_FINE_PERCENT, 0)} (CDC art. 52 §1º). Calculamos com o valor informado.`
        : undefined,
    messages: {
      negative: 'A multa não pode ser negativa.',
      'over-limit': `No condomínio a multa é de no máximo ${formatPercent(DEFAULT_FINE_PERCENT, 0)} do débito (Código Civil, art. 1.336 §1º), mesmo que a convenção diga mais.`,
      'too-large': `A multa não pode passar de ${formatPercent(MAX_FINE_PERCENT, 0)} do valor (Código Civil, art. 412).`,
    },
  },
  juros: {
    kind: 'percent',
    messages: {
      negative: 'Os juros não podem ser negativos.',
      'too-large': `Os juros máximos aceitos são ${formatPercent(MAX_INTEREST_PERCENT, 0)} ao mês.`,
    },
  },
  correcao: { kind: 'option', options: CORRECTION_OPTIONS, initial: 'ipca' },
  tipo: { kind: 'option', options: DEBT_TYPES, initial: 'outro' },
} as const

const days = (n: number) => `${String(n)} ${n === 1 ? 'dia' : 'dias'}`

const monthSpan = (months: readonly string[]) => {
  const [first] = months
  const last = months.at(-1)
  if (first === undefined || last === undefined) return ''
  return first === last ? formatMonth(first) : `${formatMonth(first)} a ${formatMonth(last)}`
}

function interestRule(r: LatePaymentResult): string {
  if (r.agreedRate !== null) return `${formatNumber(r.agreedRate, 4)}% ao mês do contrato`
  if (r.debtType === 'condominio') return '1% ao mês do Código Civil para o condomínio'
  if (r.debtType === 'consumo') return '1% ao mês das contas de consumo'
  const selic = r.periods.some((p) => p.basis === 'selic')
  const taxa = r.periods.some((p) => p.basis === 'taxa-legal')
  if (selic && taxa) return 'Selic até 29/08/2024 e a Taxa Legal depois'
  return selic
    ? 'Selic, juros legais até 29/08/2024, sem correção à parte'
    : 'Taxa Legal de cada mês'
}

const FINE_AND_INTEREST_RULE: Record<DebtType, string> = {
  condominio: 'Multa de até 2% e juros de 1% ao mês (Código Civil, art. 1.336 §1º)',
  consumo: 'Multa de até 2% (CDC art. 52 §1º), juros de 1% ao mês e IPCA (ANEEL, REN 1.000/2021)',
  aluguel:
    'Multa e juros do contrato de locação (Lei 8.245/1991); sem juros no contrato, a Selic até 29/08/2024 (STJ, Tema 1.368) e a Taxa Legal depois (Código Civil, art. 406; Lei 14.905/2024)',
  outro:
    'Multa sobre o valor (CDC art. 52 §1º: até 2% em contratos de consumo); juros legais: a Selic até 29/08/2024, sem correção à parte (STJ, Tema 1.368), e a Taxa Legal depois (Código Civil, art. 406; Lei 14.905/2024)',
}

/** The rule line: the fine's, the interest's and the correction's law for this debt. */
function ruleText(r: LatePaymentResult): string {
  const correction =
    r.debtType === 'consumo' ? '' : '; correção pelo IPCA desde 30/08/2024 (Código Civil, art. 389)'
  return `${FINE_AND_INTEREST_RULE[r.debtType]}${correction}. ${dataUntil(r)}`
}

/** "IPCA: dados até julho de 2026. Taxa Legal: dados até outubro de 2026." */
function dataUntil(r: LatePaymentResult): string {
  return [
    r.ipcaUntil ? `IPCA: dados até ${formatMonth(r.ipcaUntil)}.` : '',
    r.taxaLegalUntil ? `Taxa Legal: dados até ${formatMonth(r.taxaLegalUntil)}.` : '',
  ]
    .filter(Boolean)
    .join(' ')
}

/** The months the data lacks, said beside the result and kept in a copied summary. */
function missingNotes(r: LatePaymentResult): string[] {
  const noTaxaDays = r.periods
    .filter((p) => p.basis === 'taxa-legal' && p.rate === null)
    .reduce((total, p) => total + p.days, 0)
  const notes: string[] = []
  if (r.ipcaMissing.length > 0)
    notes.push(
      `O IPCA de ${monthSpan(r.ipcaMissing)} ainda não está nos dados do site (${r.ipcaUntil ? `dados até ${formatMonth(r.ipcaUntil)}` : 'sem dados'}): ${r.ipcaMissing.length === 1 ? 'esse mês não foi corrigido' : 'esses meses não foram corrigidos'}. A correção real será um pouco maior se a inflação deles for positiva.`,
    )
  if (noTaxaDays > 0)
    notes.push(
      `A Taxa Legal de ${monthSpan(r.taxaLegalMissing)} ainda não está nos dados do site (${r.taxaLegalUntil ? `dados até ${formatMonth(r.taxaLegalUntil)}` : 'sem dados'}): os ${days(noTaxaDays)} de atraso nesse período ficaram sem juros.`,
    )
  return notes
}

export default function LatePaymentCalculator() {
  const form = useCalculatorForm({
    id: 'late-payment',
    fields,
    lib,
    cards: [LatePaymentDetails],
    // An empty payment date is today: read only when computing, never while rendering.
    compute: (v, module) => module.calculateShippedLatePayment({ ...v, today: todayIso() }),
    history: (r) => ({
      inputs: `${DEBT_LABELS[r.debtType]}: ${formatMoney(r.valor)} vencido em ${formatDate(r.vencimento)}, pago em ${formatDate(r.pagamento)}`,
      result: `Total ${formatMoney(r.total)} (${days(r.days)} de atraso)`,
    }),
  })
  const typed = form.field('tipo').value
  const debtType: DebtType = (DEBT_TYPES as readonly string[]).includes(typed)
    ? (typed as DebtType)
    : 'outro'
  return (
    <CalculatorLayout
      form={form}
      label="Calcular multa e juros de atraso"
      result={(r) => (
        <ResultCard
          main={{
            label: `Total a pagar em ${formatDate(r.pagamento)}`,
            value: formatMoney(r.total),
          }}
          shareValue={`Total a pagar em ${formatDate(r.pagamento)}: ${formatMoney(r.total)}`}
          items={[
            { label: 'Valor original', value: formatMoney(r.valor) },
            r.correction === 'ipca' && {
              label: 'Correção pelo IPCA',
              value: formatMoney(r.correctionAmount),
              hint:
                r.ipcaMonths.length > 0
                  ? `${formatPercent(r.ipcaPercent)} de ${monthSpan(r.ipcaMonths.map((m) => m.month))}`
                  : 'Nenhum mês de IPCA no período.',
            },
            {
              label: `Multa (${formatNumber(r.finePercent, 4)}%)`,
              value: formatMoney(r.fine),
              hint: 'Sobre o valor da prestação.',
            },
            {
              label: 'Juros de mora',
              value: formatMoney(r.interest),
              hint: `${formatNumber(r.interestPercent, 6)}% em ${days(r.days)}: ${interestRule(r)}.`,
            },
            { label: 'Dias de atraso', value: days(r.days) },
          ]}
          steps={r.steps}
          rule={ruleText(r)}
          caveats={missingNotes(r)}
        >
          <LatePaymentDetails result={r} />
          {missingNotes(r).map((text) => (
            <Note key={text}>{text}</Note>
          ))}
          {r.fineAboveConsumerCap ? (
            <Note>
              Multa acima de 2%: em contratos de consumo (compras, financiamentos, contas de
              serviços) o limite é 2% (CDC art. 52 §1º) e o excesso pode ser contestado. Fora das
              relações de consumo vale o contrato.
            </Note>
          ) : null}
          {r.nominalKept ? (
            <Note>
              O IPCA do período foi negativo (deflação): a dívida não fica abaixo do valor original,
              como decidiu o STJ.
            </Note>
          ) : null}
        </ResultCard>
      )}
    >
      <FieldGrid>
        <SelectField field={form.field('tipo')} label="O que é a dívida" options={debtOptions} />
        <NumberField
          field={form.field('valor')}
          label="Valor da conta ou prestação (R$)"
          placeholder="Ex.: 1.000,00"
        />
        <DateField field={form.field('vencimento')} label="Vencimento" min={EARLIEST} />
        <DateField
          field={form.field('pagamento')}
          label="Data do pagamento"
          hint="Vazio: hoje."
          min={EARLIEST}
        />
        <NumberField
          field={form.field('multa')}
          label="Multa (%)"
          placeholder={formatNumber(DEFAULT_FINE_PERCENT)}
          unit="%"
          hint={FINE_HINT[debtType]}
        />
        <NumberField
          field={form.field('juros')}
          label="Juros do contrato (% ao mês, opcional)"
          placeholder="Ex.: 1"
          unit="%"
          hint={INTEREST_HINT[debtType]}
        />
      </FieldGrid>
      <SwitchField
        field={form.field('correcao')}
        on="ipca"
        off="nenhuma"
        label="Corrigir pelo IPCA"
        hint={
          debtType === 'consumo'
            ? 'As contas de consumo são corrigidas pelo IPCA (ANEEL, REN 1.000/2021).'
            : `Quando o contrato não escolhe um índice, a correção é pelo IPCA desde 30/08/2024 (Código Civil, art. 389)${debtType === 'condominio' ? '' : '; antes, a Selic dos juros legais já corrige'}.`
        }
      />
    </CalculatorLayout>
  )
}
