import { Note } from '@/components/form/note.tsx'
import { ResultCard } from '@/components/form/result-card.tsx'
import {
  TableBox,
  TableHead,
  cellClasses,
  firstCellClasses,
  tableClasses,
} from '@/components/table-box.tsx'
import type { FgtsBirthdayResult } from '@/lib/fgts-birthday/fgts-birthday.ts'
import { formatDate, formatMoney, formatPercent } from '@/utils/format.ts'

export function FgtsBirthdayResultCard({ r }: { r: FgtsBirthdayResult }) {
  const a = r.advance
  return (
    <ResultCard
      steps={r.steps}
      main={{ label: 'Saque-aniversário', value: formatMoney(r.withdrawal) }}
      badge={
        <p className="text-muted-foreground text-sm">
          De {formatDate(r.windowStart)} a {formatDate(r.windowEnd)}
        </p>
      }
      shareValue={`Saque-aniversário de ${formatMoney(r.withdrawal)}, de ${formatDate(r.windowStart)} a ${formatDate(r.windowEnd)}`}
      items={[
        {
          label: 'Alíquota e parcela adicional',
          value: `${formatPercent(r.band.rate * 100, 0)} + ${formatMoney(r.band.extra)}`,
        },
        {
          label: 'Demitido sem justa causa, no saque-rescisão',
          value: formatMoney(r.dismissal.rescisao),
          hint: `O saldo e a multa de ${formatMoney(r.dismissal.fine)}.`,
          strong: true,
        },
        {
          label: 'Demitido sem justa causa, no saque-aniversário',
          value: formatMoney(r.dismissal.aniversario),
          hint: `Só a multa; ${formatMoney(r.dismissal.stays)} ficam na conta.`,
          strong: true,
        },
        {
          label: `Antecipação: até ${a.maxYears} saques de no máximo ${formatMoney(500)}`,
          value: formatMoney(a.pledged),
          hint:
            a.received === null || a.cost === null
              ? 'Informe os juros do banco para ver quanto você recebe e o custo.'
              : `Você recebe ${formatMoney(a.received)}; o custo dos juros é ${formatMoney(a.cost)} (sem IOF e tarifas).`,
        },
        {
          label: 'Voltar ao saque-rescisão, pedindo hoje',
          value: formatDate(r.switchBackFrom),
          hint: 'Vale no primeiro dia do 25º mês depois do pedido, e não com antecipação em aberto.',
        },
      ]}
      rule="Saque = saldo × alíquota + parcela adicional da faixa do saldo (Anexo da Lei 8.036/1990); na dispensa sem justa causa, quem está no saque-aniversário saca só a multa (art. 20-D §7º)."
    >
      <TableBox title="Saldo nos próximos anos">
        <table className={tableClasses}>
          <TableHead columns={['Ano', 'Saldo', 'Saque', 'Depois']} />
          <tbody>
            {r.years.map((y) => (
              <tr key={y.year} className="border-t">
                <th scope="row" className={`${firstCellClasses} font-normal`}>
                  {y.year}
                </th>
                <td className={cellClasses}>{formatMoney(y.balance)}</td>
                <td className={cellClasses}>{formatMoney(y.withdrawal)}</td>
                <td className={cellClasses}>{formatMoney(y.after)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableBox>
      <Note>
        Sem novos depósitos nem juros: com eles, o saldo e os saques são maiores. A antecipação
        segue a regra do Conselho Curador em vigor desde {formatDate(a.from)}: pedida 90 dias depois
        da adesão, cada saque antecipado entre {formatMoney(100)} e {formatMoney(500)}.
      </Note>
    </ResultCard>
  )
}
