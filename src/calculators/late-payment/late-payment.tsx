import { FieldGrid } from '@/components/form/calculator-form.tsx'
import { CalculatorLayout } from '@/components/form/calculator-layout.tsx'
import { DateField } from '@/components/form/date-field.tsx'
import { Note } from '@/components/form/note.tsx'
import { NumberField } from '@/components/form/number-field.tsx'
import { ResultCard } from '@/components/form/result-card.tsx'
import { SwitchField } from '@/components/form/switch-field.tsx'
import { useCalculatorForm } from '@/components/form/use-calculator-form.ts'
import type { LatePaymentResult } from '@/lib/late-payment/late-payment.ts'
import {
  CORRECTION_OPTIONS,
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
    warn: (value: number) =>
      value > DEFAULT_FINE_PERCENT
        ? `Em contratos de consumo a multa é de no máximo ${formatPercent(DEFAULT_FINE_PERCENT, 0)} (CDC art. 52 §1º). Calculamos com o valor informado.`
        : undefined,
    messages: {
      negative: 'A multa não pode ser negativa.',
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
  const legal = r.periods.some((p) => p.basis === 'legal')
  const taxa = r.periods.some((p) => p.basis === 'taxa-legal')
  if (legal && taxa) return '1% ao mês até 29/08/2024 e a Taxa Legal depois'
  return legal ? '1% ao mês (juros legais até 29/08/2024)' : 'Taxa Legal de cada mês'
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

function MissingData({ r }: { r: LatePaymentResult }) {
  const noTaxa = r.periods.filter((p) => p.rate === null)
  const noTaxaDays = noTaxa.reduce((total, p) => total + p.days, 0)
  return (
    <>
      {r.ipcaMissing.length > 0 ? (
        <Note>
          O IPCA de {monthSpan(r.ipcaMissing)} ainda não está nos dados do site (
          {r.ipcaUntil ? `dados até ${formatMonth(r.ipcaUntil)}` : 'sem dados'}):{' '}
          {r.ipcaMissing.length === 1
            ? 'esse mês não foi corrigido'
            : 'esses meses não foram corrigidos'}
          . A correção real será um pouco maior se a inflação deles for positiva.
        </Note>
      ) : null}
      {noTaxa.length > 0 ? (
        <Note>
          A Taxa Legal de {monthSpan(r.taxaLegalMissing)} ainda não está nos dados do site (
          {r.taxaLegalUntil ? `dados até ${formatMonth(r.taxaLegalUntil)}` : 'sem dados'}): os{' '}
          {days(noTaxaDays)} de atraso nesse período ficaram sem juros.
        </Note>
      ) : null}
    </>
  )
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
      inputs: `${formatMoney(r.valor)} vencido em ${formatDate(r.vencimento)}, pago em ${formatDate(r.pagamento)}`,
      result: `Total ${formatMoney(r.total)} (${days(r.days)} de atraso)`,
    }),
  })
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
          rule={`Multa sobre o valor (CDC art. 52 §1º: até 2% em contratos de consumo); correção pelo IPCA (Código Civil, art. 389); juros simples pro rata die sobre o valor corrigido (Código Civil, art. 406; Lei 14.905/2024). ${dataUntil(r)}`}
        >
          <LatePaymentDetails result={r} />
          <MissingData r={r} />
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
          hint={`Vazio: ${formatPercent(DEFAULT_FINE_PERCENT, 0)}, o máximo em contratos de consumo.`}
        />
        <NumberField
          field={form.field('juros')}
          label="Juros do contrato (% ao mês, opcional)"
          placeholder="Ex.: 1"
          unit="%"
          hint="Vazio: juros legais, 1% ao mês até 29/08/2024 e a Taxa Legal do Banco Central depois."
        />
      </FieldGrid>
      <SwitchField
        field={form.field('correcao')}
        on="ipca"
        off="nenhuma"
        label="Corrigir pelo IPCA"
        hint="Quando o contrato não escolhe um índice, a correção é pelo IPCA (Código Civil, art. 389)."
      />
    </CalculatorLayout>
  )
}
