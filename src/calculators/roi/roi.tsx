import { Award, ThumbsUp, TrendingDown, TrendingUp } from 'lucide-react'

import { CalculatorLayout } from '@/components/form/calculator-layout.tsx'
import { FieldGrid } from '@/components/form/calculator-form.tsx'
import { NumberField } from '@/components/form/number-field.tsx'
import { ResultCard } from '@/components/form/result-card.tsx'
import { useCalculatorForm } from '@/components/form/use-calculator-form.ts'
import type { RoiColor } from '@/lib/roi/roi.ts'
import { cn } from '@/utils/cn.ts'
import { formatMoney, formatPercent } from '@/utils/format.ts'
import { lazyModule } from '@/utils/lazy-module.ts'

const roi = lazyModule(() => import('@/lib/roi/roi.ts'))

const fields = {
  investido: {
    kind: 'money',
    messages: {
      required: 'Informe o valor investido.',
      'not-positive': 'O valor investido não pode ser zero.',
    },
  },
  retorno: {
    kind: 'money',
    messages: {
      required: 'Informe o valor que retornou (0 se perdeu tudo).',
      negative: 'O retorno não pode ser negativo.',
    },
  },
} as const

// The class name is always written out; colour and icon only back it up (WCAG 1.4.1).
const classStyles: Record<RoiColor, { classes: string; Icon: typeof TrendingUp }> = {
  red: {
    classes: 'bg-red-100 text-red-900 dark:bg-red-950 dark:text-red-100',
    Icon: TrendingDown,
  },
  yellow: {
    classes: 'bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-100',
    Icon: TrendingUp,
  },
  blue: {
    classes: 'bg-sky-100 text-sky-900 dark:bg-sky-950 dark:text-sky-100',
    Icon: ThumbsUp,
  },
  green: {
    classes: 'bg-emerald-100 text-emerald-900 dark:bg-emerald-950 dark:text-emerald-100',
    Icon: Award,
  },
}

export default function RoiCalculator() {
  const form = useCalculatorForm({
    id: 'roi',
    fields,
    lib: roi,
    compute: (v, lib) => lib.calculateRoi(v),
    history: (r, v) => ({
      inputs: `Investido ${formatMoney(v.investido ?? 0)}, retorno ${formatMoney(v.retorno ?? 0)}`,
      result: `ROI ${formatPercent(r.roi)} (${r.classification})`,
    }),
  })

  return (
    <CalculatorLayout
      form={form}
      label="Calcular ROI"
      result={(r) => {
        const style = classStyles[r.color]
        return (
          <ResultCard
            main={{
              label: 'Retorno sobre o investimento (ROI)',
              value: formatPercent(r.roi),
              tone: r.roi < 0 ? 'negative' : undefined,
            }}
            shareValue={`ROI ${formatPercent(r.roi)} (${r.classification})`}
            badge={
              <span
                className={cn(
                  'inline-flex items-center gap-1.5 rounded-full px-3 py-1 text-sm font-semibold',
                  style.classes,
                )}
              >
                <style.Icon aria-hidden className="size-4" />
                {r.classification}
              </span>
            }
            items={[
              {
                label: r.profit < 0 ? 'Prejuízo' : 'Lucro',
                value: formatMoney(r.profit),
                strong: true,
                ...(r.profit < 0 ? { tone: 'negative' as const } : {}),
              },
            ]}
            rule="ROI = (retorno − investimento) ÷ investimento × 100. Classes: abaixo de 0% Prejuízo; de 0% a menos de 10% Baixo; de 10% a menos de 25% Bom; 25% ou mais Excelente."
            steps={r.steps}
          />
        )
      }}
    >
      <FieldGrid>
        <NumberField
          field={form.field('investido')}
          label="Valor investido (R$)"
          placeholder="Ex.: 10.000,00"
        />
        <NumberField
          field={form.field('retorno')}
          label="Valor retornado (R$)"
          placeholder="Ex.: 12.500,00"
          hint="Tudo o que voltou: o valor investido mais o ganho."
        />
      </FieldGrid>
    </CalculatorLayout>
  )
}
