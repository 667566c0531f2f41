import { CalculatorLayout } from '@/components/form/calculator-layout.tsx'
import { FieldGrid } from '@/components/form/calculator-form.tsx'
import { Note } from '@/components/form/note.tsx'
import { NumberField } from '@/components/form/number-field.tsx'
import { ResultCard } from '@/components/form/result-card.tsx'
import { SwitchField } from '@/components/form/switch-field.tsx'
import { useCalculatorForm } from '@/components/form/use-calculator-form.ts'
import type { CashOrInstalmentsResult } from '@/lib/cash-or-instalments/cash-or-instalments.ts'
import {
  FIRST_AT_PURCHASE_OPTIONS,
  MAX_INSTALMENTS,
  MAX_YIELD,
} from '@/lib/cash-or-instalments/cash-or-instalments-options.ts'
import { LAST_MONTHS } from '@/lib/series/data/last-months.ts'
import { parseNumber } from '@/utils/parse-number.ts'
import { formatMoney, formatMonth, formatNumber, formatPercent } from '@/utils/format.ts'
import { lazyModule } from '@/utils/lazy-module.ts'

const lib = lazyModule(() => import('@/lib/cash-or-instalments/cash-or-instalments.ts'))

/** The instalments' total, from the form's texts, when both are typed. */
function instalmentsTotal(values: Readonly<Record<string, string>>): number | null {
  const parcela = parseNumber(values.parcela ?? '')
  const parcelas = parseNumber(values.parcelas ?? '')
  return parcela !== null && parcelas !== null && parcela > 0 && parcelas > 0
    ? parcela * parcelas
    : null
}

const fields = {
  avista: {
    kind: 'money',
    // Legal, and worth saying: the instalments then cost less than paying cash.
    warn: (value: number, values: Readonly<Record<string, string>>) => {
      const total = instalmentsTotal(values)
      return total !== null && value > total
        ? `As parcelas somam ${formatMoney(total)}, menos que o preço à vista: a taxa é negativa e parcelar sai mais barato.`
        : undefined
    },
    messages: {
      required: 'Informe o preço à vista (ou o desconto para pagar à vista).',
      'not-positive': 'O preço à vista deve ser maior que zero.',
    },
  },
  desconto: {
    kind: 'percent',
    messages: {
      'not-positive': 'O desconto deve ser maior que zero.',
      'too-large': 'O desconto deve ser menor que 100%.',
    },
  },
  parcela: {
    kind: 'money',
    messages: {
      required: 'Informe o valor de cada parcela.',
      'not-positive': 'A parcela deve ser maior que zero.',
    },
  },
  parcelas: {
    kind: 'integer',
    messages: {
      required: 'Informe em quantas vezes.',
      'not-positive': 'Informe pelo menos 1 parcela.',
      'too-small': 'Com a primeira parcela no ato, informe pelo menos 2 parcelas.',
      'too-large': `O máximo é de ${MAX_INSTALMENTS} parcelas.`,
    },
  },
  entrada: { kind: 'option', options: FIRST_AT_PURCHASE_OPTIONS, initial: 'nao' },
  rendimento: {
    kind: 'percent',
    messages: {
      required: 'Informe quanto o dinheiro rende ao mês (a poupança rende cerca de 0,6%).',
      negative: 'O rendimento não pode ser negativo.',
      'too-large': `O rendimento máximo é de ${formatPercent(MAX_YIELD, 0)} ao mês.`,
    },
  },
} as const

function verdict(r: CashOrInstalmentsResult): string {
  if (r.better === 'igual') return 'Tanto faz: as duas formas custam o mesmo hoje'
  return r.better === 'avista'
    ? 'Pagar à vista sai mais barato, em dinheiro de hoje'
    : 'Parcelar e deixar o dinheiro rendendo sai mais barato, em dinheiro de hoje'
}

// The month only (a few bytes, in the prerendered HTML); the figure comes with the formulas.
const savingsMonth = LAST_MONTHS.poupanca.last
const yieldHint =
  'Quanto o dinheiro rende enquanto você paga as parcelas (poupança, CDB).' +
  (savingsMonth === null
    ? ''
    : ` Vazio: usamos a poupança de ${formatMonth(savingsMonth)}, o último mês nos dados do site.`)

function yieldLabel(r: CashOrInstalmentsResult): string {
  const rate = `${formatNumber(r.yieldRate, 4)}% ao mês`
  return r.yieldFromSavings
    ? `Parcelas em dinheiro de hoje (rendendo ${rate}, a poupança de ${formatMonth(r.yieldFromSavings.month)})`
    : `Parcelas em dinheiro de hoje (rendendo ${rate})`
}

const plan = (r: CashOrInstalmentsResult) =>
  `${r.firstAtPurchase ? '1 + ' + String(r.count - 1) : String(r.count)} × ${formatMoney(r.instalment)}`

export default function CashOrInstalmentsCalculator() {
  const form = useCalculatorForm({
    id: 'cash-or-instalments',
    fields,
    lib,
    compute: (v, module) => module.calculateCashOrInstalments(v),
    history: (r) => ({
      inputs: `${formatMoney(r.cashPrice)} à vista ou ${plan(r)}`,
      result: `${r.better === 'parcelado' ? 'Parcelado' : 'À vista'}: ${formatMoney(r.saving)}; juros ${formatPercent(r.monthlyRate)} ao mês`,
    }),
  })
  return (
    <CalculatorLayout
      form={form}
      label="Comparar à vista e parcelado"
      result={(r) => (
        <ResultCard
          main={{ label: verdict(r), value: formatMoney(r.saving) }}
          shareValue={`${verdict(r)}: ${formatMoney(r.saving)}`}
          items={[
            {
              label: 'Juros escondidos no parcelado',
              value: `${formatPercent(r.monthlyRate)} ao mês`,
              hint: `${formatPercent(r.yearlyRate)} ao ano`,
            },
            { label: 'Preço à vista', value: formatMoney(r.cashPrice) },
            {
              label: 'Soma das parcelas',
              value: formatMoney(r.instalmentsTotal),
              hint: plan(r),
            },
            { label: yieldLabel(r), value: formatMoney(r.presentValue) },
          ]}
          steps={r.steps}
          rule="Juros escondidos: a taxa i em que o preço à vista = parcela × (1 − (1 + i)^−n) ÷ i (com a primeira no ato, × (1 + i)). Valor de hoje das parcelas: a mesma conta com o rendimento. À vista compensa quando os juros escondidos passam do rendimento."
        >
          {r.ignoredDiscount ? (
            <Note>
              Você informou o preço à vista e também um desconto: usamos o preço à vista (
              {formatMoney(r.cashPrice)}). Com o desconto de{' '}
              {formatPercent(r.ignoredDiscount.discount)} sobre a soma das parcelas, o preço à vista
              seria {formatMoney(r.ignoredDiscount.cashPrice)}; apague o preço para usar o desconto.
            </Note>
          ) : null}
          {r.negativeRate ? (
            <Note>
              As parcelas somam menos que o preço à vista: os juros são negativos, o parcelado é
              mais barato mesmo sem aplicar o dinheiro.
            </Note>
          ) : null}
          {r.monthlyRate === 0 ? (
            <Note>
              Sem juros de verdade: as parcelas somam o preço à vista. Aí parcelar e deixar o
              dinheiro rendendo sempre ganha.
            </Note>
          ) : null}
        </ResultCard>
      )}
    >
      <FieldGrid>
        <NumberField
          field={form.field('avista')}
          label="Preço à vista (R$)"
          placeholder="Ex.: 1.800,00"
        />
        <NumberField
          field={form.field('desconto')}
          label="Ou desconto à vista (%)"
          placeholder="Ex.: 10"
          unit="%"
          hint="Use se a loja dá um desconto em vez de um preço."
        />
        <NumberField field={form.field('parcela')} label="Parcela (R$)" placeholder="Ex.: 170,00" />
        <NumberField
          field={form.field('parcelas')}
          label="Número de parcelas"
          placeholder="Ex.: 12"
          unit="vezes"
        />
        <NumberField
          field={form.field('rendimento')}
          label="Rendimento do dinheiro (% ao mês)"
          placeholder="Ex.: 0,6"
          unit="%"
          hint={yieldHint}
        />
      </FieldGrid>
      <SwitchField
        field={form.field('entrada')}
        label="Primeira parcela no ato da compra"
        hint={'Como em "1 + 11": a primeira é paga na hora.'}
      />
    </CalculatorLayout>
  )
}
