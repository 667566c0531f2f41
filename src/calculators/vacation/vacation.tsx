import { CalculatorLayout } from '@/components/form/calculator-layout.tsx'
import { FieldGrid } from '@/components/form/calculator-form.tsx'
import { DateField } from '@/components/form/date-field.tsx'
import { NumberField } from '@/components/form/number-field.tsx'
import { dependentsField, pensionField } from '@/components/irrf-field-specs.ts'
import { DependentsField, PensionField } from '@/components/irrf-fields.tsx'
import { SwitchField } from '@/components/form/switch-field.tsx'
import { useCalculatorForm } from '@/components/form/use-calculator-form.ts'
import { TableYearSelect } from '@/components/legal/table-year-select.tsx'
import { tableYearField } from '@/components/legal/table-year.ts'
import { useYearFromDate } from '@/components/legal/use-year-from-date.ts'
import { paymentYear } from '@/lib/vacation/vacation-options.ts'
import { formatMoney, todayIso } from '@/utils/format.ts'
import { lazyModule } from '@/utils/lazy-module.ts'
import { lazyComponent } from '@/utils/lazy-module-component.ts'

// The result card, its IRRF details and notes are drawn only once there is a result: they load
// after the form, fetched when the screen mounts (the JavaScript budget).
const VacationResultCard = lazyComponent(() =>
  import('./vacation-result.tsx').then((m) => ({ default: m.VacationResultCard })),
)

const vacation = lazyModule(() => import('@/lib/vacation/vacation.ts'))

const yesNo = { kind: 'option', options: ['sim', 'nao'], initial: 'nao' } as const

const fields = {
  salario: {
    kind: 'money',
    messages: {
      required: 'Informe o salário bruto mensal.',
      'not-positive': 'O salário deve ser maior que zero.',
    },
  },
  medias: {
    kind: 'money',
    messages: { negative: 'A média de horas extras e adicionais não pode ser negativa.' },
  },
  faltas: {
    kind: 'integer',
    messages: {
      negative: 'As faltas não podem ser negativas.',
      'not-integer': 'Informe faltas em dias inteiros.',
      'too-large':
        'Com mais de 32 faltas sem justificativa não há direito a férias (CLT art. 130).',
    },
  },
  vender: yesNo,
  dias: {
    kind: 'integer',
    messages: {
      'too-small': 'Informe pelo menos 1 dia.',
      negative: 'Informe pelo menos 1 dia.',
      'not-integer': 'Informe dias inteiros.',
      'too-large': 'São mais dias do que o direito a férias.',
      'over-limit': 'São mais dias do que restam depois de vender 1/3 das férias.',
      invalid:
        'Não dá para dividir assim: um período precisa ter 14 dias ou mais e cada um dos outros, 5 ou mais (CLT art. 134 §1º).',
    },
  },
  diasAposPrazo: {
    kind: 'integer',
    messages: {
      negative: 'Os dias após o prazo não podem ser negativos.',
      'not-integer': 'Informe dias inteiros.',
      'too-large': 'Os dias após o prazo não passam dos dias tirados agora.',
    },
  },
  adiantamento13: yesNo,
  dependentes: dependentsField,
  pensao: pensionField,
  inicio: { kind: 'date' },
  ano: tableYearField,
} as const

export default function VacationCalculator() {
  const form = useCalculatorForm({
    id: 'vacation',
    fields,
    lib: vacation,
    cards: [VacationResultCard],
    compute: (v, lib) =>
      lib.calculateVacation(
        { ...v, ano: v.ano ? Number(v.ano) : null, today: todayIso() },
        new Date().getFullYear(),
      ),
    history: (r, v) => ({
      inputs: `Salário ${formatMoney(v.salario ?? 0)}, ${r.takenDays} dias${r.soldDays > 0 ? `, ${r.soldDays} vendidos` : ''}, tabela de ${r.year}`,
      result: `Líquido ${formatMoney(r.net)}`,
    }),
  })
  // The table follows the payment date until the person picks a year themselves.
  const tableYear = useYearFromDate(
    form,
    { date: form.field('inicio'), year: form.field('ano') },
    { yearOf: paymentYear },
  )

  return (
    <CalculatorLayout
      form={form}
      label="Calcular férias"
      onClear={tableYear.clear}
      result={(r) => <VacationResultCard r={r} />}
    >
      <FieldGrid>
        <NumberField
          field={form.field('salario')}
          label="Salário bruto mensal (R$)"
          placeholder="Ex.: 3.500,00"
        />
        <NumberField
          field={form.field('medias')}
          label="Média de horas extras e adicionais (R$)"
          placeholder="Opcional"
          hint="Média mensal do período aquisitivo: horas extras, adicional noturno, comissões."
        />
        <NumberField
          field={form.field('faltas')}
          label="Faltas sem justificativa"
          placeholder="Ex.: 0"
          unit="dias"
          hint="No período aquisitivo: até 5 faltas, 30 dias de férias (CLT art. 130)."
        />
        <NumberField
          field={form.field('dias')}
          label="Dias de férias a tirar agora"
          placeholder="Todos"
          unit="dias"
          hint="Vazio: todos. Em partes: uma de 14 dias ou mais, as outras de 5 ou mais."
        />
        <SwitchField
          field={form.field('vender')}
          label="Vender 1/3 das férias (abono pecuniário)"
        />
        <SwitchField
          field={form.field('adiantamento13')}
          label="Receber a 1ª parcela do 13º com as férias"
        />
        <NumberField
          field={form.field('diasAposPrazo')}
          label="Dias após o prazo (em dobro)"
          placeholder="Ex.: 0"
          unit="dias"
          hint="Dias gozados depois do fim do período concessivo (CLT art. 137)."
        />
        <DependentsField field={form.field('dependentes')} />
        <PensionField
          field={form.field('pensao')}
          hint="Pensão alimentícia descontada das férias: deduz do IRRF."
        />
        <DateField
          field={tableYear.date}
          label="Início das férias"
          hint="Opcional: dá a data-limite do pagamento."
        />
        <TableYearSelect
          field={tableYear.year}
          hint="O IRRF usa a tabela do mês em que as férias são pagas."
        />
      </FieldGrid>
    </CalculatorLayout>
  )
}
