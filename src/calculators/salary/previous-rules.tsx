import type { PreviousRules } from '@/lib/salary/salary-types.ts'
import { formatMoney } from '@/utils/format.ts'

/** One line: what the year before's rules would withhold, and the monthly saving. */
export function PreviousRulesLine({ previous }: { previous: PreviousRules | null }) {
  if (!previous) return null
  const { year, irrf, saving } = previous
  return (
    <p className="bg-muted/60 rounded-xl px-3 py-2 text-sm">
      Pelas regras de {year}, o IRRF deste salário seria de {formatMoney(irrf)}.{' '}
      <strong className="font-semibold">
        {saving > 0
          ? `Você passa a pagar ${formatMoney(saving)} a menos por mês.`
          : 'A redução da Lei 15.270/2025 não muda o seu imposto.'}
      </strong>
    </p>
  )
}
