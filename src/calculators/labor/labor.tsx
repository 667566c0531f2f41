import { Suspense, useEffect, useId, useRef, useState } from 'react'

import { CalculatorForm, FieldGrid } from '@/components/form/calculator-form.tsx'
import { controlClasses } from '@/components/form/field-classes.ts'
import { DateField } from '@/components/form/date-field.tsx'
import { FormActions } from '@/components/form/form-actions.tsx'
import { NumberField } from '@/components/form/number-field.tsx'
import { ResultRegion } from '@/components/form/result-region.tsx'
import { SelectField } from '@/components/form/select-field.tsx'
import { SwitchField } from '@/components/form/switch-field.tsx'
import { useCalculatorForm } from '@/components/form/use-calculator-form.ts'
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs.tsx'
import { ok } from '@/lib/core/outcome.ts'
import {
  NOTICE_MODES,
  SEVERANCE_REASONS,
  type SeveranceReason,
  YES_NO,
} from '@/lib/labor/labor-options.ts'
import { defaultTableYear } from '@/lib/law/tables/table-years.ts'
import { formatDate, formatMoney, formatNumber } from '@/utils/format.ts'
import { lazyModule } from '@/utils/lazy-module.ts'

import { TableYearSelect } from '@/components/legal/table-year-select.tsx'
import { tableYearField, useDefaultTableYear } from '@/components/legal/table-year.ts'
import { lazyComponent } from '@/utils/lazy-module-component.ts'

import { loadSeveranceDetails } from './load-severance-details.ts'
import { noticeHints, noticeLabels, reasonLabels } from './severance-text.ts'

// The result cards are drawn only once there is a result: they load after the form, fetched
// when the screen mounts (the JavaScript budget), like the severance details.
const loadSeveranceResult = () => import('./severance-result.tsx')
const loadOvertimeResult = () => import('./overtime-result.tsx')
const SeveranceResultCard = lazyComponent(() =>
  loadSeveranceResult().then((m) => ({ default: m.SeveranceResultCard })),
)
const OvertimeResultCard = lazyComponent(() =>
  loadOvertimeResult().then((m) => ({ default: m.OvertimeResultCard })),
)

const labor = lazyModule(() => import('@/lib/labor/labor.ts'))

const TABS = ['rescisao', 'horas-extras'] as const
type LaborTab = (typeof TABS)[number]
const isTab = (value: string | null): value is LaborTab =>
  (TABS as readonly (string | null)[]).includes(value)

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
  ferias: {
    kind: 'integer',
    messages: {
      negative: 'Os dias de férias vencidas não podem ser negativos.',
      'too-large': 'Informe no máximo 60 dias de férias vencidas (dois períodos).',
      'not-integer': 'Informe dias inteiros.',
    },
  },
  fgts: {
    kind: 'money',
    messages: { negative: 'O saldo do FGTS não pode ser negativo.' },
  },
  ano: tableYearField,
} as const

const overtimeFields = {
  valorHora: {
    kind: 'money',
    messages: {
      required: 'Informe o valor da hora normal.',
      'not-positive': 'O valor da hora deve ser maior que zero.',
    },
  },
  horas: {
    kind: 'decimal',
    messages: {
      required: 'Informe quantas horas extras foram feitas.',
      'not-positive': 'As horas extras devem ser mais que zero.',
      'too-large': 'Informe no máximo 744 horas (um mês inteiro).',
    },
  },
  adicional: {
    kind: 'percent',
    initial: '50',
    messages: {
      negative: 'O adicional não pode ser negativo.',
      'too-large': 'Informe um adicional de até 300%.',
    },
  },
  noturno: { kind: 'option', options: YES_NO, initial: 'nao' },
} as const

const reasonOptions = SEVERANCE_REASONS.map((value) => ({ value, label: reasonLabels[value] }))
const noticeOptions = NOTICE_MODES.map((value) => ({ value, label: noticeLabels[value] }))

const isoYear = (text: string | null | undefined) =>
  text && /^\d{4}-\d{2}-\d{2}$/.test(text) ? Number(text.slice(0, 4)) : null

/** 50% and 100% are the legal cases; anything else is a collective agreement's percentage. */
const RATE_CHOICES = [
  { value: '50', label: '50% — dias úteis' },
  { value: '100', label: '100% — domingos e feriados' },
  { value: 'outro', label: 'Outro percentual' },
] as const

export default function LaborCalculator() {
  const [tab, setTab] = useState<LaborTab>('rescisao')
  const [customRate, setCustomRate] = useState(false)
  // The table follows the dismissal date until the person picks a year themselves.
  const yearChosen = useRef(false)
  const rateChoiceId = useId()
  // The severance result's table and notes load after the form; fetch them now, not on submit.
  useEffect(() => {
    void loadSeveranceDetails()
    void loadSeveranceResult()
    void loadOvertimeResult()
  }, [])

  const severance = useCalculatorForm({
    id: 'labor',
    fields: severanceFields,
    mode: { value: 'rescisao', isDefault: true },
    lib: labor,
    compute: (v, lib) => lib.calculateSeverance({ ...v, ano: v.ano ? Number(v.ano) : null }),
    history: (r, v) => ({
      inputs: `${reasonLabels[r.reason]}, salário ${formatMoney(v.salario ?? 0)}, ${formatDate(v.admissao ?? '')} a ${formatDate(v.demissao ?? '')}`,
      result: `Total ${formatMoney(r.total)}`,
    }),
  })
  const overtime = useCalculatorForm({
    id: 'labor',
    fields: overtimeFields,
    mode: { value: 'horas-extras', isDefault: false },
    lib: labor,
    compute: (v, lib) => {
      const outcome = lib.calculateOvertime(v)
      return outcome.ok ? ok({ ...outcome.value, clockHours: v.horas ?? 0 }) : outcome
    },
    history: (r) => ({
      inputs: `${formatNumber(r.clockHours, 2)} h de ${formatMoney(r.hourValue)} + ${formatNumber(r.extraRate, 2)}%${r.night ? ', noturnas' : ''}`,
      result: `Total ${formatMoney(r.totalExtra)}`,
    }),
  })

  const clearYear = useDefaultTableYear(severance, {
    mode: { value: 'rescisao', isDefault: true },
    linkYear: (params) => isoYear(params.get('demissao')),
  })

  useEffect(() => {
    const modo = new URLSearchParams(window.location.search).get('modo')
    // eslint-disable-next-line react-hooks/set-state-in-effect
    if (isTab(modo)) setTab(modo)
  }, [])

  const demissao = severance.field('demissao')
  const followDismissal = {
    ...demissao,
    setValue: (text: string) => {
      demissao.setValue(text)
      const year = isoYear(text)
      if (!yearChosen.current && year !== null)
        severance.setValue('ano', String(defaultTableYear(year)))
    },
  }
  const ano = severance.field('ano')
  const chosenYear = {
    ...ano,
    setValue: (text: string) => {
      yearChosen.current = true
      ano.setValue(text)
    },
  }

  const rate = overtime.values.adicional ?? ''
  const rateChoice = customRate || (rate !== '50' && rate !== '100') ? 'outro' : rate
  const reason = (severance.values.motivo ?? 'sem-justa-causa') as SeveranceReason

  return (
    <div>
      <Tabs value={tab} onValueChange={(next) => isTab(next) && setTab(next)}>
        <TabsList aria-label="O que calcular">
          <TabsTrigger value="rescisao">Rescisão</TabsTrigger>
          <TabsTrigger value="horas-extras">Horas Extras</TabsTrigger>
        </TabsList>
        <TabsContent value="rescisao">
          <CalculatorForm form={severance} label="Calcular rescisão">
            <FieldGrid>
              <NumberField
                field={severance.field('salario')}
                label="Último salário bruto mensal (R$)"
                placeholder="Ex.: 3.500,00"
              />
              <SelectField
                field={severance.field('motivo')}
                label="Motivo da saída"
                options={reasonOptions}
              />
              <DateField field={severance.field('admissao')} label="Data de admissão" />
              <DateField
                field={followDismissal}
                label="Data de demissão"
                hint="Último dia trabalhado (ou do aviso)."
              />
              <SelectField
                field={severance.field('aviso')}
                label="Aviso prévio"
                options={noticeOptions}
                hint={noticeHints[reason]}
              />
              <NumberField
                field={severance.field('ferias')}
                label="Férias vencidas (dias)"
                placeholder="Ex.: 0"
                unit="dias"
                hint="Dias de férias de períodos completos ainda não tiradas."
              />
              <NumberField
                field={severance.field('fgts')}
                label="Saldo do FGTS (R$)"
                placeholder="Opcional"
                hint="Vazio: estimado pelo salário e o tempo de serviço."
              />
              <TableYearSelect
                field={chosenYear}
                hint="Segue o ano da demissão; o INSS e o IRRF usam esta tabela."
              />
            </FieldGrid>
            <FormActions
              onClear={() => {
                yearChosen.current = false
                clearYear()
              }}
            />
          </CalculatorForm>
        </TabsContent>
        <TabsContent value="horas-extras">
          <CalculatorForm form={overtime} label="Calcular horas extras">
            <FieldGrid>
              <NumberField
                field={overtime.field('valorHora')}
                label="Valor da hora normal (R$)"
                placeholder="Ex.: 20,00"
                hint="Salário ÷ 220 para quem trabalha 44 h por semana."
              />
              <NumberField
                field={overtime.field('horas')}
                label="Horas extras feitas"
                placeholder="Ex.: 10"
                unit="h"
              />
              <div className="flex flex-col gap-1.5">
                <label htmlFor={rateChoiceId} className="text-sm font-medium">
                  Adicional de hora extra
                </label>
                <select
                  id={rateChoiceId}
                  value={rateChoice}
                  onChange={(event) => {
                    const choice = event.target.value
                    setCustomRate(choice === 'outro')
                    if (choice !== 'outro') overtime.setValue('adicional', choice)
                  }}
                  className={`${controlClasses} cursor-pointer`}
                >
                  {RATE_CHOICES.map((choice) => (
                    <option key={choice.value} value={choice.value}>
                      {choice.label}
                    </option>
                  ))}
                </select>
              </div>
              {rateChoice === 'outro' ? (
                <NumberField
                  field={overtime.field('adicional')}
                  label="Adicional (%)"
                  placeholder="Ex.: 60"
                  hint="O percentual da convenção coletiva."
                />
              ) : null}
              <div className="sm:col-span-2">
                <SwitchField
                  field={overtime.field('noturno')}
                  label="Horas noturnas (22h às 5h)"
                  hint="Soma o adicional noturno de 20% e conta a hora de 52min30s (CLT art. 73)."
                />
              </div>
            </FieldGrid>
            <FormActions
              onClear={() => {
                setCustomRate(false)
                overtime.clear()
              }}
            />
          </CalculatorForm>
        </TabsContent>
      </Tabs>
      <ResultRegion>
        <Suspense fallback={null}>
          {tab === 'rescisao' && severance.result ? (
            <SeveranceResultCard r={severance.result} />
          ) : null}
          {tab === 'horas-extras' && overtime.result ? (
            <OvertimeResultCard r={overtime.result} />
          ) : null}
        </Suspense>
      </ResultRegion>
    </div>
  )
}
