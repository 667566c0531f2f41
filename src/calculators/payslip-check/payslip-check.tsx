import { FieldGrid } from '@/components/form/calculator-form.tsx'
import { CalculatorLayout } from '@/components/form/calculator-layout.tsx'
import { DateField } from '@/components/form/date-field.tsx'
import { NumberField } from '@/components/form/number-field.tsx'
import { useCalculatorForm } from '@/components/form/use-calculator-form.ts'
import { tableYearField } from '@/components/legal/table-year.ts'
import { useYearFromDate } from '@/components/legal/use-year-from-date.ts'
import { TableYearSelect } from '@/components/legal/table-year-select.tsx'
import { checkHistoryResult, paidLineField } from '@/components/paid-lines.ts'
import { PaidLinesSection, PaperStaysHere } from '@/components/paid-lines-section.tsx'
import { VT_MAX_PERCENT } from '@/lib/payslip-check/payslip-check-options.ts'
import { PayslipExtraFields } from '@/components/payslip-extra-fields.tsx'
import { payslipExtraSpecs } from '@/components/payslip-extra-specs.ts'
import { formatMonth, todayIso } from '@/utils/format.ts'
import { lazyComponent } from '@/utils/lazy-module-component.ts'
import { lazyModule } from '@/utils/lazy-module.ts'

const lib = lazyModule(() => import('@/lib/payslip-check/payslip-check.ts'))

// The verdict table is drawn only with a result: it loads after the form.
const PayslipCheckResultCard = lazyComponent(() =>
  import('./payslip-check-result.tsx').then((m) => ({ default: m.PayslipCheckResultCard })),
)

const hoursMessages = {
  negative: 'As horas extras não podem ser negativas.',
  'too-large': 'Informe no máximo 744 horas (um mês inteiro).',
}

const fields = {
  salario: {
    kind: 'money',
    messages: {
      required: 'Informe o salário-base do holerite.',
      'not-positive': 'O salário deve ser maior que zero.',
      invalid: 'Digite o salário em reais, como 3.500,00.',
    },
  },
  dependentes: {
    kind: 'integer',
    messages: {
      negative: 'O número de dependentes não pode ser negativo.',
      'not-integer': 'Informe um número inteiro de dependentes.',
      'too-large': 'Informe no máximo 20 dependentes.',
    },
  },
  pensao: { kind: 'money', messages: { negative: 'A pensão alimentícia não pode ser negativa.' } },
  mes: {
    kind: 'text',
    messages: {
      invalid: 'Informe o mês do holerite, por exemplo abril de 2026.',
      required: 'Informe o mês do holerite.',
    },
  },
  ano: tableYearField,
  vt: {
    kind: 'percent',
    warn: (value: number) =>
      value > VT_MAX_PERCENT
        ? `A lei limita o desconto a ${VT_MAX_PERCENT}% do salário-base: a conta usa ${VT_MAX_PERCENT}%.`
        : undefined,
    messages: {
      negative: 'O percentual do vale-transporte não pode ser negativo.',
      'too-large': 'Informe um percentual de até 100%.',
    },
  },
  horas50: { kind: 'decimal', messages: hoursMessages },
  horas100: { kind: 'decimal', messages: hoursMessages },
  jornada: {
    kind: 'decimal',
    initial: '220',
    messages: {
      'not-positive': 'A jornada mensal deve ser maior que zero.',
      'too-large': 'Informe no máximo 744 horas por mês.',
    },
  },
  ...payslipExtraSpecs,
  pagoInsalubridade: paidLineField('O adicional de insalubridade'),
  pagoPericulosidade: paidLineField('O adicional de periculosidade'),
  pagoDsrComissoes: paidLineField('O DSR sobre comissões'),
  pagoSalarioFamilia: paidLineField('O salário-família'),
  pagoFaltas: paidLineField('O desconto de faltas'),
  pagoDsrFaltas: paidLineField('O DSR das faltas'),
  pagoAdiantamento: paidLineField('O adiantamento'),
  pagoHoras: paidLineField('O valor das horas extras', 2),
  pagoDsr: paidLineField('O DSR'),
  pagoInss: paidLineField('O INSS'),
  pagoIrrf: paidLineField('O IRRF'),
  pagoVt: paidLineField('O vale-transporte'),
  pagoLiquido: paidLineField(
    'O líquido',
    3,
    'Digite ao menos uma linha do holerite, como o líquido recebido.',
  ),
  pagoFgts: paidLineField('O FGTS'),
} as const

/** The lines of the payslip as paid, in the order of the paper. */
const PAYSLIP_LABELS = {
  pagoInsalubridade: 'Insalubridade paga (R$)',
  pagoPericulosidade: 'Periculosidade paga (R$)',
  pagoHoras: 'Horas extras pagas (R$)',
  pagoDsr: 'DSR pago (R$)',
  pagoDsrComissoes: 'DSR sobre comissões pago (R$)',
  pagoSalarioFamilia: 'Salário-família pago (R$)',
  pagoFaltas: 'Faltas descontadas (R$)',
  pagoDsrFaltas: 'DSR das faltas descontado (R$)',
  pagoInss: 'INSS descontado (R$)',
  pagoIrrf: 'IRRF descontado (R$)',
  pagoVt: 'Vale-transporte descontado (R$)',
  pagoAdiantamento: 'Adiantamento descontado (R$)',
  pagoLiquido: 'Líquido recebido (R$)',
  pagoFgts: 'FGTS depositado (R$)',
}
type PaidLabel = keyof typeof PAYSLIP_LABELS

/** A new line's field shows once its input asks for it (or a link typed it): the simple
 * payslip keeps its seven lines. */
const SHOWN_WHEN: Partial<Record<PaidLabel, (v: (name: string) => string) => boolean>> = {
  pagoInsalubridade: (v) => v('insalubridade') !== 'nao' && v('insalubridade') !== '',
  pagoPericulosidade: (v) => v('periculosidade') === 'sim',
  pagoDsrComissoes: (v) => v('comissoes') !== '',
  pagoSalarioFamilia: (v) => v('filhos') !== '',
  pagoFaltas: (v) => v('faltas') !== '',
  pagoDsrFaltas: (v) => v('faltas') !== '',
  pagoAdiantamento: (v) => v('adiantamento') !== '',
}

/** The year of an `AAAA-MM` month, or null while it is incomplete. */
const monthYear = (text: string): number | null =>
  /^\d{4}-\d{2}$/.test(text) ? Number(text.slice(0, 4)) : null

export default function PayslipCheck() {
  const form = useCalculatorForm({
    id: 'payslip-check',
    fields,
    lib,
    cards: [PayslipCheckResultCard],
    compute: (v, l) =>
      l.checkPayslip({ ...v, ano: v.ano ? Number(v.ano) : null, today: todayIso() }),
    // The payslip stays in the link only: the history's text names no figure of it.
    history: (r) => ({
      inputs: `Holerite de ${formatMonth(r.month)}`,
      result: checkHistoryResult(r.wrong),
    }),
  })
  // The tables are those of the payslip's month (its IRRF changed in February 2024 and May 2025):
  // the year follows the month until the person picks one.
  const tableYear = useYearFromDate(
    form,
    { date: form.field('mes'), year: form.field('ano') },
    { yearOf: monthYear },
  )
  const valueOf = (name: string) => form.field(name as PaidLabel).value.trim()
  const shownLabels = Object.fromEntries(
    Object.entries(PAYSLIP_LABELS).filter(
      ([name]) => valueOf(name) !== '' || (SHOWN_WHEN[name as PaidLabel]?.(valueOf) ?? true),
    ),
    // The section draws the lines it is given: a subset, in the same order.
  ) as typeof PAYSLIP_LABELS
  return (
    <CalculatorLayout
      form={form}
      label="Conferir o holerite"
      onClear={tableYear.clear}
      intro={<PaperStaysHere paper="o holerite" />}
      result={(r) => <PayslipCheckResultCard r={r} />}
    >
      <h2 className="mt-4 font-semibold">Seu salário e o mês</h2>
      <FieldGrid>
        <NumberField
          field={form.field('salario')}
          label="Salário-base mensal (R$)"
          placeholder="Ex.: 3.500,00"
        />
        <DateField
          field={tableYear.date}
          type="month"
          label="Mês do holerite"
          hint="Vazio: o mês atual. Define os domingos e feriados do DSR."
        />
        <NumberField
          field={form.field('dependentes')}
          label="Dependentes para o IR"
          placeholder="Ex.: 0"
        />
        <NumberField
          field={form.field('pensao')}
          label="Pensão alimentícia descontada (R$)"
          placeholder="Opcional"
        />
        <NumberField
          field={form.field('vt')}
          label="Vale-transporte (% do salário)"
          placeholder="Ex.: 6"
          hint="Vazio: sem vale-transporte; se você informar o VT descontado, 6%, o máximo da lei."
        />
        <TableYearSelect
          field={tableYear.year}
          hint="Segue o mês do holerite: as tabelas em vigor naquele mês."
        />
        <NumberField
          field={form.field('horas50')}
          label="Horas extras a 50% (horas)"
          placeholder="Opcional"
        />
        <NumberField
          field={form.field('horas100')}
          label="Horas extras a 100% (horas)"
          placeholder="Opcional"
          hint="Domingos e feriados trabalhados."
        />
        <NumberField
          field={form.field('jornada')}
          label="Jornada mensal (horas)"
          placeholder="Ex.: 220"
          hint="220 para 44 horas por semana."
        />
      </FieldGrid>
      <PayslipExtraFields field={form.field} />
      <PaidLinesSection
        title="O holerite como foi pago"
        field={form.field}
        labels={shownLabels}
        hints={{ pagoFgts: 'Aparece no rodapé do holerite ou no app FGTS.' }}
      />
    </CalculatorLayout>
  )
}
