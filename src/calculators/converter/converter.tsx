import { ArrowLeftRight, Eraser } from 'lucide-react'
import { useEffect } from 'react'

import { CalculatorIdContext } from '@/components/form/calculator-id.ts'
import { CalculatorForm } from '@/components/form/calculator-form.tsx'
import { messageFor } from '@/components/form/messages.ts'
import { NumberField } from '@/components/form/number-field.tsx'
import { ResultCard } from '@/components/form/result-card.tsx'
import { ResultRegion } from '@/components/form/result-region.tsx'
import { SelectField } from '@/components/form/select-field.tsx'
import { useCalculatorForm } from '@/components/form/use-calculator-form.ts'
import { Button } from '@/components/ui/button.tsx'
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs.tsx'
import { useLazyModule } from '@/hooks/use-lazy-module.ts'
import type { ConverterResult } from '@/lib/converter/converter.ts'
import {
  CATEGORY_NAMES,
  type UnitCategory,
  UNIT_CATEGORIES,
  UNITS,
} from '@/lib/converter/converter-units.ts'
import { formatNumber } from '@/utils/format.ts'
import { lazyModule } from '@/utils/lazy-module.ts'

import { converterFields, DEFAULT_UNITS, DEFINITIONS, temperatureRule } from './converter-fields.ts'
import { formatConverted } from './converter-format.ts'

const converter = lazyModule(() => import('@/lib/converter/converter.ts'))

const isCategory = (value: string | undefined): value is UnitCategory =>
  (UNIT_CATEGORIES as readonly (string | undefined)[]).includes(value)

function unitOf(cat: UnitCategory, code: string) {
  return UNITS[cat].find((unit) => unit.code === code)
}

function describe(r: ConverterResult) {
  const from = unitOf(r.cat, r.de)
  const to = unitOf(r.cat, r.para)
  return {
    inputs: `${formatConverted(r.valor)} ${from?.symbol ?? r.de} em ${to?.name.toLowerCase() ?? r.para}`,
    result: `${formatConverted(r.result)} ${to?.symbol ?? r.para}`,
  }
}

export default function ConverterCalculator() {
  // Recomputes as you type (docs/product.md §4); a live form records a result once typing pauses.
  const form = useCalculatorForm({
    id: 'converter',
    fields: converterFields,
    lib: converter,
    compute: (v, lib) => lib.convertUnits(v),
    history: describe,
    live: true,
  })
  const lib = useLazyModule(converter)
  const cat = isCategory(form.values.cat) ? form.values.cat : 'comprimento'
  const r = form.result

  // A link may name a category without its units (or units of another one): use its defaults.
  const { de, para } = form.values
  const { setValue } = form
  useEffect(() => {
    const codes = UNITS[cat].map((unit) => unit.code)
    if (!codes.includes(de ?? '')) setValue('de', DEFAULT_UNITS[cat][0])
    if (!codes.includes(para ?? '')) setValue('para', DEFAULT_UNITS[cat][1])
  }, [cat, de, para, setValue])

  // Live results show no message while typing; a value that cannot convert (below absolute
  // zero, a negative length) still needs one beside the field, once the library is here to say.
  const valor = form.field('valor')
  let liveError: string | undefined
  if (lib && !valor.error && valor.value.trim() !== '' && !r) {
    const outcome = lib.convertUnits({
      cat,
      valor: form.parsed.valor,
      de: form.values.de,
      para: form.values.para,
    })
    const error = outcome.ok ? undefined : outcome.errors.find((e) => e.field === 'valor')
    if (error?.code === 'too-small' && error.limit !== undefined) {
      liveError = `Abaixo do zero absoluto: o mínimo é ${formatNumber(error.limit, 2)} ${unitOf(cat, form.values.de ?? '')?.symbol ?? ''}.`
    } else if (error) liveError = messageFor(error, converterFields.valor)
  }

  function changeCategory(next: string) {
    if (!isCategory(next) || next === cat) return
    form.setValue('cat', next)
    form.setValue('de', DEFAULT_UNITS[next][0])
    form.setValue('para', DEFAULT_UNITS[next][1])
  }

  function swap() {
    const { de = '', para = '' } = form.values
    form.setValue('de', para)
    form.setValue('para', de)
  }

  const options = UNITS[cat].map((unit) => ({
    value: unit.code,
    label: `${unit.name} (${unit.symbol})`,
  }))
  const to = r ? unitOf(r.cat, r.para) : undefined
  const from = r ? unitOf(r.cat, r.de) : undefined

  return (
    // Live, with a form per category tab and one result under them: not the calculator layout's
    // frame, so the card learns its calculator here.
    <CalculatorIdContext value={form.id}>
      <div>
        <Tabs value={cat} onValueChange={changeCategory}>
          <TabsList aria-label="Categoria">
            {UNIT_CATEGORIES.map((c) => (
              <TabsTrigger key={c} value={c}>
                {CATEGORY_NAMES[c]}
              </TabsTrigger>
            ))}
          </TabsList>
          {UNIT_CATEGORIES.map((c) => (
            <TabsContent key={c} value={c}>
              <CalculatorForm form={form} label={`Converter ${CATEGORY_NAMES[c].toLowerCase()}`}>
                <NumberField
                  field={{ ...valor, error: valor.error ?? liveError }}
                  label="Valor"
                  placeholder="Ex.: 10"
                  unit={unitOf(cat, form.values.de ?? '')?.symbol ?? ''}
                />
                <div className="grid items-end gap-2 sm:grid-cols-[1fr_auto_1fr] sm:gap-3">
                  <SelectField field={form.field('de')} label="De" options={options} />
                  <Button
                    variant="outline"
                    size="icon"
                    onClick={swap}
                    aria-label="Inverter unidades"
                    title="Inverter unidades"
                    className="no-print justify-self-center"
                  >
                    <ArrowLeftRight aria-hidden className="rotate-90 sm:rotate-0" />
                  </Button>
                  <SelectField field={form.field('para')} label="Para" options={options} />
                </div>
                <div className="no-print flex">
                  <Button variant="outline" size="lg" onClick={form.clear}>
                    <Eraser aria-hidden />
                    Limpar
                  </Button>
                </div>
              </CalculatorForm>
            </TabsContent>
          ))}
        </Tabs>
        <ResultRegion stale={form.stale}>
          {r && to && from ? (
            <ResultCard
              main={{
                label: `${formatConverted(r.valor)} ${from.symbol} (${from.name.toLowerCase()}) =`,
                value: `${formatConverted(r.result)} ${to.symbol}`,
              }}
              shareValue={`${formatConverted(r.valor)} ${from.symbol} = ${formatConverted(r.result)} ${to.symbol}`}
              items={[
                r.factor !== null && {
                  label: `1 ${from.symbol} equivale a`,
                  value: `${formatConverted(r.factor)} ${to.symbol}`,
                },
              ]}
              rule={
                r.factor === null
                  ? `Fórmula: ${temperatureRule(r.de, r.para)}.`
                  : `Valor × fator exato (${DEFINITIONS[r.cat]}), arredondado a 6 casas decimais.`
              }
            />
          ) : null}
        </ResultRegion>
      </div>
    </CalculatorIdContext>
  )
}
