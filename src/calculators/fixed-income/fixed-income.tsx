import { CalculatorLayout } from '@/components/form/calculator-layout.tsx'
import { FieldGrid } from '@/components/form/calculator-form.tsx'
import { NumberField } from '@/components/form/number-field.tsx'
import { SelectField } from '@/components/form/select-field.tsx'
import { SwitchField } from '@/components/form/switch-field.tsx'
import { useCalculatorForm } from '@/components/form/use-calculator-form.ts'
import { ok } from '@/lib/core/outcome.ts'
import { TERM_UNITS } from '@/lib/fixed-income/fixed-income-options.ts'
import { formatMoney } from '@/utils/format.ts'
import type { OfficialFigure } from '@/lib/series/accumulate.ts'
import { lazyModule } from '@/utils/lazy-module.ts'
import { lazyComponent } from '@/utils/lazy-module-component.ts'
import { formatMonth, formatPercent, todayIso } from '@/utils/format.ts'

import { productName, termWords } from './fixed-income-text.ts'
import { officialInputs, useOfficialRates } from './use-official-rates.ts'

// The result (headline, cards, table, notes) is drawn only once there is one: it loads after the
// form, fetched when the screen mounts (the page's JavaScript budget).
const FixedIncomeResultCard = lazyComponent(() =>
  import('./fixed-income-result.tsx').then((m) => ({ default: m.FixedIncomeResultCard })),
)

const fixedIncome = lazyModule(() => import('@/lib/fixed-income/fixed-income.ts'))

const rate = (name: string) =>
  ({
    kind: 'percent',
    messages: {
      required: `Informe ${name}.`,
      negative: `${name[0]?.toUpperCase() ?? ''}${name.slice(1)} não pode ser negativa.`,
      'too-large': 'Informe uma taxa de até 100% ao ano.',
    },
  }) as const

const fields = {
  valor: {
    kind: 'money',
    messages: {
      required: 'Informe o valor a aplicar.',
      'not-positive': 'O valor a aplicar deve ser maior que zero.',
    },
  },
  aporte: { kind: 'money', messages: { negative: 'O aporte mensal não pode ser negativo.' } },
  prazo: {
    kind: 'integer',
    messages: {
      required: 'Informe o prazo.',
      'not-positive': 'O prazo deve ser de pelo menos 1.',
      'too-small': 'O prazo deve ser de pelo menos 1.',
      'too-large': 'O prazo máximo é de 30 anos (360 meses ou 10.950 dias).',
      'not-integer': 'Informe o prazo em números inteiros.',
    },
  },
  unidade: { kind: 'option', options: TERM_UNITS, initial: 'meses' },
  cdi: rate('a taxa do CDI'),
  selic: rate('a taxa Selic'),
  tr: {
    kind: 'percent',
    messages: {
      negative: 'A TR não pode ser negativa.',
      'too-large': 'Informe uma TR de até 10% ao mês.',
    },
  },
  ipca: {
    kind: 'percent',
    allowNegative: true,
    messages: {
      required: 'Informe o IPCA para comparar o IPCA+.',
      'too-large': 'Informe um IPCA de até 100% ao ano.',
    },
  },
  pre: {
    kind: 'percent',
    messages: {
      negative: 'A taxa do prefixado não pode ser negativa.',
      'too-large': 'Informe uma taxa de até 100% ao ano.',
    },
  },
  ipcamais: {
    kind: 'percent',
    messages: {
      negative: 'A taxa real do IPCA+ não pode ser negativa.',
      'too-large': 'Informe uma taxa real de até 100% ao ano.',
    },
  },
  cdb: {
    kind: 'percent',
    messages: {
      'not-positive': 'O CDB deve pagar mais que 0% do CDI.',
      'too-large': 'Informe até 1.000% do CDI.',
    },
  },
  lci: {
    kind: 'percent',
    messages: {
      'not-positive': 'A LCI/LCA deve pagar mais que 0% do CDI.',
      'too-large': 'Informe até 1.000% do CDI.',
    },
  },
  tesouro: { kind: 'option', options: ['sim', 'nao'], initial: 'sim' },
  poupanca: { kind: 'option', options: ['sim', 'nao'], initial: 'sim' },
} as const

const unitOptions = [
  { value: 'dias', label: 'Dias' },
  { value: 'meses', label: 'Meses' },
  { value: 'anos', label: 'Anos' },
]

export default function FixedIncomeCalculator() {
  const form = useCalculatorForm({
    id: 'fixed-income',
    fields,
    lib: fixedIncome,
    cards: [FixedIncomeResultCard],
    compute: (v, lib) => {
      // An empty rate field is the official figure it is filled with (use-official-rates.ts).
      const { values, official } = officialInputs(lib.OFFICIAL_RATES, v)
      const outcome = lib.calculateFixedIncome({ ...v, ...values, official, inicio: todayIso() })
      if (!outcome.ok) return outcome
      return ok({ ...outcome.value, term: termWords(v.prazo ?? 0, v.unidade) })
    },
    history: (r, v) => {
      const best = r.products.find((p) => p.product === r.best)
      return {
        inputs: `${formatMoney(v.valor ?? 0)}${v.aporte ? ` + ${formatMoney(v.aporte)}/mês` : ''} por ${r.term}, CDI ${String(v.cdi ?? '')}%`,
        result: best ? `Melhor: ${productName(best)}, ${formatMoney(best.net)} líquidos` : '',
      }
    },
  })
  const rates = useOfficialRates(form, fixedIncome)
  const usesSelic = form.values.tesouro !== 'nao' || form.values.poupanca !== 'nao'
  const unit =
    form.values.unidade === 'dias' || form.values.unidade === 'anos' ? form.values.unidade : 'meses'

  return (
    <CalculatorLayout
      form={form}
      label="Comparar aplicações de renda fixa"
      result={(r) => <FixedIncomeResultCard r={r} />}
    >
      <FieldGrid>
        <NumberField
          field={form.field('valor')}
          label="Valor a aplicar (R$)"
          placeholder="Ex.: 10.000,00"
        />
        <NumberField
          field={form.field('aporte')}
          label="Aporte mensal (R$)"
          placeholder="Opcional"
          hint="Depositado a cada mês, a partir do primeiro."
        />
        <NumberField
          field={form.field('prazo')}
          label={`Prazo (${unit})`}
          placeholder={unit === 'dias' ? 'Ex.: 90' : unit === 'anos' ? 'Ex.: 2' : 'Ex.: 12'}
          unit={unit}
        />
        <SelectField field={form.field('unidade')} label="Prazo em" options={unitOptions} />
        <NumberField
          field={form.field('cdi')}
          label="CDI (% ao ano)"
          placeholder="Ex.: 14,9"
          hint={
            rates?.cdi
              ? dated(rates.cdi, 'CDI')
              : 'Veja o valor de hoje no site da B3 ou do Banco Central (taxa DI).'
          }
        />
        <NumberField
          field={form.field('selic')}
          label="Taxa Selic (% ao ano)"
          placeholder="Ex.: 15"
          hint={
            !usesSelic
              ? 'Não é usada: só o Tesouro Selic e a poupança dependem dela, e os dois estão fora da comparação.'
              : rates?.selic
                ? dated(rates.selic, 'Selic')
                : 'A Selic dos últimos 12 meses, do Banco Central. Rende o Tesouro Selic e define a poupança.'
          }
        />
        <NumberField
          field={form.field('cdb')}
          label="CDB (% do CDI)"
          placeholder="100"
          hint="Quanto o banco paga do CDI. Vazio: 100%."
        />
        <NumberField
          field={form.field('lci')}
          label="LCI/LCA (% do CDI)"
          placeholder="90"
          hint="Isenta de imposto de renda. Vazio: 90%."
        />
        <NumberField
          field={form.field('tr')}
          label="TR (% ao mês)"
          placeholder="0"
          hint={
            rates?.tr
              ? dated(rates.tr, 'TR média')
              : 'A TR média dos últimos 12 meses, do Banco Central; soma-se à poupança.'
          }
        />
        <NumberField
          field={form.field('ipca')}
          label="IPCA (% ao ano)"
          placeholder="Opcional"
          hint={`${rates?.ipca ? dated(rates.ipca, 'IPCA') : 'A inflação dos últimos 12 meses, do IBGE.'} Dá o rendimento real e o do IPCA+.`}
        />
        <NumberField
          field={form.field('pre')}
          label="Prefixado (% ao ano)"
          placeholder="Opcional"
          hint="Taxa fixa de um CDB ou Tesouro Prefixado: entra na comparação se informada."
        />
        <NumberField
          field={form.field('ipcamais')}
          label="IPCA+ (taxa real, % ao ano)"
          placeholder="Opcional"
          hint="A taxa acima do IPCA de um Tesouro IPCA+ ou CDB: entra na comparação se informada."
        />
        <SwitchField field={form.field('tesouro')} label="Comparar o Tesouro Selic" />
        <SwitchField field={form.field('poupanca')} label="Comparar a poupança" />
      </FieldGrid>
    </CalculatorLayout>
  )
}

/** "Selic dos últimos 12 meses até setembro de 2026: 14,33% (Banco Central)." */
function dated(figure: OfficialFigure, name: string): string {
  const value =
    figure.per === 'mes' ? `${formatPercent(figure.value, 4)} ao mês` : formatPercent(figure.value)
  return `${name} dos últimos 12 meses até ${formatMonth(figure.to)}: ${value} (${figure.series.publisher}). Pode mudar.`
}
