import { CalculatorForm, FieldGrid } from '@/components/form/calculator-form.tsx'
import { FormActions } from '@/components/form/form-actions.tsx'
import { Note } from '@/components/form/note.tsx'
import { NumberField } from '@/components/form/number-field.tsx'
import { ResultCard } from '@/components/form/result-card.tsx'
import { ResultRegion } from '@/components/form/result-region.tsx'
import { useCalculatorForm } from '@/components/form/use-calculator-form.ts'
import { ModeTabs } from '@/components/form/mode-tabs.tsx'
import { useUrlMode } from '@/hooks/use-url-mode.ts'
import type { DiscountResult } from '@/lib/discount/discount.ts'
import { type DiscountMode, MODES } from '@/lib/discount/discount-options.ts'
import { formatMoney, formatNumber, formatPercent } from '@/utils/format.ts'
import { lazyModule } from '@/utils/lazy-module.ts'

const discount = lazyModule(() => import('@/lib/discount/discount.ts'))

const preco = {
  kind: 'money',
  messages: {
    required: 'Informe o preço original.',
    'not-positive': 'O preço original deve ser maior que zero.',
  },
} as const

const percentFields = {
  preco,
  desconto: {
    kind: 'percent',
    messages: {
      required: 'Informe o desconto em %.',
      negative: 'O desconto não pode ser negativo.',
      'too-large': 'O desconto não pode passar de 100%.',
    },
  },
} as const

const amountFields = {
  preco,
  desconto: {
    kind: 'money',
    messages: {
      required: 'Informe o desconto em reais.',
      negative: 'O desconto não pode ser negativo.',
      'too-large': 'O desconto não pode ser maior que o preço original.',
    },
  },
} as const

const finalFields = {
  preco,
  final: {
    kind: 'money',
    messages: {
      required: 'Informe o preço final, já com desconto.',
      negative: 'O preço final não pode ser negativo.',
      'too-large': 'O preço final deve ser menor que o original (senão é aumento, não desconto).',
    },
  },
} as const

const rules: Record<DiscountMode, string> = {
  percentual: 'Desconto em R$ = preço × desconto% ÷ 100; preço final = preço − desconto.',
  valor: 'Preço final = preço − desconto; desconto% = desconto ÷ preço × 100.',
  'preco-final': 'Desconto = preço original − preço final; desconto% = desconto ÷ preço × 100.',
}

function summary(r: DiscountResult) {
  return {
    inputs: `${formatMoney(r.originalPrice)} com ${percentText(r)} de desconto`,
    result: `Preço final ${formatMoney(r.finalPrice)}`,
  }
}

/** The percentage typed stays as typed (33%, not 33,00% or 33,02%); a found one has 2 decimals. */
function percentText(r: DiscountResult): string {
  return r.modo === 'percentual'
    ? `${formatNumber(r.discountPercent, 4)}%`
    : formatPercent(r.discountPercent)
}

export default function DiscountCalculator() {
  const [tab, setTab] = useUrlMode(MODES, 'percentual')
  const byPercent = useCalculatorForm({
    id: 'discount',
    fields: percentFields,
    mode: { value: 'percentual', isDefault: true },
    lib: discount,
    compute: (v, lib) => lib.calculateDiscount({ ...v, modo: 'percentual' }),
    history: summary,
  })
  const byAmount = useCalculatorForm({
    id: 'discount',
    fields: amountFields,
    mode: { value: 'valor', isDefault: false },
    lib: discount,
    compute: (v, lib) => lib.calculateDiscount({ ...v, modo: 'valor' }),
    history: summary,
  })
  const byFinal = useCalculatorForm({
    id: 'discount',
    fields: finalFields,
    mode: { value: 'preco-final', isDefault: false },
    lib: discount,
    compute: (v, lib) => lib.calculateDiscount({ ...v, modo: 'preco-final' }),
    history: summary,
  })
  const forms = { percentual: byPercent, valor: byAmount, 'preco-final': byFinal }

  function changeTab(chosen: string) {
    const next = MODES.find((m) => m === chosen)
    if (next === undefined) return
    // The original price is the same question in every mode: carry it over instead of
    // making the person type it again.
    const price = forms[tab].values.preco ?? ''
    if (price !== '' && (forms[next].values.preco ?? '') === '')
      forms[next].setValue('preco', price)
    setTab(next)
  }

  const r = forms[tab].result

  return (
    <div>
      <ModeTabs
        label="Tipo de desconto"
        mode={tab}
        onModeChange={changeTab}
        tabs={[
          {
            value: 'percentual',
            label: 'Desconto em %',
            panel: (
              <CalculatorForm form={byPercent} label="Calcular desconto em porcentagem">
                <FieldGrid>
                  <NumberField
                    field={byPercent.field('preco')}
                    label="Preço original (R$)"
                    placeholder="Ex.: 250,00"
                  />
                  <NumberField
                    field={byPercent.field('desconto')}
                    label="Desconto (%)"
                    placeholder="Ex.: 20"
                  />
                </FieldGrid>
                <FormActions onClear={byPercent.clear} />
              </CalculatorForm>
            ),
          },
          {
            value: 'valor',
            label: 'Desconto em R$',
            panel: (
              <CalculatorForm form={byAmount} label="Calcular desconto em reais">
                <FieldGrid>
                  <NumberField
                    field={byAmount.field('preco')}
                    label="Preço original (R$)"
                    placeholder="Ex.: 250,00"
                  />
                  <NumberField
                    field={byAmount.field('desconto')}
                    label="Desconto (R$)"
                    placeholder="Ex.: 50,00"
                  />
                </FieldGrid>
                <FormActions onClear={byAmount.clear} />
              </CalculatorForm>
            ),
          },
          {
            value: 'preco-final',
            label: 'Preço final',
            panel: (
              <CalculatorForm form={byFinal} label="Calcular desconto pelo preço final">
                <FieldGrid>
                  <NumberField
                    field={byFinal.field('preco')}
                    label="Preço original (R$)"
                    placeholder="Ex.: 250,00"
                  />
                  <NumberField
                    field={byFinal.field('final')}
                    label="Preço final (R$)"
                    placeholder="Ex.: 199,90"
                    hint="O preço já com desconto."
                  />
                </FieldGrid>
                <FormActions onClear={byFinal.clear} />
              </CalculatorForm>
            ),
          },
        ]}
      />
      <ResultRegion>
        {r ? (
          <ResultCard
            calculatorId="discount"
            // The main figure is the unknown of the mode: from a final price, the discount.
            main={
              r.modo === 'preco-final'
                ? { label: 'Desconto', value: percentText(r) }
                : { label: 'Preço final', value: formatMoney(r.finalPrice) }
            }
            shareValue={`Preço final ${formatMoney(r.finalPrice)} (${percentText(r)} de desconto)`}
            items={[
              r.modo === 'preco-final'
                ? { label: 'Preço final', value: formatMoney(r.finalPrice) }
                : { label: 'Desconto', value: percentText(r), strong: true },
              {
                label: 'Você economiza',
                value: formatMoney(r.savings),
                tone: 'positive',
                strong: true,
              },
              { label: 'Preço original', value: formatMoney(r.originalPrice) },
            ]}
            rule={rules[r.modo]}
          >
            {r.unroundedDiscount !== null ? (
              <Note>
                {percentText(r)} de {formatMoney(r.originalPrice)} dá R${'\u00a0'}
                {formatNumber(r.unroundedDiscount, 6)}; o desconto em dinheiro é arredondado ao
                centavo: {formatMoney(r.discountAmount)}.
              </Note>
            ) : null}
          </ResultCard>
        ) : null}
      </ResultRegion>
    </div>
  )
}
