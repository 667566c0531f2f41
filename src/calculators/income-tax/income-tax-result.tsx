import { useId } from 'react'

import { Note } from '@/components/form/note.tsx'
import { ResultCard } from '@/components/form/result-card.tsx'
import type { IncomeTaxResult as Result, ModelTax } from '@/lib/income-tax/income-tax.ts'
import { annualIrpfTable, MINIMUM_TAX } from '@/lib/law/tables/irpf-annual.ts'
import { cn } from '@/utils/cn.ts'
import { formatMoney, formatPercent } from '@/utils/format.ts'

import { balanceLabel, modelName } from './income-tax-labels.ts'

/** What the annual return of this calculator does not cover, one line each. */
const LEFT_OUT = (): string[] => [
  '13º salário, PLR e rendimentos de aplicações financeiras: tributação exclusiva na fonte, fora do ajuste.',
  'Rendimentos isentos (poupança, FGTS, indenizações, lucros e dividendos até o limite) não entram na base.',
  'Ganho de capital (venda de imóveis, ações, bens) é apurado à parte, no programa da Receita.',
  'Atividade rural tem apuração própria, não calculada aqui.',
  `Rendas totais acima de ${formatMoney(MINIMUM_TAX.above)} no ano, a partir de 2026: pode haver tributação mínima (Lei 15.270/2025), não calculada aqui.`,
]

type Row = { label: string; value: (m: ModelTax) => number; strong?: boolean }

function rows(r: Result): Row[] {
  return [
    { label: 'Deduções', value: (m) => m.deductions },
    { label: 'Base de cálculo', value: (m) => m.base },
    { label: 'Imposto pela tabela', value: (m) => m.tableTax },
    ...(annualIrpfTable(r.year).reduction
      ? [{ label: 'Redução (Lei 15.270)', value: (m: ModelTax) => m.reduction }]
      : []),
    { label: 'Imposto devido', value: (m) => m.due, strong: true },
  ]
}

type ColumnProps = { name: string; model: ModelTax; best: boolean; tie: boolean; rows: Row[] }

function ModelColumn({ name, model, best, tie, rows }: ColumnProps) {
  const note = tie ? 'o mesmo imposto' : best ? 'a que paga menos' : 'paga mais'
  const id = useId()
  return (
    <section
      aria-labelledby={id}
      className={cn(
        'rounded-xl border p-2 sm:p-3',
        best && !tie && 'border-primary ring-primary ring-1',
      )}
    >
      <h3 id={id} className="text-sm font-semibold">
        {name}
      </h3>
      <p className="text-muted-foreground text-xs">{note}</p>
      <dl className="mt-1 flex flex-col gap-1">
        {rows.map((row) => (
          <div key={row.label}>
            <dt className="text-muted-foreground text-xs">{row.label}</dt>
            <dd
              className={cn(
                'text-sm whitespace-nowrap tabular-nums',
                row.strong && 'font-semibold',
              )}
            >
              {formatMoney(row.value(model))}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  )
}

function verdict(r: Result): string {
  const other = r.best === 'simplificado' ? 'completa' : 'simplificada'
  return r.advantage === 0
    ? `Os dois modelos dão o mesmo imposto: fique com a declaração simplificada, que não pede comprovantes.`
    : `Melhor: ${modelName(r.best)}, ${formatMoney(r.advantage)} a menos que a ${other}.`
}

/** Both models side by side, the better one and the balance, with what the model leaves out. */
export function IncomeTaxResult({ result: r }: { result: Result }) {
  const amount = formatMoney(Math.abs(r.balance))
  const label = balanceLabel(r.balance)
  const c = r.complete
  const s = r.simplified
  const table = annualIrpfTable(r.year)
  const leftOutId = useId()
  return (
    <ResultCard
      main={{
        label: `IRPF ${String(r.year)}: ${label.charAt(0).toLowerCase()}${label.slice(1)}`,
        value: amount,
        tone: r.balance < 0 ? 'positive' : undefined,
      }}
      badge={<p className="text-sm font-semibold">{verdict(r)}</p>}
      shareValue={`IRPF ${String(r.year)}: ${label.toLowerCase()} de ${amount}, pela ${modelName(r.best)}`}
      items={[
        {
          label: 'Declaração simplificada',
          value: formatMoney(s.due),
          hint: s.capReached
            ? `Desconto no limite de ${formatMoney(s.cap)}`
            : `Desconto de ${formatMoney(s.deductions)}`,
          strong: r.best === 'simplificado',
        },
        {
          label: 'Declaração completa',
          value: formatMoney(c.due),
          hint: `Deduções de ${formatMoney(c.deductions)}`,
          strong: r.best === 'completo',
        },
        { label: 'Imposto retido na fonte', value: formatMoney(r.withheld) },
        {
          label: 'Alíquota efetiva',
          value: formatPercent(r.effectiveRate),
          hint: 'Imposto devido ÷ rendimentos',
        },
      ]}
      rule="Lei 9.250/1995: imposto pela tabela anual sobre os rendimentos menos as deduções (art. 8º) ou menos o desconto simplificado de 20% (art. 10); o saldo é o imposto devido menos o retido (arts. 12 e 13)."
      steps={r.steps}
    >
      {/* Two columns rather than a table: both models stay side by side on a phone. */}
      <div className="grid grid-cols-2 gap-2">
        <ModelColumn
          name="Simplificada"
          model={s}
          best={r.best === 'simplificado'}
          tie={r.advantage === 0}
          rows={rows(r)}
        />
        <ModelColumn
          name="Completa"
          model={c}
          best={r.best === 'completo'}
          tie={r.advantage === 0}
          rows={rows(r)}
        />
      </div>
      {c.educationCapped > 0 ? (
        <Note>
          Educação limitada a {formatMoney(c.educationCap)} por pessoa, cada uma com as próprias
          despesas:{' '}
          {c.educationCapped === 1
            ? '1 pessoa passou'
            : `${String(c.educationCapped)} pessoas passaram`}{' '}
          do limite; deduzidos {formatMoney(c.education)}.
        </Note>
      ) : null}
      {c.pgblCapped ? (
        <Note>PGBL limitado a 12% dos rendimentos tributáveis: {formatMoney(c.pgblCap)}.</Note>
      ) : null}
      {table.reduction ? (
        <Note>
          A Lei 15.270/2025 reduz o imposto anual de quem recebe até{' '}
          {formatMoney(table.reduction.phaseOutUpTo)} no ano; até{' '}
          {formatMoney(table.reduction.fullUpTo)} ele é zerado no modelo que for melhor.
        </Note>
      ) : null}
      <section aria-labelledby={leftOutId} className="flex flex-col gap-1">
        <h3 id={leftOutId} className="text-sm font-semibold">
          Fora deste cálculo
        </h3>
        <ul className="text-muted-foreground list-disc pl-5 text-sm">
          {LEFT_OUT().map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      </section>
    </ResultCard>
  )
}
