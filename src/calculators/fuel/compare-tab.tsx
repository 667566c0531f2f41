import { CalculatorLayout } from '@/components/form/calculator-layout.tsx'
import { FieldGrid } from '@/components/form/calculator-form.tsx'
import { Note } from '@/components/form/note.tsx'
import { NumberField } from '@/components/form/number-field.tsx'
import { ResultCard } from '@/components/form/result-card.tsx'
import { useCalculatorForm } from '@/components/form/use-calculator-form.ts'
import { useSharedField } from '@/components/form/use-shared-field.ts'
import type { FuelComparisonResult } from '@/lib/fuel/fuel.ts'
import { formatNumber, formatPercent } from '@/utils/format.ts'

import { type FuelShared, formatCostPerKm, positiveField, priceField } from './fuel-fields.ts'
import { fuel } from './fuel-lib.ts'
import { FuelPriceFields } from './fuel-price-fields.tsx'
import { FUEL_MODES } from './fuel-modes.ts'

const fields = {
  gasolina: priceField('da gasolina'),
  etanol: priceField('do etanol'),
  consumoGasolina: positiveField(
    'Informe quantos km o carro faz por litro de gasolina.',
    'O consumo deve ser maior que zero.',
  ),
  consumoEtanol: positiveField(
    'Informe o consumo com etanol ou deixe vazio.',
    'O consumo com etanol deve ser maior que zero.',
  ),
} as const

function verdict(r: FuelComparisonResult): string {
  if (r.best === 'empate') return 'Empate'
  return r.best === 'etanol' ? 'Etanol compensa' : 'Gasolina compensa'
}

export function CompareTab({ shared }: { shared?: FuelShared }) {
  const form = useCalculatorForm({
    id: 'fuel',
    fields,
    mode: FUEL_MODES.of('comparar'),
    lib: fuel,
    compute: (v, lib) => lib.compareFuels(v),
    history: (r, v) => ({
      inputs: `Gasolina R$\u00a0${formatNumber(v.gasolina ?? 0, 3)}, etanol R$\u00a0${formatNumber(v.etanol ?? 0, 3)}`,
      result: `${verdict(r)} (${formatPercent(r.priceRatio)} do preço)`,
    }),
  })
  useSharedField(form, 'gasolina', shared?.gasoline)
  useSharedField(form, 'etanol', shared?.ethanol)
  useSharedField(form, 'consumoGasolina', shared?.kmPerLiter)

  return (
    <CalculatorLayout
      form={form}
      label="Comparar etanol e gasolina"
      result={(r) => (
        <ResultCard
          main={{ label: 'Melhor combustível por km rodado', value: verdict(r) }}
          items={[
            {
              label: 'Custo por km com gasolina',
              value: formatCostPerKm(r.costPerKmGasoline),
              strong: r.best === 'gasolina',
            },
            {
              label: 'Custo por km com etanol',
              value: formatCostPerKm(r.costPerKmEthanol),
              hint: r.ethanolYieldAssumed
                ? `Supondo ${formatNumber(r.ethanolKmPerLiter, 2)} km/L (70% da gasolina)`
                : `${formatNumber(r.ethanolKmPerLiter, 2)} km/L`,
              strong: r.best === 'etanol',
            },
            r.best !== 'empate' && {
              label: 'Economia por km',
              value: `${formatCostPerKm(r.savingsPerKm)} (${formatPercent(r.savingsPercent)})`,
              tone: 'positive',
            },
            {
              label: 'Preço do etanol ÷ gasolina',
              value: formatPercent(r.priceRatio),
              hint: r.ethanolPaysOffBy70Rule
                ? 'Até 70%: pela regra, o etanol compensa'
                : 'Acima de 70%: pela regra, a gasolina compensa',
            },
          ]}
          rule="Regra dos 70%: o etanol compensa quando custa até 70% do preço da gasolina. Custo por km = preço ÷ km/L."
          steps={r.steps}
        >
          {!r.ethanolYieldAssumed &&
          r.best !== 'empate' &&
          r.ethanolPaysOffBy70Rule !== (r.best === 'etanol') ? (
            <Note>
              Com o consumo de etanol que você informou, o custo por km dá uma resposta diferente da
              regra dos 70%, que supõe o consumo médio dos carros flex.
            </Note>
          ) : null}
        </ResultCard>
      )}
    >
      <FieldGrid>
        <FuelPriceFields gasolina={form.field('gasolina')} etanol={form.field('etanol')} />
        <NumberField
          field={form.field('consumoGasolina')}
          label="Consumo com gasolina (km/L)"
          placeholder="Ex.: 12"
          unit="km/L"
        />
        <NumberField
          field={form.field('consumoEtanol')}
          label="Consumo com etanol (km/L, opcional)"
          placeholder="Vazio: 70% da gasolina"
          unit="km/L"
        />
      </FieldGrid>
    </CalculatorLayout>
  )
}
