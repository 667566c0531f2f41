import { type ReactNode, useEffect } from 'react'

import type { FieldState } from '@/components/form/calculator-form-types.ts'
import type { ParsedValues } from '@/components/form/form-values.ts'
import { FieldGrid } from '@/components/form/calculator-form.tsx'
import { DateField } from '@/components/form/date-field.tsx'
import { NumberField } from '@/components/form/number-field.tsx'
import { SelectField } from '@/components/form/select-field.tsx'
import { SwitchField } from '@/components/form/switch-field.tsx'
import { TableYearSelect } from '@/components/legal/table-year-select.tsx'
import { tableYearField } from '@/components/legal/table-year.ts'
import { useYearFromDate } from '@/components/legal/use-year-from-date.ts'
import {
  defaultNotice,
  FGTS_BASE_OPTIONS,
  isFixedTerm,
  NOTICE_CHOICES,
  NOTICE_MODES,
  noticeFits,
  SEVERANCE_REASONS,
  type SeveranceReason,
  YES_NO,
} from '@/lib/labor/labor-options.ts'
import { todayIso } from '@/utils/format.ts'

import { noticeHints, noticeLabel, reasonLabels } from './severance-labels.ts'

/**
 * The rescisão's inputs, shared by the labour calculator's Rescisão tab and the TRCT check
 * (docs/legal/labour.md): their specs (the URL parameters of `/calculadora-trabalhista?modo=
 * rescisao`) and the fields, with the aviso following the motivo and the table year following
 * the dismissal date.
 */

export const severanceFields = {
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
  baseFgts: { kind: 'option', options: FGTS_BASE_OPTIONS, initial: '' },
  ano: tableYearField,
} as const

/** The rescisão's input as the formulas take it: a field the screen does not show for this
 * motivo is not part of the calculation, and today bounds the plausible dates. */
export function severanceInputOf<V extends ParsedValues<typeof severanceFields>>(v: V) {
  return {
    ...v,
    aviso: NOTICE_CHOICES[(v.motivo ?? 'sem-justa-causa') as SeveranceReason].length
      ? v.aviso
      : null,
    fimContrato: isFixedTerm(v.motivo) ? v.fimContrato : null,
    feriasVencidasDobro: v.ferias ? v.feriasVencidasDobro : null,
    baseFgts: v.fgts === null ? null : v.baseFgts,
    ano: v.ano ? Number(v.ano) : null,
    today: todayIso(),
  }
}

const reasonOptions = SEVERANCE_REASONS.map((value) => ({ value, label: reasonLabels[value] }))
const noticeOptions = (reason: SeveranceReason) =>
  NOTICE_CHOICES[reason].map((value) => ({ value, label: noticeLabel(reason, value) }))

/** What the fields need of the form (useCalculatorForm's, with the fields above). */
type SeveranceForm = {
  field: (name: keyof typeof severanceFields) => FieldState
  values: Readonly<Record<string, string | undefined>>
  setValue: (name: string, text: string) => void
  adopt: (name: string, text: string) => void
  clear: () => void
}

/** The rescisão's fields in their grid, and Limpar's handler (the year follows the date again). */
export function useSeveranceFields(
  form: SeveranceForm,
  mode?: { value: string; isDefault: boolean },
): { fields: ReactNode; clear: () => void } {
  // The table follows the dismissal date until the person picks a year themselves.
  const tableYear = useYearFromDate(
    form,
    { date: form.field('demissao'), year: form.field('ano') },
    mode ? { mode } : {},
  )
  const reason = (form.values.motivo ?? 'sem-justa-causa') as SeveranceReason
  const fixedTerm = isFixedTerm(reason)
  // The aviso select offers the motivo's avisos only: another motivo, or an older link with an aviso
  // this motivo does not have, moves it to the motivo's default (the result of such a link says so).
  const aviso = form.field('aviso')
  const fits = noticeFits(reason, aviso.value)
  const fallback = defaultNotice(reason)
  // The result already used the motivo's default, so it stays current (`adopt`).
  const adoptAviso = form.adopt
  useEffect(() => {
    if (!fits && fallback) adoptAviso('aviso', fallback)
  }, [fits, fallback, adoptAviso])
  // A new motivo starts from its own default aviso, never one chosen for another motivo.
  const motivo = form.field('motivo')
  const motivoField = {
    ...motivo,
    setValue: (text: string) => {
      motivo.setValue(text)
      const own = (SEVERANCE_REASONS as readonly string[]).includes(text)
        ? defaultNotice(text as SeveranceReason)
        : null
      if (own) form.setValue('aviso', own)
    },
  }
  const overdue = (form.values.ferias ?? '').trim() !== '' && form.values.ferias !== '0'

  return {
    clear: tableYear.clear,
    fields: (
      <FieldGrid>
        <NumberField
          field={form.field('salario')}
          label="Último salário bruto mensal (R$)"
          placeholder="Ex.: 3.500,00"
        />
        <SelectField field={motivoField} label="Motivo da saída" options={reasonOptions} />
        <DateField field={form.field('admissao')} label="Data de admissão" />
        <DateField
          field={tableYear.date}
          label="Data de demissão"
          hint="Último dia trabalhado (ou do aviso)."
        />
        {fixedTerm ? (
          <DateField
            field={form.field('fimContrato')}
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
          field={form.field('ferias')}
          label="Férias vencidas (dias)"
          placeholder="Ex.: 0"
          unit="dias"
          hint="Dias de férias de períodos completos ainda não tiradas."
        />
        {overdue ? (
          <SwitchField
            field={form.field('feriasVencidasDobro')}
            label="Fora do prazo de concessão (pagas em dobro)"
            hint="O período venceu há mais de 12 meses sem as férias (CLT art. 137)."
          />
        ) : null}
        <NumberField
          field={form.field('adiantamento13')}
          label="1ª parcela do 13º já paga (R$)"
          placeholder="Opcional"
          hint="Descontada na rescisão (Lei 4.749/1965 art. 3º)."
        />
        <NumberField
          field={form.field('fgts')}
          label="Saldo do FGTS (R$)"
          placeholder="Opcional"
          hint={
            form.field('fgts').value === '' || form.field('baseFgts').value === 'rescisorio'
              ? 'Vazio: estimado pelo salário e o tempo de serviço.'
              : 'O saldo do app do FGTS: somamos os depósitos da rescisão (8% do saldo de salário, do 13º e do aviso indenizado), que entram no saque e na multa.'
          }
        />
        {form.field('fgts').value !== '' ? (
          <SwitchField
            field={form.field('baseFgts')}
            on="rescisorio"
            off="extrato"
            label="É o saldo para fins rescisórios"
            hint="O valor do extrato que a empresa ou a Caixa dão para a rescisão já inclui esses depósitos: nada é somado."
          />
        ) : null}
        <TableYearSelect
          field={tableYear.year}
          hint="Segue o ano da demissão; o INSS e o IRRF usam esta tabela."
        />
      </FieldGrid>
    ),
  }
}
