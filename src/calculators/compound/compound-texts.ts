import type { CompoundPlanResult } from '@/lib/compound/compound-plan.ts'
import type { RatePeriod } from '@/lib/core/rate.ts'
import { formatInteger, formatMoney, formatNumber } from '@/utils/format.ts'
import { periodWords } from '@/utils/rate-text.ts'

/** "10 anos", "30 meses", "2 anos e 6 meses". */
export function duration(months: number): string {
  const years = Math.floor(months / 12)
  const rest = months % 12
  const y = years === 1 ? '1 ano' : `${formatInteger(years)} anos`
  const m = rest === 1 ? '1 mês' : `${formatInteger(rest)} meses`
  if (years === 0) return m
  return rest === 0 ? y : `${y} e ${m}`
}

type Shown = CompoundPlanResult & { taxa: number; taxaPeriodo: RatePeriod }

/** The main figure, the shared sentence and the history line of a result, by what was found. */
export function compoundTexts(r: Shown) {
  const plan = `${formatMoney(r.initial)} + ${formatMoney(r.deposit)}/mês a ${formatNumber(r.taxa, 4)}% ${periodWords(r.taxaPeriodo)} por ${duration(r.totalMonths)}`
  const goal = r.goal
  if (!goal) {
    const value = formatMoney(r.finalValue)
    return {
      main: { label: `Valor final em ${duration(r.totalMonths)}`, value },
      share: `${value} em ${duration(r.totalMonths)}`,
      history: { inputs: plan, result: `Valor final ${value}` },
    }
  }
  const meta = formatMoney(goal.meta)
  switch (goal.solved) {
    case 'aporte': {
      const value = formatMoney(goal.deposit)
      return {
        main: { label: `Aporte mensal para ${meta} em ${duration(r.totalMonths)}`, value },
        share: `${value} por mês para ${meta} em ${duration(r.totalMonths)}`,
        history: { inputs: `Meta ${meta}: ${plan}`, result: `Aporte mensal ${value}` },
      }
    }
    case 'prazo': {
      const value = duration(r.totalMonths)
      return {
        main: { label: `Prazo para chegar a ${meta}`, value },
        share: `${value} para chegar a ${meta}`,
        history: { inputs: `Meta ${meta}: ${plan}`, result: `Prazo ${value}` },
      }
    }
    case 'taxa': {
      const value = `${formatNumber(goal.monthlyRate, 4, 4)}% ao mês`
      return {
        main: { label: `Taxa para chegar a ${meta} em ${duration(r.totalMonths)}`, value },
        share: `${value} para chegar a ${meta} em ${duration(r.totalMonths)}`,
        history: { inputs: `Meta ${meta}: ${plan}`, result: `Taxa ${value}` },
      }
    }
  }
}
