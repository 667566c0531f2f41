import { CalculatorLayout } from '@/components/form/calculator-layout.tsx'
import { FieldGrid } from '@/components/form/calculator-form.tsx'
import { DateField } from '@/components/form/date-field.tsx'
import { NumberField } from '@/components/form/number-field.tsx'
import { SelectField } from '@/components/form/select-field.tsx'
import { SwitchField } from '@/components/form/switch-field.tsx'
import { useCalculatorForm } from '@/components/form/use-calculator-form.ts'
import type { FieldError } from '@/lib/core/outcome.ts'
import { formatDate, todayIso } from '@/utils/format.ts'
import { lazyComponent } from '@/utils/lazy-module-component.ts'
import { lazyModule } from '@/utils/lazy-module.ts'

import { ruleNames, sexLabels } from './inss-retirement-text.ts'
import { RetirementTimeline } from './load-timeline.ts'
import { SalaryAverageButton } from './salary-average-button.tsx'
import { TextField } from './text-field.tsx'

const InssRetirementResultCard = lazyComponent(() =>
  import('./inss-retirement-result.tsx').then((m) => ({ default: m.InssRetirementResultCard })),
)

const retirement = lazyModule(() => import('@/lib/inss-retirement/inss-retirement.ts'))

const day = (e: FieldError) => (e.date ? formatDate(e.date) : '')

const fields = {
  sexo: {
    kind: 'option',
    options: ['', 'm', 'f'],
    initial: '',
    messages: { required: 'Informe o sexo: as regras de homens e mulheres são diferentes.' },
  },
  nascimento: {
    kind: 'date',
    messages: {
      required: 'Informe a data de nascimento.',
      'too-large': 'A data de nascimento não pode estar no futuro.',
    },
  },
  inicio: {
    kind: 'date',
    messages: {
      required: 'Informe a data da primeira contribuição ou o tempo que você já tem.',
      'too-small': (e: FieldError) =>
        e.other === 'nascimento'
          ? `Antes dos 14 anos não há contribuição ao INSS: informe uma data a partir de ${day(e)}.`
          : 'O cálculo aceita contribuições a partir de 01/01/1960.',
      'too-large': (e: FieldError) =>
        `A primeira contribuição não pode ser depois da data da simulação (${day(e)}).`,
    },
  },
  tempo: {
    kind: 'text',
    messages: {
      invalid: 'Escreva o tempo em anos, meses e dias, por exemplo 30a2m10d.',
      'too-large': (e: FieldError) =>
        e.other === 'nascimento'
          ? 'Com esse tempo você teria começado a contribuir antes dos 14 anos.'
          : 'Com esse tempo a primeira contribuição seria antes de 1960, fora do alcance do cálculo.',
    },
  },
  professor: { kind: 'option', options: ['sim', 'nao'], initial: 'nao' },
  media: {
    kind: 'money',
    messages: { 'not-positive': 'A média deve ser maior que zero (ou deixe o campo vazio).' },
  },
  referencia: {
    kind: 'date',
    messages: {
      'too-small':
        'A simulação começa em 13/11/2019, quando a reforma da Previdência passou a valer.',
    },
  },
} as const

const sexOptions = [
  { value: '', label: 'Selecione' },
  { value: 'm', label: sexLabels.m },
  { value: 'f', label: sexLabels.f },
]

export default function InssRetirementCalculator() {
  const form = useCalculatorForm({
    id: 'inss-retirement',
    fields,
    lib: retirement,
    cards: [InssRetirementResultCard, RetirementTimeline],
    compute: (v, lib) => lib.calculateInssRetirement(v, todayIso()),
    history: (r) => ({
      inputs: `${sexLabels[r.sex]}, nascimento ${formatDate(r.birth)}, desde ${formatDate(r.start)}`,
      result: r.earliest
        ? `${ruleNames[r.earliest.id].name}: ${formatDate(r.earliest.metOn)}`
        : 'sem data',
    }),
  })
  return (
    <CalculatorLayout
      form={form}
      label="Calcular aposentadoria pelo INSS"
      result={(r) => <InssRetirementResultCard r={r} />}
    >
      <FieldGrid>
        <SelectField field={form.field('sexo')} label="Sexo" options={sexOptions} />
        <DateField field={form.field('nascimento')} label="Data de nascimento" />
        <DateField
          field={form.field('inicio')}
          label="Primeira contribuição ao INSS"
          hint="Contamos sem interrupção desde então. Com falhas, use o campo do tempo."
        />
        <TextField
          field={form.field('tempo')}
          label="Ou: tempo já contribuído"
          placeholder="Ex.: 30a2m10d"
          hint="Anos, meses e dias do extrato do CNIS, na data da simulação."
        />
        <NumberField
          field={form.field('media')}
          label="Média dos salários de contribuição (R$)"
          placeholder="Ex.: 4.800,00"
          hint="Opcional: corrigida, desde 07/1994. Dá o valor de cada regra."
        />
        <DateField
          field={form.field('referencia')}
          label="Data da simulação"
          hint="Vazio: hoje. As regras já cumpridas começam nesta data."
        />
      </FieldGrid>
      <SwitchField
        field={form.field('professor')}
        label="Professor da educação básica"
        hint="Todo o tempo em sala de aula na educação infantil, no ensino fundamental ou médio."
      />
      <SalaryAverageButton onAverage={(value) => form.field('media').setValue(value)} />
    </CalculatorLayout>
  )
}
