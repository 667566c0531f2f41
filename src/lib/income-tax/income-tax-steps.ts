import { D, type Money, subtractMoney, ZERO } from '../core/money.ts'
import {
  type CalcStep,
  add,
  fractionFig,
  fromStep,
  max,
  min,
  moneyFig,
  mul,
  numberFig,
  percentFig,
  type StepExpression,
  sub,
} from '../core/steps.ts'
import type { AnnualIrpfTable } from '../law/tables/irpf-annual.ts'
import type { IncomeTaxResult, ModelTax } from './income-tax.ts'

/**
 * "Como calculamos" of the annual return (docs/como-calculamos.md), in the order
 * income-tax.ts computes it: the complete model's deductions, base and tax, the simplified
 * discount, base and tax, the AC 2026 reduction in each, the better model and the balance. Each
 * figure is the one the formulas used.
 */

type Typed = {
  inss: Money
  saude: Money
  /** The holder's education, then each dependant's. */
  educacao: readonly Money[]
  pensao: Money
  pgbl: Money
  outros: Money
}

const ART_8 = 'Lei 9.250/1995, art. 8º'
const ART_11A = 'Lei 9.250/1995, art. 11-A (Lei 15.270/2025)'

/** Base, table tax, reduction and tax due of one model, after its deductions step. */
function modelSteps(
  name: string,
  model: ModelTax,
  deductions: CalcStep,
  income: Money,
  table: AnnualIrpfTable,
): CalcStep[] {
  const steps: CalcStep[] = []
  const incomeFig = moneyFig(income, 'rendimentos tributáveis')
  const difference = sub(incomeFig, fromStep(deductions, 'deduções'))
  const base: CalcStep = {
    label: `Base de cálculo (${name})`,
    expression: model.deductions > income ? max(difference, moneyFig(ZERO)) : difference,
    result: moneyFig(model.base),
    source: name === 'completo' ? ART_8 : 'Lei 9.250/1995, art. 10',
  }
  steps.push(base)
  const band = table.brackets[model.bracket - 1]
  const tax: CalcStep = {
    label: `Imposto pela tabela anual (${name})`,
    expression: band
      ? sub(
          mul(fromStep(base, 'base'), percentFig(model.rate)),
          moneyFig(band.deduction as Money, 'parcela a deduzir'),
        )
      : fromStep(base, 'base'),
    result: moneyFig(model.tableTax),
    source: `${table.source}, faixa ${String(model.bracket)}`,
    ...(model.rate === 0 ? { note: 'Faixa isenta.' } : {}),
  }
  steps.push(tax)
  const due = `Imposto devido (${name})`
  const reduction = model.tableTax > 0 ? table.reduction : null
  if (!reduction) {
    // Without a reduction the table's tax is the tax due; one step more would repeat it.
    tax.label = due
    return steps
  }
  const r = new D(income)
  const reductionStep: CalcStep = r.gt(reduction.phaseOutUpTo)
    ? {
        label: `Redução anual (${name})`,
        result: moneyFig(model.reduction),
        source: ART_11A,
        note: 'Sem redução: os rendimentos tributáveis passam de R$\u00a088.200,00.',
      }
    : {
        label: `Redução anual (${name})`,
        expression: min(
          fromStep(tax, 'imposto'),
          r.lte(reduction.fullUpTo)
            ? moneyFig(reduction.fullMax as Money, 'limite')
            : sub(
                moneyFig(reduction.phaseOutConstant as Money),
                mul(numberFig(reduction.phaseOutFactor), incomeFig),
              ),
        ),
        result: moneyFig(model.reduction),
        source: ART_11A,
        note: r.lte(reduction.fullUpTo)
          ? 'Rendimentos até R$\u00a060.000,00: o imposto é reduzido até R$\u00a02.694,15.'
          : 'Rendimentos de R$\u00a060.000,01 a R$\u00a088.200,00: redução decrescente.',
      }
  steps.push(reductionStep, {
    label: due,
    expression: sub(fromStep(tax, 'imposto'), fromStep(reductionStep, 'redução')),
    result: moneyFig(model.due),
    source: ART_11A,
  })
  return steps
}

function completeDeductions(
  r: Omit<IncomeTaxResult, 'steps'>,
  table: AnnualIrpfTable,
  typed: Typed,
) {
  const steps: CalcStep[] = []
  const c = r.complete
  const parts: StepExpression[] = []
  if (typed.inss > 0) parts.push(moneyFig(typed.inss, 'INSS'))
  if (r.dependents > 0) {
    const step: CalcStep = {
      label: 'Dedução por dependentes',
      expression: mul(
        moneyFig(table.dependentDeduction as Money),
        numberFig(r.dependents, 'dependentes'),
      ),
      result: moneyFig(c.dependentsDeduction),
      source: `${ART_8}, II, "c"`,
    }
    steps.push(step)
    parts.push(fromStep(step, 'dependentes'))
  }
  if (typed.saude > 0) parts.push(moneyFig(typed.saude, 'saúde'))
  const people = typed.educacao.flatMap((amount, i) =>
    amount > 0 ? [{ amount, who: i === 0 ? 'sua educação' : `dependente ${String(i)}` }] : [],
  )
  if (people.length > 0) {
    const cap = moneyFig(table.educationCapPerPerson as Money, 'limite')
    const step: CalcStep = {
      label: 'Educação dedutível',
      expression: add(...people.map(({ amount, who }) => min(moneyFig(amount, who), cap))),
      result: moneyFig(c.education),
      source: `${ART_8}, II, "b"`,
      note: 'Limite por pessoa: o seu e o de cada dependente, cada um com as próprias despesas.',
    }
    steps.push(step)
    parts.push(fromStep(step, 'educação'))
  }
  if (typed.pensao > 0) parts.push(moneyFig(typed.pensao, 'pensão alimentícia'))
  if (typed.pgbl > 0) {
    const step: CalcStep = {
      label: 'Previdência privada dedutível (PGBL)',
      expression: min(
        moneyFig(typed.pgbl, 'PGBL'),
        mul(moneyFig(r.income, 'rendimentos tributáveis'), fractionFig(table.pgblShare)),
      ),
      result: moneyFig(c.pgbl),
      source: 'Lei 9.532/1997, art. 11',
      note: 'Até 12% dos rendimentos tributáveis.',
    }
    steps.push(step)
    parts.push(fromStep(step, 'PGBL'))
  }
  if (typed.outros > 0) parts.push(moneyFig(typed.outros, 'outras deduções'))
  const total: CalcStep = {
    label: 'Deduções (completo)',
    ...(parts.length > 0 ? { expression: add(...parts) } : {}),
    result: moneyFig(c.deductions),
    source: `${ART_8}, II`,
    ...(parts.length === 0 ? { note: 'Nenhuma dedução informada.' } : {}),
  }
  steps.push(total)
  return { steps, total }
}

export function incomeTaxSteps(
  r: Omit<IncomeTaxResult, 'steps'>,
  table: AnnualIrpfTable,
  typed: Typed,
): CalcStep[] {
  const complete = completeDeductions(r, table, typed)
  const discount: CalcStep = {
    label: 'Desconto simplificado',
    expression: min(
      mul(moneyFig(r.income, 'rendimentos tributáveis'), fractionFig(table.simplifiedRate)),
      moneyFig(r.simplified.cap, 'limite'),
    ),
    result: moneyFig(r.simplified.deductions),
    source: table.simplifiedSource,
    note: 'Substitui todas as deduções, INSS incluído.',
  }
  const completeSteps = [
    ...complete.steps,
    ...modelSteps('completo', r.complete, complete.total, r.income, table),
  ]
  const simplifiedSteps = [
    discount,
    ...modelSteps('simplificado', r.simplified, discount, r.income, table),
  ]
  const completeDue = completeSteps.at(-1) as CalcStep
  const simplifiedDue = simplifiedSteps.at(-1) as CalcStep
  const [bestDue, otherDue] =
    r.best === 'completo' ? [completeDue, simplifiedDue] : [simplifiedDue, completeDue]
  const advantage: CalcStep = {
    label: `Vantagem do modelo ${r.best}`,
    expression: sub(fromStep(otherDue), fromStep(bestDue)),
    result: moneyFig(r.advantage),
    source: 'Lei 9.250/1995, art. 10 (a escolha do modelo é sua)',
    ...(r.advantage === 0 ? { note: 'Empate: o simplificado não pede comprovantes.' } : {}),
  }
  const refund = r.balance < 0
  const balance: CalcStep = {
    label: refund ? 'Imposto a restituir' : r.balance > 0 ? 'Imposto a pagar' : 'Saldo do imposto',
    expression: refund
      ? sub(moneyFig(r.withheld, 'IRRF retido'), fromStep(bestDue, 'imposto devido'))
      : sub(fromStep(bestDue, 'imposto devido'), moneyFig(r.withheld, 'IRRF retido')),
    result: moneyFig(refund ? subtractMoney(ZERO, r.balance) : r.balance),
    source: 'Lei 9.250/1995, arts. 12, V, e 13',
  }
  return [...completeSteps, ...simplifiedSteps, advantage, balance]
}
