import { CalculatorForm, FieldGrid } from '@/components/form/calculator-form.tsx'
import { FormActions } from '@/components/form/form-actions.tsx'
import { NumberField } from '@/components/form/number-field.tsx'
import { ResultCard } from '@/components/form/result-card.tsx'
import { ResultRegion } from '@/components/form/result-region.tsx'
import { useCalculatorForm } from '@/components/form/use-calculator-form.ts'
import { ModeTabs } from '@/components/form/mode-tabs.tsx'
import { useUrlMode } from '@/hooks/use-url-mode.ts'
import type { PercentageResult } from '@/lib/percentage/percentage.ts'
import { PERCENTAGE_MODES, type PercentageMode } from '@/lib/percentage/percentage-options.ts'
import { formatNumber, formatPercent } from '@/utils/format.ts'
import { lazyModule } from '@/utils/lazy-module.ts'

import { changeFields, decreaseFields, increaseFields, ofFields } from './percentage-fields.ts'

const percentage = lazyModule(() => import('@/lib/percentage/percentage.ts'))

/** What the screen needs of each tab's form. */
type TabForm = {
  values: Record<string, string>
  setValue: (name: string, text: string) => void
  result: PercentageResult | null
  parsed: Record<string, number | null>
}

const num = (value: number | null | undefined) => formatNumber(value ?? 0, 2)
const signedPercent = (value: number) => `${value > 0 ? '+' : ''}${formatPercent(value)}`

function summary(r: PercentageResult, v: Record<string, number | null>) {
  switch (r.modo) {
    case 'de':
      return { inputs: `${num(v.pct)}% de ${num(v.valor)}`, result: num(r.result) }
    case 'aumento':
      return { inputs: `${num(v.valor)} + ${num(v.pct)}%`, result: num(r.result) }
    case 'reducao':
      return { inputs: `${num(v.valor)} − ${num(v.pct)}%`, result: num(r.result) }
    case 'variacao':
      return { inputs: `De ${num(v.de)} para ${num(v.para)}`, result: signedPercent(r.percent) }
  }
}

function Result({ r, v }: { r: PercentageResult; v: Record<string, number | null> }) {
  switch (r.modo) {
    case 'de':
      return (
        <ResultCard
          calculatorId="percentage"
          main={{ label: `${num(v.pct)}% de ${num(v.valor)}`, value: num(r.result) }}
          rule="Resultado = valor × porcentagem ÷ 100."
        />
      )
    case 'aumento':
      return (
        <ResultCard
          calculatorId="percentage"
          main={{ label: `${num(v.valor)} com aumento de ${num(v.pct)}%`, value: num(r.result) }}
          items={[
            { label: 'Valor inicial', value: num(v.valor) },
            { label: 'Aumento', value: `+${num(r.increase)}`, tone: 'positive' },
          ]}
          rule="Valor final = valor + valor × porcentagem ÷ 100."
        />
      )
    case 'reducao':
      return (
        <ResultCard
          calculatorId="percentage"
          main={{ label: `${num(v.valor)} com redução de ${num(v.pct)}%`, value: num(r.result) }}
          items={[
            { label: 'Valor inicial', value: num(v.valor) },
            { label: 'Redução', value: `−${num(r.reduction)}`, tone: 'negative' },
          ]}
          rule="Valor final = valor − valor × porcentagem ÷ 100."
        />
      )
    case 'variacao': {
      const word = { aumento: '↑ Alta', reducao: '↓ Queda', igual: 'Sem variação' }[r.direction]
      return (
        <ResultCard
          calculatorId="percentage"
          main={{
            label: `Variação de ${num(v.de)} para ${num(v.para)}`,
            value: signedPercent(r.percent),
            tone:
              r.direction === 'aumento'
                ? 'positive'
                : r.direction === 'reducao'
                  ? 'negative'
                  : undefined,
          }}
          badge={<span className="text-sm font-semibold">{word}</span>}
          items={[
            {
              label: 'Diferença',
              value: `${r.difference > 0 ? '+' : ''}${num(r.difference)}`,
            },
          ]}
          rule="Variação = (valor final − valor inicial) ÷ |valor inicial| × 100."
        />
      )
    }
  }
}

export default function PercentageCalculator() {
  const [tab, setTab] = useUrlMode(PERCENTAGE_MODES, 'de')
  const of = useCalculatorForm({
    id: 'percentage',
    fields: ofFields,
    mode: { value: 'de', isDefault: true },
    lib: percentage,
    compute: (v, lib) => lib.calculatePercentage({ ...v, modo: 'de' }),
    history: summary,
  })
  const increase = useCalculatorForm({
    id: 'percentage',
    fields: increaseFields,
    mode: { value: 'aumento', isDefault: false },
    lib: percentage,
    compute: (v, lib) => lib.calculatePercentage({ ...v, modo: 'aumento' }),
    history: summary,
  })
  const decrease = useCalculatorForm({
    id: 'percentage',
    fields: decreaseFields,
    mode: { value: 'reducao', isDefault: false },
    lib: percentage,
    compute: (v, lib) => lib.calculatePercentage({ ...v, modo: 'reducao' }),
    history: summary,
  })
  const change = useCalculatorForm({
    id: 'percentage',
    fields: changeFields,
    mode: { value: 'variacao', isDefault: false },
    lib: percentage,
    compute: (v, lib) => lib.calculatePercentage({ ...v, modo: 'variacao' }),
    history: summary,
  })
  const forms: Record<PercentageMode, TabForm> = {
    de: of,
    aumento: increase,
    reducao: decrease,
    variacao: change,
  }

  function changeTab(chosen: string) {
    const next = PERCENTAGE_MODES.find((m) => m === chosen)
    if (next === undefined) return
    // The value is the same question in the first three modes: carry it over.
    const valor = forms[tab].values.valor ?? ''
    if (next !== 'variacao' && valor !== '' && (forms[next].values.valor ?? '') === '')
      forms[next].setValue('valor', valor)
    setTab(next)
  }

  const form = forms[tab]
  const r = form.result

  return (
    <div>
      <ModeTabs
        label="Tipo de cálculo"
        mode={tab}
        onModeChange={changeTab}
        tabs={[
          {
            value: 'de',
            label: '% de um valor',
            panel: (
              <CalculatorForm form={of} label="Calcular porcentagem de um valor">
                <FieldGrid>
                  <NumberField
                    field={of.field('pct')}
                    label="Porcentagem (%)"
                    placeholder="Ex.: 15"
                  />
                  <NumberField
                    field={of.field('valor')}
                    label="De quanto (valor)"
                    placeholder="Ex.: 200"
                  />
                </FieldGrid>
                <FormActions onClear={of.clear} />
              </CalculatorForm>
            ),
          },
          {
            value: 'aumento',
            label: 'Aumento',
            panel: (
              <CalculatorForm form={increase} label="Calcular aumento percentual">
                <FieldGrid>
                  <NumberField
                    field={increase.field('valor')}
                    label="Valor inicial"
                    placeholder="Ex.: 1.500"
                  />
                  <NumberField
                    field={increase.field('pct')}
                    label="Aumento (%)"
                    placeholder="Ex.: 10"
                  />
                </FieldGrid>
                <FormActions onClear={increase.clear} />
              </CalculatorForm>
            ),
          },
          {
            value: 'reducao',
            label: 'Redução',
            panel: (
              <CalculatorForm form={decrease} label="Calcular redução percentual">
                <FieldGrid>
                  <NumberField
                    field={decrease.field('valor')}
                    label="Valor inicial"
                    placeholder="Ex.: 250"
                  />
                  <NumberField
                    field={decrease.field('pct')}
                    label="Redução (%)"
                    placeholder="Ex.: 20"
                    hint="De 0% a 100%."
                  />
                </FieldGrid>
                <FormActions onClear={decrease.clear} />
              </CalculatorForm>
            ),
          },
          {
            value: 'variacao',
            label: 'Variação',
            panel: (
              <CalculatorForm form={change} label="Calcular variação percentual">
                <FieldGrid>
                  <NumberField
                    field={change.field('de')}
                    label="Valor inicial"
                    placeholder="Ex.: 50"
                  />
                  <NumberField
                    field={change.field('para')}
                    label="Valor final"
                    placeholder="Ex.: 75"
                  />
                </FieldGrid>
                <FormActions onClear={change.clear} />
              </CalculatorForm>
            ),
          },
        ]}
      />
      <ResultRegion>{r ? <Result r={r} v={form.parsed} /> : null}</ResultRegion>
    </div>
  )
}
