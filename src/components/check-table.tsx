import { type ReactNode, useId } from 'react'

import type { Verdict } from '@/lib/core/paid-line.ts'
import { formatMoney } from '@/utils/format.ts'

import { verdictText } from './check-verdict-text.ts'

/**
 * The line-by-line verdict of a payslip or TRCT check (docs/legal/checks.md): one row per line
 * typed, with what was paid, what the law gives, the difference and the verdict in words, and
 * the rule behind the line one tap away. On a phone each row's figures stack under its name
 * (label beside figure), so the table never scrolls sideways; from `sm` it is an ordinary
 * table.
 */

export type CheckRow = {
  id: string
  name: string
  paid: number
  due: number
  /** paid − due. */
  difference: number
  verdict: Verdict
  /** The typical error the figures show, in one sentence. */
  flag?: string | null
  rule: ReactNode
}

/** Whether the verdict leaves money in the person's favour (shown in the error colour, and said
 * in words, never by colour alone). */
const against = (v: Verdict) => v === 'pago-a-menos' || v === 'descontado-a-mais'

const figureCell =
  'flex justify-between gap-3 px-3 py-0.5 text-right whitespace-nowrap tabular-nums sm:table-cell sm:py-2'
const phoneLabel = 'text-muted-foreground sm:hidden'

export function CheckTable({ caption, rows }: { caption: string; rows: readonly CheckRow[] }) {
  return (
    <div className="overflow-x-auto">
      <table className="block w-full text-sm sm:table sm:border-collapse">
        <caption className="block pb-2 text-left font-semibold sm:table-caption">{caption}</caption>
        <thead className="sr-only sm:not-sr-only sm:table-header-group">
          <tr className="bg-muted text-muted-foreground text-xs">
            <th scope="col" className="px-3 py-2 text-left">
              Linha
            </th>
            <th scope="col" className="px-3 py-2 text-right">
              Pago
            </th>
            <th scope="col" className="px-3 py-2 text-right">
              Devido
            </th>
            <th scope="col" className="px-3 py-2 text-right">
              Diferença
            </th>
            <th scope="col" className="px-3 py-2 text-left">
              Veredito
            </th>
          </tr>
        </thead>
        <tbody className="block sm:table-row-group">
          {rows.map((row) => (
            <tr
              key={row.id}

              data-verdict={row.verdict}
              className="block border-t py-2 sm:table-row sm:py-0"
            >
              <th
                scope="row"
                className="block px-3 pb-1 text-left font-semibold sm:table-cell sm:py-2"
              >
                {row.name}
              </th>
              <td className={figureCell}>
                <span aria-hidden className={phoneLabel}>
                  Pago
                </span>
                {formatMoney(row.paid)}
              </td>
              <td className={figureCell}>
                <span aria-hidden className={phoneLabel}>
                  Devido
                </span>
                {formatMoney(row.due)}
              </td>
              <td className={figureCell}>
                <span aria-hidden className={phoneLabel}>
                  Diferença
                </span>
                {formatMoney(row.difference)}
              </td>
              <td className="block px-3 pt-1 sm:table-cell sm:py-2">
                <p
                  className={
                    row.verdict === 'confere'
                      ? 'text-success font-semibold'
                      : against(row.verdict)
                        ? 'text-destructive font-semibold'
                        : 'font-semibold'
                  }
                >
                  {verdictText(row.verdict, row.difference)}
                </p>
                {row.flag ? <p className="text-muted-foreground">{row.flag}</p> : null}
                <details className="text-muted-foreground">
                  <summary className="flex min-h-11 cursor-pointer items-center underline underline-offset-2">
                    A regra
                  </summary>
                  <div className="pb-2">{row.rule}</div>
                </details>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}

/** Where to go with a difference (docs/legal/checks.md). A rescisão has no next payslip: its
 * difference is paid in a termo complementar. */
export function WhatToDo({
  children,
  ended = false,
}: {
  children?: ReactNode
  /** The contract has ended (a TRCT). */
  ended?: boolean
}) {
  const heading = useId()
  return (
    <section aria-labelledby={heading} className="flex flex-col gap-2 text-sm">
      <h3 id={heading} className="font-semibold">
        O que fazer
      </h3>
      <ol className="text-muted-foreground list-decimal space-y-1 pl-5">
        <li>
          Mostre esta página ao RH ou ao contador da empresa: cada linha diz o valor devido e a
          regra.{' '}
          {ended
            ? 'A diferença é paga num termo de rescisão complementar.'
            : 'Quase sempre o erro é corrigido na folha seguinte.'}
        </li>
        <li>
          Sem resposta, procure o sindicato da sua categoria: ele confere a convenção coletiva, que
          pode dar mais que a lei.
        </li>
        <li>
          Você também pode fazer uma denúncia trabalhista ao Ministério do Trabalho e Emprego, pelo
          gov.br ou numa Superintendência Regional do Trabalho.
        </li>
        {children}
      </ol>
    </section>
  )
}
