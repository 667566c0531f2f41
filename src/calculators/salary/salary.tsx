import { Suspense, useEffect, useState } from 'react'

import { CalculatorForm, FieldGrid } from '@/components/form/calculator-form.tsx'
import { FormActions } from '@/components/form/form-actions.tsx'
import { NumberField } from '@/components/form/number-field.tsx'
import { ResultCard } from '@/components/form/result-card.tsx'
import { ResultRegion } from '@/components/form/result-region.tsx'
import { useCalculatorForm } from '@/components/form/use-calculator-form.ts'
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs.tsx'
import { ok } from '@/lib/core/outcome.ts'
import { HOURS_PER_DAY, HOURS_PER_WEEK } from '@/lib/salary/salary-options.ts'
import { formatMoney, formatNumber } from '@/utils/format.ts'
import { lazyModule } from '@/utils/lazy-module.ts'
import { lazyComponent } from '@/utils/lazy-module-component.ts'

import { tableYearField, useDefaultTableYear } from '@/components/legal/table-year.ts'
import { TableYearSelect } from '@/components/legal/table-year-select.tsx'

// The net-pay and 13º results (payslip tables, IRRF details, notes) are only needed once there is
// a result: they load after the form (the JavaScript budget), fetched when the screen mounts. The result region
// waits for them, so a result appears at once.
const loadNetResult = () => import('./net-result.tsx')
const loadThirteenthResult = () => import('./thirteenth-result.tsx')
const NetResult = lazyComponent(() => loadNetResult().then((m) => ({ default: m.NetResult })))
const ThirteenthResultCard = lazyComponent(() =>
  loadThirteenthResult().then((m) => ({ default: m.ThirteenthResultCard })),
)

const salary = lazyModule(() => import('@/lib/salary/salary.ts'))

const TABS = ['liquido', 'decimo-terceiro', 'hora'] as const
type SalaryTab = (typeof TABS)[number]
const isTab = (value: string | null): value is SalaryTab =>
  (TABS as readonly (string | null)[]).includes(value)

const salaryMessages = {
  required: 'Informe o salário bruto mensal.',
  'not-positive': 'O salário deve ser maior que zero.',
  invalid: 'Digite o salário em reais, como 3.500,00.',
} as const

const dependentsField = {
  kind: 'integer',
  messages: {
    negative: 'O número de dependentes não pode ser negativo.',
    'not-integer': 'Informe um número inteiro de dependentes.',
    'too-large': 'Informe no máximo 20 dependentes.',
  },
} as const

const netFields = {
  bruto: { kind: 'money', messages: salaryMessages },
  dependentes: dependentsField,
  vt: {
    kind: 'money',
    messages: { negative: 'O custo do vale-transporte não pode ser negativo.' },
  },
  outros: {
    kind: 'money',
    messages: { negative: 'Os outros descontos não podem ser negativos.' },
  },
  ano: tableYearField,
} as const

const thirteenthFields = {
  salario: { kind: 'money', messages: salaryMessages },
  meses: {
    kind: 'integer',
    initial: '12',
    messages: {
      required: 'Informe os meses trabalhados no ano (1 a 12).',
      'too-small': 'Informe pelo menos 1 mês trabalhado.',
      negative: 'Informe pelo menos 1 mês trabalhado.',
      'too-large': 'O 13º conta no máximo 12 meses.',
      'not-integer': 'Informe meses inteiros (15 dias ou mais contam como mês).',
    },
  },
  dependentes: dependentsField,
  ano: tableYearField,
} as const

const hourlyFields = {
  salario: { kind: 'money', messages: salaryMessages },
  horas: {
    kind: 'decimal',
    initial: '220',
    messages: {
      required: 'Informe as horas trabalhadas por mês.',
      'not-positive': 'As horas por mês devem ser maiores que zero.',
      'too-small': 'Informe pelo menos 1 hora por mês.',
      'too-large': 'Um mês tem no máximo 744 horas.',
    },
  },
} as const

const yearOf = (text: string | null) => (text ? Number(text) : null)
const dependentsText = (n: number) => `${n} dependente${n === 1 ? '' : 's'}`

export default function SalaryCalculator() {
  const [tab, setTab] = useState<SalaryTab>('liquido')

  const net = useCalculatorForm({
    id: 'salary',
    fields: netFields,
    mode: { value: 'liquido', isDefault: true },
    lib: salary,
    compute: (v, lib) => {
      const outcome = lib.calculateSalaryNet({ ...v, ano: yearOf(v.ano) }, new Date().getFullYear())
      return outcome.ok ? ok({ ...outcome.value, dependents: v.dependentes ?? 0 }) : outcome
    },
    history: (r) => ({
      inputs: `Bruto ${formatMoney(r.gross)}, ${dependentsText(r.dependents)}, tabela de ${r.year}`,
      result: `Líquido ${formatMoney(r.net)}`,
    }),
  })
  const thirteenth = useCalculatorForm({
    id: 'salary',
    fields: thirteenthFields,
    mode: { value: 'decimo-terceiro', isDefault: false },
    lib: salary,
    compute: (v, lib) => {
      const outcome = lib.calculateThirteenth(
        { ...v, ano: yearOf(v.ano) },
        new Date().getFullYear(),
      )
      return outcome.ok ? ok({ ...outcome.value, dependents: v.dependentes ?? 0 }) : outcome
    },
    history: (r, v) => ({
      inputs: `13º de ${formatMoney(v.salario ?? 0)}, ${r.months}/12 avos, tabela de ${r.year}`,
      result: `13º líquido ${formatMoney(r.net)}`,
    }),
  })
  const hourly = useCalculatorForm({
    id: 'salary',
    fields: hourlyFields,
    mode: { value: 'hora', isDefault: false },
    lib: salary,
    compute: (v, lib) => lib.calculateHourly(v),
    history: (r) => ({
      inputs: `Salário ${formatMoney(r.perMonth)}, ${formatNumber(r.hours, 2)} h por mês`,
      result: `${formatMoney(r.perHour)} por hora`,
    }),
  })

  const clearNet = useDefaultTableYear(net, { mode: { value: 'liquido', isDefault: true } })
  const clearThirteenth = useDefaultTableYear(thirteenth, {
    mode: { value: 'decimo-terceiro', isDefault: false },
  })

  useEffect(() => {
    void loadNetResult()
    void loadThirteenthResult()
  }, [])

  // The tab of a shared link; read after mount because pages are prerendered without a query.
  useEffect(() => {
    const modo = new URLSearchParams(window.location.search).get('modo')
    // eslint-disable-next-line react-hooks/set-state-in-effect
    if (isTab(modo)) setTab(modo)
  }, [])

  const salaryOf = (name: SalaryTab) =>
    name === 'liquido'
      ? (net.values.bruto ?? '')
      : name === 'decimo-terceiro'
        ? (thirteenth.values.salario ?? '')
        : (hourly.values.salario ?? '')

  function changeTab(next: string) {
    if (!isTab(next)) return
    // The salary is the same question on every tab: carry it over rather than ask again.
    const salary = salaryOf(tab)
    if (salary !== '' && salaryOf(next) === '') {
      if (next === 'liquido') net.setValue('bruto', salary)
      else if (next === 'decimo-terceiro') thirteenth.setValue('salario', salary)
      else hourly.setValue('salario', salary)
    }
    setTab(next)
  }

  return (
    <div>
      <Tabs value={tab} onValueChange={changeTab}>
        <TabsList aria-label="O que calcular">
          <TabsTrigger value="liquido">Líquido</TabsTrigger>
          <TabsTrigger value="decimo-terceiro">13º Salário</TabsTrigger>
          <TabsTrigger value="hora">Por Hora</TabsTrigger>
        </TabsList>
        <TabsContent value="liquido">
          <CalculatorForm form={net} label="Calcular salário líquido">
            <FieldGrid>
              <NumberField
                field={net.field('bruto')}
                label="Salário bruto mensal (R$)"
                placeholder="Ex.: 3.500,00"
              />
              <NumberField
                field={net.field('dependentes')}
                label="Dependentes para o IR"
                placeholder="Ex.: 0"
                hint="Filhos, cônjuge e outros dependentes declarados à empresa."
              />
              <NumberField
                field={net.field('vt')}
                label="Vale-transporte: custo mensal (R$)"
                placeholder="Opcional"
                hint="O desconto é de até 6% do salário, limitado a este custo."
              />
              <NumberField
                field={net.field('outros')}
                label="Outros descontos (R$)"
                placeholder="Opcional"
                hint="Plano de saúde, consignado, etc."
              />
              <TableYearSelect field={net.field('ano')} />
            </FieldGrid>
            <FormActions onClear={clearNet} />
          </CalculatorForm>
        </TabsContent>
        <TabsContent value="decimo-terceiro">
          <CalculatorForm form={thirteenth} label="Calcular 13º salário">
            <FieldGrid>
              <NumberField
                field={thirteenth.field('salario')}
                label="Salário bruto mensal (R$)"
                placeholder="Ex.: 3.500,00"
              />
              <NumberField
                field={thirteenth.field('meses')}
                label="Meses trabalhados no ano"
                placeholder="Ex.: 12"
                hint="De 1 a 12; um mês com 15 dias ou mais conta inteiro."
              />
              <NumberField
                field={thirteenth.field('dependentes')}
                label="Dependentes para o IR"
                placeholder="Ex.: 0"
              />
              <TableYearSelect field={thirteenth.field('ano')} />
            </FieldGrid>
            <FormActions onClear={clearThirteenth} />
          </CalculatorForm>
        </TabsContent>
        <TabsContent value="hora">
          <CalculatorForm form={hourly} label="Calcular valor da hora">
            <FieldGrid>
              <NumberField
                field={hourly.field('salario')}
                label="Salário bruto mensal (R$)"
                placeholder="Ex.: 3.500,00"
              />
              <NumberField
                field={hourly.field('horas')}
                label="Horas trabalhadas por mês"
                placeholder="Ex.: 220"
                unit="h"
                hint="220 h para 44 h semanais; 200 h para 40 h semanais."
              />
            </FieldGrid>
            <FormActions onClear={hourly.clear} />
          </CalculatorForm>
        </TabsContent>
      </Tabs>
      <ResultRegion>
        <Suspense fallback={null}>
          {tab === 'liquido' && net.result ? <NetResult r={net.result} /> : null}
          {tab === 'decimo-terceiro' && thirteenth.result ? (
            <ThirteenthResultCard r={thirteenth.result} />
          ) : null}
          {tab === 'hora' && hourly.result ? (
            <ResultCard
              calculatorId="salary"
              main={{ label: 'Valor da hora', value: formatMoney(hourly.result.perHour) }}
              shareValue={`${formatMoney(hourly.result.perHour)} por hora`}
              items={[
                {
                  label: `Por dia (${HOURS_PER_DAY} h)`,
                  value: formatMoney(hourly.result.perDay),
                },
                {
                  label: `Por semana (${HOURS_PER_WEEK} h)`,
                  value: formatMoney(hourly.result.perWeek),
                },
                {
                  label: `Por mês (${formatNumber(hourly.result.hours, 2)} h)`,
                  value: formatMoney(hourly.result.perMonth),
                  strong: true,
                },
              ]}
              rule="Valor da hora = salário ÷ horas por mês (220 h para 44 h semanais, CLT art. 64); dia de 8 h e semana de 40 h."
            />
          ) : null}
        </Suspense>
      </ResultRegion>
    </div>
  )
}
