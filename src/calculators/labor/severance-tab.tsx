import { useEffect } from 'react'

import { CalculatorLayout } from '@/components/form/calculator-layout.tsx'
import { FieldGrid } from '@/components/form/calculator-form.tsx'
import { DateField } from '@/components/form/date-field.tsx'
import { NumberField } from '@/components/form/number-field.tsx'
import { SelectField } from '@/components/form/select-field.tsx'
import { SwitchField } from '@/components/form/switch-field.tsx'
import { useCalculatorForm } from '@/components/form/use-calculator-form.ts'
import { TableYearSelect } from '@/components/legal/table-year-select.tsx'
import { tableYearField } from '@/components/legal/table-year.ts'
import { useYearFromDate } from '@/components/legal/use-year-from-date.ts'
import {
  defaultNotice,
  isFixedTerm,
  NOTICE_CHOICES,
  NOTICE_MODES,
  noticeFits,
  SEVERANCE_REASONS,
  type SeveranceReason,
  YES_NO,
} from '@/lib/labor/labor-options.ts'
import { formatDate, formatMoney, todayIso } from '@/utils/format.ts'
import { lazyModule } from '@/utils/lazy-module.ts'
import { lazyComponent } from '@/utils/lazy-module-component.ts'

import { SeveranceDetails } from './load-severance-details.ts'
import { noticeHints, noticeLabel, reasonLabels } from './severance-labels.ts'
import { LABOR_MODES } from './labor-modes.ts'

// The result card, its table and notes are drawn only once there is a result: they load after
// the form, fetched when the screen mounts (the JavaScript budget).
const SeveranceResultCard = lazyComponent(() =>
  import('./severance-result.tsx').then((m) => ({ default: m.SeveranceResultCard })),
)

const labor = lazyModule(() => import('@/lib/labor/labor.ts'))

const severanceFields = {
  salario: {
    kind: 'money',
    messages: {
      required: 'Informe o último salário bruto mensal.',
      'not-positive': 'O salário deve ser maior que zero.',
    },
  },
  admissao: {
    kind: 'date',
    messages: { required: 'Informe a data de admissão.' },
  },
  demissao: {
    kind: 'date',
    messages: {
      required: 'Informe a data de demissão (último dia trabalhado).',
      'date-order': 'A demissão deve ser depois da admissão.',
    },
  },
  motivo: { kind: 'option', options: SEVERANCE_REASONS, initial: 'sem-justa-causa' },
  aviso: { kind: 'option', options: NOTICE_MODES, initial: 'indenizado' },
  fimContrato: {
    kind: 'date',
    messages: {
      required: 'Informe a data em que o contrato a prazo terminaria.',
      'date-order': 'O fim combinado do contrato deve ser depois da demissão.',
      future:
        'A saída antes do fim combinado é um encerramento antecipado: escolha “Contrato a prazo encerrado antes” pela empresa ou pelo empregado.',
      past: 'O contrato seguiu depois do fim combinado e passou a ser por prazo indeterminado: escolha outro motivo.',
      'too-large': 'Um contrato por prazo determinado dura no máximo 2 anos (CLT art. 445).',
    },
  },
  ferias: {
    kind: 'integer',
    messages: {
      negative: 'Os dias de férias vencidas não podem ser negativos.',
      'too-large': 'Informe no máximo 60 dias de férias vencidas (dois períodos).',
      'not-integer': 'Informe dias inteiros.',
    },
  },
  // Empty until the switch is touched, so links without férias vencidas do not carry it.
  feriasVencidasDobro: { kind: 'option', options: YES_NO, initial: '' },
  adiantamento13: {
    kind: 'money',
    messages: {
      negative: 'A 1ª parcela do 13º não pode ser negativa.',
      'too-large': 'A 1ª parcela do 13º é metade de um salário: informe no máximo um salário.',
    },
  },
  fgts: {
    kind: 'money',
    messages: { negative: 'O saldo do FGTS não pode ser negativo.' },
  },
  ano: tableYearField,
} as const

const reasonOptions = SEVERANCE_REASONS.map((value) => ({ value, label: reasonLabels[value] }))
const noticeOptions = (reason: SeveranceReason) =>
  NOTICE_CHOICES[reason].map((value) => ({ value, label: noticeLabel(reason, value) }))

const MODE = LABOR_MODES.of('rescisao')

export function SeveranceTab() {
  const severance = useCalculatorForm({
    id: 'labor',
    fields: severanceFields,
    mode: MODE,
    lib: labor,
    cards: [SeveranceResultCard, SeveranceDetails],
    // A field the screen does not show for this motivo is not part of the calculation.
    compute: (v, lib) =>
      lib.calculateSeverance({
        ...v,
        aviso: NOTICE_CHOICES[(v.motivo ?? 'sem-justa-causa') as SeveranceReason].length
          ? v.aviso
          : null,
        fimContrato: isFixedTerm(v.motivo) ? v.fimContrato : null,
        feriasVencidasDobro: v.ferias ? v.feriasVencidasDobro : null,
        ano: v.ano ? Number(v.ano) : null,
        today: todayIso(),
      }),
    history: (r, v) => ({
      inputs: `${reasonLabels[r.reason]}, salário ${formatMoney(v.salario ?? 0)}, ${formatDate(v.admissao ?? '')} a ${formatDate(v.demissao ?? '')}`,
      result: `Total ${formatMoney(r.total)}`,
    }),
  })
  // The table follows the dismissal date until the person picks a year themselves.
  const tableYear = useYearFromDate(
    severance,
    { date: severance.field('demissao'), year: severance.field('ano') },
    { mode: MODE },
  )
  const reason = (severance.values.motivo ?? 'sem-justa-causa') as SeveranceReason
  const fixedTerm = isFixedTerm(reason)
  // The aviso select offers the motivo's avisos only: another motivo, or an older link with an aviso
  // this motivo does not have, moves it to the motivo's default (the result of such a link says so).
  const aviso = severance.field('aviso')
  const fits = noticeFits(reason, aviso.value)
  const fallback = defaultNotice(reason)
  // The result already used the motivo's default, so it stays current (`adopt`).
  const adoptAviso = severance.adopt
  useEffect(() => {
    if (!fits && fallback) adoptAviso('aviso', fallback)
  }, [fits, fallback, adoptAviso])
  // A new motivo starts from its own default aviso, never one chosen for another motivo.
  const motivo = severance.field('motivo')
  const motivoField = {
    ...motivo,
    setValue: (text: string) => {
      motivo.setValue(text)
      const own = (SEVERANCE_REASONS as readonly string[]).includes(text)
        ? defaultNotice(text as SeveranceReason)
        : null
      if (own) severance.setValue('aviso', own)
    },
  }
  const overdue = (severance.values.ferias ?? '').trim() !== '' && severance.values.ferias !== '0'

  return (
    <CalculatorLayout
      form={severance}
      label="Calcular rescisão"
      onClear={tableYear.clear}
      result={(r) => <SeveranceResultCard r={r} />}
    >
      <FieldGrid>
        <NumberField
          field={severance.field('salario')}
          label="Último salário bruto mensal (R$)"
          placeholder="Ex.: 3.500,00"
        />
        <SelectField field={motivoField} label="Motivo da saída" options={reasonOptions} />
        <DateField field={severance.field('admissao')} label="Data de admissão" />
        <DateField
          field={tableYear.date}
          label="Data de demissão"
          hint="Último dia trabalhado (ou do aviso)."
        />
        {fixedTerm ? (
          <DateField
            field={severance.field('fimContrato')}
            label="Fim combinado do contrato"
            hint={
              reason === 'termino-contrato'
                ? 'Vazio: a data de demissão.'
                : 'A data em que o contrato a prazo terminaria.'
            }
          />
        ) : fallback ? (
          <SelectField
            field={fits ? aviso : { ...aviso, value: fallback }}
            label="Aviso prévio"
            options={noticeOptions(reason)}
            hint={noticeHints[reason]}
          />
        ) : null}
        <NumberField
          field={severance.field('ferias')}
          label="Férias vencidas (dias)"
          placeholder="Ex.: 0"
          unit="dias"
          hint="Dias de férias de períodos completos ainda não tiradas."
        />
        {overdue ? (
          <SwitchField
            field={severance.field('feriasVencidasDobro')}
            label="Fora do prazo de concessão (pagas em dobro)"
            hint="O período venceu há mais de 12 meses sem as férias (CLT art. 137)."
          />
        ) : null}
        <NumberField
          field={severance.field('adiantamento13')}
          label="1ª parcela do 13º já paga (R$)"
          placeholder="Opcional"
          hint="Descontada na rescisão (Lei 4.749/1965 art. 3º)."
        />
        <NumberField
          field={severance.field('fgts')}
          label="Saldo do FGTS (R$)"
          placeholder="Opcional"
          hint="Vazio: estimado pelo salário e o tempo de serviço."
        />
        <TableYearSelect
          field={tableYear.year}
          hint="Segue o ano da demissão; o INSS e o IRRF usam esta tabela."
        />
      </FieldGrid>
    </CalculatorLayout>
  )
}
