import { CalculatorLayout } from '@/components/form/calculator-layout.tsx'
import { DateField } from '@/components/form/date-field.tsx'
import { useCalculatorForm } from '@/components/form/use-calculator-form.ts'
import { checkHistoryResult, paidLineField } from '@/components/paid-lines.ts'
import { PaidLinesSection, PaperStaysHere } from '@/components/paid-lines-section.tsx'
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

const fields = {
  ...severanceFields,
  pagoSaldo: paidLineField('O saldo de salário'),
  pagoAviso: paidLineField('O aviso prévio', 3),
  pago13: paidLineField('O 13º', 2),
  pagoFeriasVencidas: paidLineField('O valor das férias vencidas', 4),
  pagoFeriasProporcionais: paidLineField('O valor das férias proporcionais', 2),
  pagoTerco: paidLineField('O terço de férias', 2),
  pagoMulta: paidLineField('O valor da multa do FGTS', 30),
  pagoInss: paidLineField('O INSS'),
  pagoIrrf: paidLineField('O IRRF', 3),
  pagoLiquido: paidLineField(
    'O líquido',
    10,
    'Digite ao menos uma linha do TRCT, como o líquido recebido, ou a data do pagamento.',
  ),
  dataPagamento: {
    kind: 'date',
    messages: {
      'date-order': 'O pagamento não pode ser antes da demissão.',
      invalid: 'Informe a data em que a rescisão foi paga.',
    },
  },
} as const

/** The lines of the TRCT as paid, in the order of the paper. */
const TRCT_LABELS = {
  pagoSaldo: 'Saldo de salário pago (R$)',
  pagoAviso: 'Aviso prévio indenizado pago (R$)',
  pago13: '13º salário pago (R$)',
  pagoFeriasVencidas: 'Férias vencidas pagas (R$)',
  pagoFeriasProporcionais: 'Férias proporcionais pagas (R$)',
  pagoTerco: '1/3 de férias pago (R$)',
  pagoMulta: 'Multa do FGTS depositada (R$)',
  pagoInss: 'INSS descontado (R$)',
  pagoIrrf: 'IRRF descontado (R$)',
  pagoLiquido: 'Líquido recebido (R$)',
}

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
      result: checkHistoryResult(r.wrong),
    }),
  })
  const inputs = useSeveranceFields(form)
  return (
    <CalculatorLayout
      form={form}
      label="Conferir a rescisão"
      onClear={inputs.clear}
      intro={<PaperStaysHere paper="o TRCT" />}
      result={(r) => <SeveranceCheckResultCard r={r} />}
    >
      <h2 className="mt-4 font-semibold">O contrato</h2>
      {inputs.fields}
      <PaidLinesSection
        title="O TRCT como foi pago"
        field={form.field}
        labels={TRCT_LABELS}
        hints={{ pagoMulta: 'No extrato do app FGTS.' }}
      >
        <DateField
          field={form.field('dataPagamento')}
          label="Data do pagamento"
          hint="Depois de 10 dias do fim do contrato, há multa de um salário."
        />
      </PaidLinesSection>
    </CalculatorLayout>
  )
}
