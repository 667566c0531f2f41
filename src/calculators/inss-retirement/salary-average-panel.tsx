import { useId, useState } from 'react'

import { controlClasses } from '@/components/form/field-classes.ts'
import { Button } from '@/components/ui/button.tsx'
import {
  type SalaryAverage,
  salaryAverage,
  salaryAverageCsv,
  type SkippedLine,
} from '@/lib/inss-retirement/salary-average.ts'
import { downloadCsv } from '@/utils/csv.ts'
import { formatMoney, formatMonth, formatNumber, todayIso } from '@/utils/format.ts'

const reasons: Record<SkippedLine['reason'], string> = {
  ilegivel: 'sem mês (MM/AAAA) e valor',
  'decimo-terceiro': '13º salário, que não entra na média',
  'antes-1994': 'antes de julho de 1994, fora da média',
  'sem-inpc': 'de 1994: o INPC desses meses ainda não está nos dados do site',
  'depois-inicio': 'no mês de início do benefício ou depois',
}

/**
 * The salary history pasted from the CNIS (or typed "MM/AAAA valor"), each month corrected by the
 * INPC to the month before this one; the average fills the média field. Computed in the browser.
 */
export function SalaryAveragePanel({ onAverage }: { onAverage: (text: string) => void }) {
  const id = useId()
  const [text, setText] = useState('')
  const [result, setResult] = useState<SalaryAverage | null>(null)
  const start = todayIso().slice(0, 7)
  return (
    <section className="flex flex-col gap-2 rounded-md border p-3" aria-labelledby={`${id}-t`}>
      <h2 id={`${id}-t`} className="text-base font-semibold">
        Média a partir dos salários
      </h2>
      <label htmlFor={id} className="text-sm font-medium">
        Salários de contribuição, um mês por linha
      </label>
      <textarea
        id={id}
        rows={6}
        value={text}
        onChange={(event) => setText(event.target.value)}
        placeholder={'03/2015 2.345,67\n04/2015 2.345,67'}
        aria-describedby={`${id}-dica`}
        className={`${controlClasses} h-auto font-mono`}
      />
      <p id={`${id}-dica`} className="text-muted-foreground text-xs">
        Cole as linhas de remunerações do extrato do CNIS (Meu INSS) ou digite “MM/AAAA valor”. O
        texto fica no seu navegador: nada é enviado a servidor nenhum.
      </p>
      <div>
        <Button variant="outline" onClick={() => setResult(salaryAverage(text, start))}>
          Ler os salários
        </Button>
      </div>
      {result ? (
        <div className="flex flex-col gap-2 text-sm" role="status">
          <p className="font-semibold">
            {result.average === null
              ? 'Nenhum salário lido.'
              : `Média corrigida: ${formatMoney(result.average)}`}
          </p>
          <p>
            {result.linesRead} {result.linesRead === 1 ? 'mês lido' : 'meses lidos'}, corrigidos
            pelo INPC até {result.correctedTo ? formatMonth(result.correctedTo) : '—'} para um
            benefício que começa em {formatMonth(result.start)}; cada mês limitado ao teto da época.
          </p>
          {result.skipped.length > 0 ? (
            <details>
              <summary className="cursor-pointer">
                {result.skipped.length}{' '}
                {result.skipped.length === 1 ? 'linha não lida' : 'linhas não lidas'}
              </summary>
              <ul className="list-disc pl-5">
                {result.skipped.map((s) => (
                  <li key={s.line}>
                    Linha {s.line} (“{s.text.slice(0, 40)}”): {reasons[s.reason]}.
                  </li>
                ))}
              </ul>
            </details>
          ) : null}
          {result.average === null ? null : (
            <div className="flex flex-wrap gap-2">
              <Button onClick={() => onAverage(formatNumber(result.average ?? 0, 2, 2))}>
                Usar esta média
              </Button>
              <Button
                variant="outline"
                onClick={() => downloadCsv('salarios-corrigidos.csv', salaryAverageCsv(result))}
              >
                Baixar CSV
              </Button>
            </div>
          )}
        </div>
      ) : null}
    </section>
  )
}
