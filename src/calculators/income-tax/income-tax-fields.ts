import type { FieldSpec } from '@/components/form/field-spec.ts'
import type { FieldError } from '@/lib/core/outcome.ts'
import { educationCap, pgblCap, tableYearOf } from '@/lib/income-tax/income-tax-options.ts'
import { IRPF_YEARS, LAST_IRPF_YEAR } from '@/lib/law/tables/table-years.ts'
import { formatMoney } from '@/utils/format.ts'
import { parseNumber } from '@/utils/parse-number.ts'

/** The IRPF anual form: fields named as the link's parameters, their messages and warnings. */

type Values = Readonly<Record<string, string>>

/** The year chosen in the form (the latest when none is). */
const yearOf = (values: Values) => tableYearOf(parseNumber(values.ano ?? ''))

const negative = (what: string) => `${what} não pode ser negativo.`
const aboveIncome = (what: string) => (e: FieldError) =>
  `${what} não pode passar dos rendimentos tributáveis (${formatMoney(e.limit ?? 0)}).`

/** The same in every year the site offers (Lei 9.250/1995 art. 8º II "b" 10). */
export const EDUCATION_CAP = educationCap(LAST_IRPF_YEAR)

/** Each dependant's education row (dependants-education.tsx). */
export const educationRowSpec: FieldSpec = { kind: 'money' }

export const YEAR_OPTIONS = IRPF_YEARS.map((year) => ({
  value: String(year),
  label: `${String(year)} (declaração de ${String(year + 1)})`,
}))

export const incomeTaxFields = {
  ano: {
    kind: 'option',
    options: IRPF_YEARS.map(String),
    initial: String(LAST_IRPF_YEAR),
    messages: { invalid: 'Escolha o ano-calendário.', required: 'Escolha o ano-calendário.' },
  },
  rendimentos: {
    kind: 'money',
    messages: {
      required: 'Informe os rendimentos tributáveis do ano (salários, férias, aluguéis).',
      'not-positive': 'Os rendimentos devem ser maiores que zero.',
    },
  },
  inss: {
    kind: 'money',
    messages: { negative: negative('O INSS'), 'too-large': aboveIncome('O INSS') },
  },
  irrf: {
    kind: 'money',
    messages: {
      negative: negative('O imposto retido'),
      'too-large': aboveIncome('O imposto retido na fonte'),
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
  saude: { kind: 'money', messages: { negative: 'As despesas médicas não podem ser negativas.' } },
  educacao: {
    kind: 'money',
    // Over the cap still computes: only the cap is deducted, and the field says how much. The
    // cap is per person, each on their own expenses (docs/legal/income-tax.md).
    warn: (value: number, values: Values) => {
      const cap = educationCap(yearOf(values))
      return value > cap ? `Acima do limite: serão deduzidos ${formatMoney(cap)}.` : undefined
    },
    messages: { negative: 'As despesas com educação não podem ser negativas.' },
  },
  /** Each dependant's education, `;`-separated, in the dependants' order. */
  educacaoDependentes: {
    kind: 'text',
    messages: {
      invalid: 'Digite um valor válido, como 2.000,00.',
      negative: 'As despesas com educação não podem ser negativas.',
      'too-large': 'Há mais valores de educação do que dependentes.',
    },
  },
  pensao: {
    kind: 'money',
    messages: { negative: 'A pensão alimentícia não pode ser negativa.' },
  },
  pgbl: {
    kind: 'money',
    warn: (value: number, values: Values) => {
      const income = parseNumber(values.rendimentos ?? '')
      if (income === null || income <= 0) return undefined
      const cap = pgblCap(income, yearOf(values))
      return value > cap
        ? `Acima de 12% dos rendimentos: serão deduzidos ${formatMoney(cap)}.`
        : undefined
    },
    messages: { negative: 'A contribuição ao PGBL não pode ser negativa.' },
  },
  outros: {
    kind: 'money',
    messages: { negative: 'As outras deduções não podem ser negativas.' },
  },
} as const
