import { CalculatorLayout } from '@/components/form/calculator-layout.tsx'
import { FieldGrid } from '@/components/form/calculator-form.tsx'
import { NumberField } from '@/components/form/number-field.tsx'
import { ResultCard } from '@/components/form/result-card.tsx'
import { useCalculatorForm } from '@/components/form/use-calculator-form.ts'
import { Button } from '@/components/ui/button.tsx'
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs.tsx'
import type { TipResult } from '@/lib/tip/tip.ts'
import { DEFAULT_TIP_PERCENT, MAX_PEOPLE, QUICK_TIP_PERCENTS } from '@/lib/tip/tip-options.ts'
import { formatInteger, formatMoney, formatNumber, formatPercent } from '@/utils/format.ts'
import { lazyModule } from '@/utils/lazy-module.ts'

import { SplitHint } from './split-hint.tsx'
import { shareValue, splitText } from './split-text.ts'

const tip = lazyModule(() => import('@/lib/tip/tip.ts'))

const fields = {
  conta: {
    kind: 'money',
    messages: {
      required: 'Informe o valor da conta.',
      'not-positive': 'O valor da conta deve ser maior que zero.',
    },
  },
  pessoas: {
    kind: 'integer',
    initial: '1',
    messages: {
      'too-small': 'Informe pelo menos 1 pessoa.',
      'too-large': `O máximo é de ${MAX_PEOPLE} pessoas.`,
      'not-integer': 'Informe um número inteiro de pessoas.',
    },
  },
  modo: { kind: 'option', options: ['percentual', 'valor'], initial: 'percentual' },
  // One field for both tabs (the link carries `gorjeta` either way); the tab decides whether it
  // reads as % or R$, so it is a plain 2-decimal number here and shown with `%` or `R$`.
  gorjeta: {
    kind: 'decimal',
    decimals: 2,
    initial: String(DEFAULT_TIP_PERCENT),
    messages: {
      required: 'Informe o valor da gorjeta em reais.',
      negative: 'A gorjeta não pode ser negativa.',
      'too-large': 'A gorjeta máxima é 100% da conta.',
    },
  },
} as const

type Mode = 'percentual' | 'valor'

function people(count: number): string {
  return `${formatInteger(count)} ${count === 1 ? 'pessoa' : 'pessoas'}`
}

function peopleIn(r: TipResult): number {
  return r.split.reduce((count, share) => count + share.people, 0)
}

export default function TipCalculator() {
  const form = useCalculatorForm({
    id: 'tip',
    fields,
    lib: tip,
    compute: (v, lib) => lib.calculateTip(v),
    history: (r) => ({
      inputs: `Conta ${formatMoney(r.billAmount)}, gorjeta ${formatPercent(r.tipPercent)}, ${people(peopleIn(r))}`,
      result: `Total ${formatMoney(r.totalAmount)}, ${formatMoney(r.perPerson)} por pessoa`,
    }),
  })
  const mode: Mode = form.values.modo === 'valor' ? 'valor' : 'percentual'
  const r = form.result
  const headcount = r ? peopleIn(r) : 1
  const hasBill = (form.values.conta ?? '').trim() !== ''
  const gorjetaField = form.field('gorjeta')

  function changeMode(next: string) {
    if ((next !== 'percentual' && next !== 'valor') || next === mode) return
    // Switching keeps the same tip, now written in the other unit, so the result stays valid.
    if (r) {
      const gorjeta =
        next === 'valor' ? formatNumber(r.tipAmount, 2, 2) : formatNumber(r.tipPercent, 2)
      void form.computeNow({ modo: next, gorjeta })
      return
    }
    form.setValue('modo', next)
    form.setValue('gorjeta', next === 'percentual' ? String(DEFAULT_TIP_PERCENT) : '')
  }

  function quickPercent(percent: number) {
    const gorjeta = String(percent)
    if (hasBill) void form.computeNow({ gorjeta })
    else form.setValue('gorjeta', gorjeta)
  }

  return (
    <CalculatorLayout
      form={form}
      label="Calcular gorjeta"
      result={(r) => (
        <ResultCard
          main={
            headcount > 1
              ? {
                  // Uneven cents: the badge says who pays which share.
                  label: r.split.length > 1 ? 'Por pessoa' : 'Cada pessoa paga',
                  value: formatMoney(r.perPerson),
                }
              : { label: 'Total com gorjeta', value: formatMoney(r.totalAmount) }
          }
          badge={headcount > 1 ? <SplitHint split={r.split} /> : null}
          shareValue={`Total ${formatMoney(r.totalAmount)}${headcount > 1 ? `, ${formatMoney(r.perPerson)} por pessoa` : ''}`}
          items={[
            headcount > 1 && {
              label: 'Total com gorjeta',
              value: formatMoney(r.totalAmount),
              strong: true,
            },
            { label: 'Conta', value: formatMoney(r.billAmount) },
            {
              label: 'Gorjeta',
              value: `${formatMoney(r.tipAmount)} (${formatPercent(r.tipPercent)})`,
            },
            headcount > 1 && {
              label: 'Gorjeta por pessoa',
              value: shareValue(r.tipSplit),
              hint: splitText(r.tipSplit),
            },
          ]}
          rule={`${
            r.modo === 'percentual'
              ? `Gorjeta = conta × ${formatPercent(r.tipPercent)}`
              : `Gorjeta de ${formatMoney(r.tipAmount)} = ${formatPercent(r.tipPercent)} da conta`
          }; total = conta + gorjeta${headcount > 1 ? `, dividido por ${people(headcount)} em centavos inteiros` : ''}.`}
          steps={r.steps}
        />
      )}
    >
      <FieldGrid>
        <NumberField
          field={form.field('conta')}
          label="Valor da conta (R$)"
          placeholder="Ex.: 180,00"
        />
        <NumberField
          field={form.field('pessoas')}
          label="Número de pessoas"
          placeholder="Ex.: 4"
          hint="Mínimo 1 pessoa."
        />
      </FieldGrid>
      <Tabs value={mode} onValueChange={changeMode}>
        <TabsList aria-label="Gorjeta em">
          <TabsTrigger value="percentual">Percentual</TabsTrigger>
          <TabsTrigger value="valor">Valor</TabsTrigger>
        </TabsList>
        <TabsContent value="percentual" className="flex flex-col gap-3">
          <NumberField field={gorjetaField} label="Gorjeta (%)" placeholder="Ex.: 10" unit="%" />
          <div
            role="group"
            aria-label="Porcentagens rápidas"
            className="no-print grid grid-cols-4 gap-2"
          >
            {QUICK_TIP_PERCENTS.map((percent) => (
              <Button
                key={percent}
                variant={form.parsed.gorjeta === percent ? 'default' : 'outline'}
                aria-pressed={form.parsed.gorjeta === percent}
                onClick={() => quickPercent(percent)}
              >
                {percent}%
              </Button>
            ))}
          </div>
        </TabsContent>
        <TabsContent value="valor">
          <NumberField
            field={{ ...gorjetaField, spec: { ...gorjetaField.spec, kind: 'money' } }}
            label="Gorjeta (R$)"
            placeholder="Ex.: 20,00"
          />
        </TabsContent>
      </Tabs>
    </CalculatorLayout>
  )
}
