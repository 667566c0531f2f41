import { CalculatorLayout } from '@/components/form/calculator-layout.tsx'
import { FieldGrid } from '@/components/form/calculator-form.tsx'
import { DateField } from '@/components/form/date-field.tsx'
import { Note } from '@/components/form/note.tsx'
import { ResultCard } from '@/components/form/result-card.tsx'
import { SwitchField } from '@/components/form/switch-field.tsx'
import { useCalculatorForm } from '@/components/form/use-calculator-form.ts'
import type { PaydayCount, PaydayResult } from '@/lib/payday/payday.ts'
import { SATURDAY_OPTIONS } from '@/lib/payday/payday-options.ts'
import { formatDate, formatLongDate, formatMonth, formatWeekday, todayIso } from '@/utils/format.ts'
import { lazyComponent } from '@/utils/lazy-module-component.ts'
import { lazyModule } from '@/utils/lazy-module.ts'

const payday = lazyModule(() => import('@/lib/payday/payday.ts'))

// The days counted and the year's table are drawn only with a result: they load after the form.
const PaydayDetails = lazyComponent(() =>
  import('./payday-details.tsx').then((m) => ({ default: m.PaydayDetails })),
)

const fields = {
  mes: {
    kind: 'text',
    messages: {
      invalid: 'Informe o mês e o ano, por exemplo novembro de 2026.',
      'too-small': 'Informe um mês a partir de janeiro de 1900.',
      'too-large': 'Informe um mês até dezembro de 2200.',
    },
  },
  sabado: { kind: 'option', options: SATURDAY_OPTIONS, initial: 'sim' },
} as const

const convention = (c: PaydayCount) => (c.saturday ? 'contando o sábado' : 'dia útil bancário')

/** The CLT count (Saturday counted) and the banking one, whichever the switch asked for. */
const counts = (r: PaydayResult) =>
  r.asked.saturday ? { labour: r.asked, banking: r.other } : { labour: r.other, banking: r.asked }

/** Why the two conventions give different days, in one sentence, or that they agree. */
function difference(r: PaydayResult): string {
  const { labour, banking } = counts(r)
  if (labour.date === banking.date)
    return 'Neste mês as duas contagens caem no mesmo dia: nenhum sábado, Carnaval ou Corpus Christi entrou na conta.'
  const { saturdays } = labour
  const facultativos = banking.skipped.filter((s) => s.reason === 'facultativo').length
  const why = [
    saturdays > 0 ? (saturdays === 1 ? 'um sábado' : `${saturdays} sábados`) : '',
    facultativos > 0 ? 'Carnaval ou Corpus Christi, em que os bancos fecham' : '',
  ].filter(Boolean)
  return `A contagem trabalhista conta ${why.join(' e ')}; o dia útil bancário, não. Não é um prazo mais longo: o salário vence na data acima.`
}

export default function PaydayCalculator() {
  const form = useCalculatorForm({
    id: 'payday',
    fields,
    lib: payday,
    cards: [PaydayDetails],
    // An empty month is this month: "today" is read only when computing, never while rendering.
    compute: (v, lib) => lib.calculatePayday({ ...v, today: todayIso() }),
    history: (r) => ({
      inputs: `${formatMonth(r.mes)}, ${convention(r.asked)}`,
      result: formatDate(counts(r).labour.date),
    }),
  })
  return (
    <CalculatorLayout
      form={form}
      label="Calcular o quinto dia útil"
      result={(r) => {
        // The CLT deadline leads whatever the switch says: the banking count is a reference for
        // a salary paid through a bank, never a later legal deadline (docs/legal/payday.md).
        const { labour, banking } = counts(r)
        return (
          <ResultCard
            main={{
              label: `Prazo da CLT: 5º dia útil de ${formatMonth(r.mes)} (contando o sábado)`,
              value: `${formatWeekday(labour.date)}, ${formatLongDate(labour.date)}`,
            }}
            shareValue={`5º dia útil de ${formatMonth(r.mes)} (prazo da CLT): ${formatLongDate(labour.date)}`}
            items={[
              {
                label: 'Dia útil bancário (sem sábado)',
                value: formatDate(banking.date),
                hint: difference(r),
              },
            ]}
            rule="CLT art. 459 §1º: o salário mensal é pago até o 5º dia útil do mês seguinte. Domingos e feriados não contam; o sábado conta (IN SRT 1/1989, critério mantido pela Justiça do Trabalho)."
          >
            <PaydayDetails result={r} />
            <Note>
              Feriados estaduais e municipais também adiam o prazo: se houver um na sua cidade entre
              os dias contados, o 5º dia útil passa para o dia útil seguinte. Pago por banco, o
              salário deve estar disponível na conta até o prazo da CLT.
            </Note>
            <Note>
              Carnaval não é feriado nacional: na contagem da CLT é dia útil, salvo lei do seu
              estado ou município.
            </Note>
          </ResultCard>
        )
      }}
    >
      <FieldGrid>
        <DateField
          field={form.field('mes')}
          type="month"
          label="Mês do pagamento"
          hint="Vazio: o mês atual. O salário de outubro vence no 5º dia útil de novembro."
        />
      </FieldGrid>
      <SwitchField
        field={form.field('sabado')}
        label="Contar o sábado como dia útil"
        hint="É a regra trabalhista (CLT), que dá o prazo. Desligue para ver os dias contados no dia útil bancário; o prazo continua o da CLT."
      />
    </CalculatorLayout>
  )
}
