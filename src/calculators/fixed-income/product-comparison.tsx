import type { ProductResult } from '@/lib/fixed-income/fixed-income-products.ts'
import type { Product } from '@/lib/fixed-income/fixed-income-options.ts'
import { ScrollBox } from '@/components/table-box.tsx'
import { cn } from '@/utils/cn.ts'
import { formatMoney, formatPercent } from '@/utils/format.ts'

import { productName, yearly } from './fixed-income-text.ts'

type Row = {
  label: string
  value: (p: ProductResult) => string
  /** A rate beside the amount: after it on a card, under it in the table (narrow columns). */
  note?: (p: ProductResult) => string | null
  strong?: boolean
  /** A row a product's card leaves out (custody on products that have none). */
  skipOnCard?: (p: ProductResult) => boolean
}

const money = (value: number) => formatMoney(value)
const minus = (value: number) => (value > 0 ? `− ${formatMoney(value)}` : formatMoney(0))

function rows(products: readonly ProductResult[]): Row[] {
  const list: (Row | false)[] = [
    { label: 'Valor aplicado', value: (p) => money(p.invested) },
    { label: 'Valor bruto', value: (p) => money(p.gross) },
    {
      label: 'Imposto de renda',
      value: (p) =>
        p.ir > 0
          ? minus(p.ir)
          : p.product === 'lci' || p.product === 'poupanca'
            ? 'Isento'
            : money(0),
      note: (p) => (p.ir > 0 && p.irRate !== null ? formatPercent(p.irRate, 1) : null),
    },
    products.some((p) => p.iof > 0) && { label: 'IOF', value: (p) => minus(p.iof) },
    products.some((p) => p.product === 'tesouro-selic') && {
      label: 'Custódia (aprox.)',
      // Only the Tesouro pays custody; the others have none to show.
      value: (p) => (p.product === 'tesouro-selic' ? minus(p.custody) : '—'),
      skipOnCard: (p) => p.product !== 'tesouro-selic',
    },
    { label: 'Valor líquido', value: (p) => money(p.net), strong: true },
    { label: 'Rendimento líquido ao ano', value: (p) => yearly(p.netYearly) },
    products.some((p) => p.realYearly !== null) && {
      label: 'Rendimento real (acima do IPCA)',
      value: (p) => yearly(p.realYearly),
    },
  ]
  return list.filter((row): row is Row => row !== false)
}

function BestMark() {
  return (
    <span className="border-success text-success rounded-full border px-2 py-0.5 text-xs font-semibold whitespace-nowrap">
      Melhor opção
    </span>
  )
}

/** An LCI/LCA whose minimum term is longer than the one typed: it can not be redeemed then. */
function LockedMark({ months }: { months: number }) {
  return (
    <span className="text-muted-foreground rounded-full border px-2 py-0.5 text-xs font-semibold whitespace-nowrap">
      Sem resgate antes de {months} meses
    </span>
  )
}

function Mark({
  p,
  best,
  lockedMonths,
}: {
  p: ProductResult
  best: Product
  lockedMonths: number | null
}) {
  if (p.product === 'lci' && lockedMonths !== null) return <LockedMark months={lockedMonths} />
  return p.product === best ? <BestMark /> : null
}

/**
 * Each product side by side: cards on a narrow screen (and in the home page's dialog), one table
 * with a column per product once the card's own width allows (a container query, so the dialog
 * follows its width, not the window's).
 */
export function ProductComparison({
  products,
  best,
  lockedMonths,
}: {
  products: readonly ProductResult[]
  best: Product
  /** The LCI/LCA's minimum term when the term typed is shorter; else null. */
  lockedMonths: number | null
}) {
  const lines = rows(products)
  return (
    <div className="@container">
      <ul className="grid gap-3 @md:grid-cols-2 @xl:hidden" aria-label="Aplicações comparadas">
        {products.map((p) => (
          <li
            key={p.product}
            className={cn(
              'rounded-xl p-3',
              p.product === best ? 'border-success border-2' : 'border',
            )}
          >
            <h3 className="flex flex-wrap items-center justify-between gap-2 font-semibold">
              {productName(p)} <Mark p={p} best={best} lockedMonths={lockedMonths} />
            </h3>
            <dl className="mt-2 divide-y text-sm">
              {lines
                .filter((row) => !row.skipOnCard?.(p))
                .map((row) => (
                  <div key={row.label} className="flex justify-between gap-3 py-1.5">
                    <dt className={cn('text-muted-foreground', row.strong && 'font-semibold')}>
                      {row.label}
                    </dt>
                    <dd
                      className={cn(
                        'text-right whitespace-nowrap tabular-nums',
                        row.strong && 'font-bold',
                      )}
                    >
                      {row.value(p)}
                      {row.note?.(p) ? ` (${row.note(p) ?? ''})` : null}
                    </dd>
                  </div>
                ))}
            </dl>
          </li>
        ))}
      </ul>
      <div className="hidden @xl:block">
        <ScrollBox label="Comparação das aplicações">
          <table className="w-full text-sm">
            <caption className="sr-only">
              Cada aplicação lado a lado, do valor bruto ao líquido
            </caption>
            <thead>
              <tr className="border-b">
                <th scope="col" className="px-2 py-2 text-left font-medium">
                  <span className="sr-only">Valor</span>
                </th>
                {products.map((p) => (
                  <th
                    key={p.product}
                    scope="col"
                    className="px-1.5 py-2 text-right align-bottom font-semibold"
                  >
                    <span className="flex flex-col items-end gap-1">
                      {productName(p)} <Mark p={p} best={best} lockedMonths={lockedMonths} />
                    </span>
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="divide-y">
              {lines.map((row) => (
                <tr key={row.label} className={cn(row.strong && 'bg-muted/60')}>
                  <th
                    scope="row"
                    className={cn(
                      'min-w-32 px-2 py-2 text-left',
                      row.strong
                        ? 'text-foreground font-semibold'
                        : 'text-muted-foreground font-normal',
                    )}
                  >
                    {row.label}
                  </th>
                  {products.map((p) => (
                    <td
                      key={p.product}
                      className={cn(
                        'px-1.5 py-2 text-right whitespace-nowrap tabular-nums',
                        row.strong && 'font-bold',
                        p.product === best && 'bg-success/10',
                      )}
                    >
                      {row.value(p)}
                      {row.note?.(p) ? (
                        <span className="text-muted-foreground block text-xs font-normal">
                          {row.note(p)}
                        </span>
                      ) : null}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollBox>
      </div>
    </div>
  )
}
