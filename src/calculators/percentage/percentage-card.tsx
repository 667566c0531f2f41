import { ResultCard } from '@/components/form/result-card.tsx'
import type { PercentageResult } from '@/lib/percentage/percentage.ts'

import { num, signedPercent } from './percentage-text.ts'

/** The card of each mode: its unknown, and what a person checks it against. */
export function PercentageCard({
  r,
  v,
}: {
  r: PercentageResult
  v: Record<string, number | null>
}) {
  switch (r.modo) {
    case 'de':
      return (
        <ResultCard
          main={{ label: `${num(v.pct)}% de ${num(v.valor)}`, value: num(r.result) }}
          rule="Resultado = valor × porcentagem ÷ 100."
        />
      )
    case 'aumento':
      return (
        <ResultCard
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
