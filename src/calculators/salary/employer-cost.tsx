import { ChevronDown } from 'lucide-react'

import { DetailList } from '@/components/detail-list.tsx'
import { Note } from '@/components/form/note.tsx'
import type { Money } from '@/lib/core/money.ts'
import {
  EMPLOYER_RATES,
  type EmployerCost,
  employerCost,
  employerLineLabel,
} from '@/lib/salary/employer-cost.ts'
import { formatMoney, formatNumber } from '@/utils/format.ts'

// Rates as the law writes them: 20%, 5,8%, not 20,00%.
const pct = (fraction: number) => `${formatNumber(fraction * 100, 2)}%`

function Regime({ title, cost }: { title: string; cost: EmployerCost }) {
  return (
    <DetailList
      title={title}
      items={[
        ...cost.lines.map((line) => ({
          label: employerLineLabel(line.key),
          value: formatMoney(line.amount),
          hint:
            line.key === 'terceiros'
              ? `${pct(line.rate)} do bruto: Sistema S, salário-educação e INCRA`
              : `${pct(line.rate)} do salário bruto`,
        })),
        {
          label: 'Custo no mês',
          value: formatMoney(cost.monthly),
          hint: 'Salário + encargos.',
          strong: true,
        },
        {
          label: 'Custo no ano',
          value: formatMoney(cost.yearly),
          hint: `12 salários, o 13º e o 1/3 de férias, cada um com os encargos: ${formatMoney(cost.averagePerMonth)} por mês, em média.`,
          strong: true,
        },
      ]}
    />
  )
}

/**
 * What this salary costs the employer, collapsed under the payslip: the general regime (lucro
 * presumido or real) and the Simples Nacional side by side, with the assumptions said.
 */
export function EmployerCostDetails({ gross }: { gross: Money }) {
  const general = employerCost(gross, 'geral')
  const simples = employerCost(gross, 'simples')
  const r = EMPLOYER_RATES
  return (
    <details className="group rounded-xl border">
      <summary className="hover:bg-muted/60 flex min-h-11 cursor-pointer list-none items-center gap-2 rounded-xl px-3 py-2 text-sm font-semibold select-none [&::-webkit-details-marker]:hidden">
        <span className="flex-1">Custo para a empresa</span>
        <ChevronDown
          aria-hidden
          className="text-muted-foreground size-4 shrink-0 transition-transform group-open:rotate-180"
        />
      </summary>
      <div className="flex flex-col gap-4 border-t px-2 py-3 sm:px-3">
        <Regime title="Empresa do lucro presumido ou real" cost={general} />
        <Regime title="Empresa do Simples Nacional (Anexos I, II, III e V)" cost={simples} />
        <Note>
          Supomos RAT de {pct(r.rat)} com FAP {formatNumber(r.fap, 1, 1)} (o RAT vai de 1% a 3%
          conforme o risco da atividade, e o FAP de 0,5 a 2,0) e terceiros de {pct(r.terceiros)}, o
          total do comércio, dos serviços e da indústria (salário-educação, INCRA e Sistema S). No
          Simples, a contribuição patronal já está no DAS e não há terceiros (LC 123/2006, art. 13);
          no Anexo IV, a empresa paga também os 20% e o RAT. Não entram benefícios (vale-transporte,
          refeição, plano de saúde) nem a desoneração da folha.
        </Note>
      </div>
    </details>
  )
}
