import { FieldGrid } from '@/components/form/calculator-form.tsx'
import { CalculatorLayout } from '@/components/form/calculator-layout.tsx'
import { DateField } from '@/components/form/date-field.tsx'
import { Note } from '@/components/form/note.tsx'
import { NumberField } from '@/components/form/number-field.tsx'
import { salaryShareWarning } from '@/components/form/plausible.ts'
import { useCalculatorForm } from '@/components/form/use-calculator-form.ts'
import {
  severanceFields,
  severanceInputOf,
  useSeveranceFields,
} from '@/components/severance/severance-fields.tsx'
import { formatDate } from '@/utils/format.ts'
import { lazyComponent } from '@/utils/lazy-module-component.ts'
import { lazyModule } from '@/utils/lazy-module.ts'

const lib = lazyModule(() => import('@/lib/severance-check/severance-check.ts'))

// The verdict table is drawn only with a result: it loads after the form.
const SeveranceCheckResultCard = lazyComponent(() =>
  import('./severance-check-result.tsx').then((m) => ({ default: m.SeveranceCheckResultCard })),
)

const paid = (what: string, times: number) =>
  ({
    kind: 'money',
    warn: salaryShareWarning('salario', times),
    messages: {
      negative: `${what} não pode ser negativo.`,
      invalid: `Digite ${what.toLowerCase()} em reais, como 1.234,56.`,
    },
  }) as const

const fields = {
  ...severanceFields,
  pagoSaldo: paid('O saldo de salário', 1),
  pagoAviso: paid('O aviso prévio', 3),
  pago13: paid('O 13º', 2),
  pagoFeriasVencidas: paid('O valor das férias vencidas', 4),
  pagoFeriasProporcionais: paid('O valor das férias proporcionais', 2),
  pagoTerco: paid('O terço de férias', 2),
  pagoMulta: paid('A multa do FGTS', 30),
  pagoInss: paid('O INSS', 1),
  pagoIrrf: paid('O IRRF', 3),
  pagoLiquido: {
    ...paid('O líquido', 10),
    messages: {
      ...paid('O líquido', 10).messages,
      required:
        'Digite ao menos uma linha do TRCT, como o líquido recebido, ou a data do pagamento.',
    },
  },
  dataPagamento: {
    kind: 'date',
    messages: {
      'date-order': 'O pagamento não pode ser antes da demissão.',
      invalid: 'Informe a data em que a rescisão foi paga.',
    },
  },
} as const

export default function SeveranceCheck() {
  const form = useCalculatorForm({
    id: 'severance-check',
    fields,
    lib,
    cards: [SeveranceCheckResultCard],
    compute: (v, l) => l.checkSeverance(severanceInputOf(v)),
    // The TRCT stays in the link only: the history's text names no figure of it.
    history: (r) => ({
      inputs: `Rescisão de ${formatDate(r.severance.dismissalDate)}`,
      result:
        r.wrong === 0
          ? 'Todas as linhas conferem'
          : `${r.wrong} linha${r.wrong === 1 ? '' : 's'} a conferir`,
    }),
  })
  const inputs = useSeveranceFields(form)
  return (
    <CalculatorLayout
      form={form}
      label="Conferir a rescisão"
      onClear={inputs.clear}
      intro={
        <>
          <Note>
            O que você digita fica só no seu navegador: o TRCT não é enviado a lugar nenhum, e o
            histórico guarda apenas o link desta conferência.
          </Note>
        </>
      }
      result={(r) => <SeveranceCheckResultCard r={r} />}
    >
      <h2 className="mt-4 font-semibold">O contrato</h2>
      {inputs.fields}
      <h2 className="mt-6 font-semibold">O TRCT como foi pago</h2>
      <p className="text-muted-foreground text-sm">
        Digite só as linhas que quer conferir; linha vazia não é julgada.
      </p>
      <FieldGrid>
        <NumberField field={form.field('pagoSaldo')} label="Saldo de salário pago (R$)" />
        <NumberField field={form.field('pagoAviso')} label="Aviso prévio indenizado pago (R$)" />
        <NumberField field={form.field('pago13')} label="13º salário pago (R$)" />
        <NumberField field={form.field('pagoFeriasVencidas')} label="Férias vencidas pagas (R$)" />
        <NumberField
          field={form.field('pagoFeriasProporcionais')}
          label="Férias proporcionais pagas (R$)"
        />
        <NumberField field={form.field('pagoTerco')} label="1/3 de férias pago (R$)" />
        <NumberField
          field={form.field('pagoMulta')}
          label="Multa do FGTS depositada (R$)"
          hint="No extrato do app FGTS."
        />
        <NumberField field={form.field('pagoInss')} label="INSS descontado (R$)" />
        <NumberField field={form.field('pagoIrrf')} label="IRRF descontado (R$)" />
        <NumberField field={form.field('pagoLiquido')} label="Líquido recebido (R$)" />
        <DateField
          field={form.field('dataPagamento')}
          label="Data do pagamento"
          hint="Depois de 10 dias do fim do contrato, há multa de um salário."
        />
      </FieldGrid>
    </CalculatorLayout>
  )
}
