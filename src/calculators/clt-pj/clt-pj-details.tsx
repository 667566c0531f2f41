import { DetailList } from '@/components/detail-list.tsx'
import { Note } from '@/components/form/note.tsx'
import type { CltPjResult, CltPjWarning } from '@/lib/clt-pj/clt-pj.ts'
import { DIVIDEND_WARNING_MONTHLY } from '@/lib/clt-pj/clt-pj-options.ts'
import type { PjOption } from '@/lib/clt-pj/pj-side.ts'
import { formatMoney, formatPercent } from '@/utils/format.ts'

import { annexName } from './clt-pj-text.ts'

const prolaboreHints: Record<PjOption['prolaboreRule'], string> = {
  'fator-r': '28% do faturamento (Fator R), no mínimo um salário mínimo.',
  minimum: 'Um salário mínimo.',
  typed: 'Informado.',
}

const warningTexts: Record<CltPjWarning, string> = {
  'simples-limit':
    'Faturamento acima de R$\u00a04,8\u00a0milhões por ano: a empresa sai do Simples Nacional (LC 123/2006, art. 3º, II) e a conta muda.',
  'dividends-2026': `Lucro acima de ${formatMoney(DIVIDEND_WARNING_MONTHLY)} por mês de uma só empresa: desde 2026 há retenção de 10% de IR sobre os dividendos (Lei 15.270/2025), que não entra nesta conta.`,
  'annex-by-fator-r':
    'Com o pró-labore informado, o Fator R leva a outro anexo que o escolhido: vale o Fator R (LC 123/2006, art. 18 §5º-J).',
  'negative-profit':
    'O faturamento não cobre o DAS, o pró-labore e o contador: o lucro fica negativo, e a empresa teria de cobrir a diferença.',
}

function pjLines(o: PjOption, revenue: number) {
  return [
    { label: 'Faturamento', value: formatMoney(revenue) },
    { label: 'Pró-labore', value: formatMoney(o.prolabore), hint: prolaboreHints[o.prolaboreRule] },
    {
      label: `Fator R: ${formatPercent(o.fatorR, (String(o.fatorR).split('.')[1]?.length ?? 0) > 2 ? 4 : 2)}`,
      value: annexName(o.annex),
      hint: 'Pró-labore ÷ faturamento: 28% ou mais, Anexo III; abaixo, Anexo V.',
    },
    {
      label: `DAS (alíquota efetiva ${formatPercent(o.dasRate)})`,
      value: `− ${formatMoney(o.das)}`,
    },
    { label: 'INSS do pró-labore (11%)', value: `− ${formatMoney(o.inss)}` },
    { label: 'IRRF do pró-labore', value: `− ${formatMoney(o.irrf)}` },
    { label: 'Contador e custos fixos', value: `− ${formatMoney(o.accountant)}` },
    {
      label: 'Lucro distribuído (isento de IR)',
      value: formatMoney(o.profit),
      hint: 'LC 123/2006, art. 14, com a contabilidade em dia.',
    },
    { label: 'Líquido do mês', value: formatMoney(o.monthlyNet), strong: true },
    {
      label: 'Líquido do ano',
      value: formatMoney(o.annualNet),
      hint: '12 meses, sem férias remuneradas nem 13º.',
      strong: true,
    },
  ]
}

/** Below the comparison: each side's lines, both Simples options, the warnings and the
 * assumptions the figures rest on. */
export function CltPjDetails({ r }: { r: CltPjResult }) {
  const { clt } = r
  const other = r.options.find((o) => o !== r.best)
  return (
    <>
      <DetailList
        title="CLT: o que fica com você"
        items={[
          { label: 'Salário bruto', value: formatMoney(clt.salary) },
          { label: 'INSS do mês', value: `− ${formatMoney(clt.monthlyInss)}` },
          { label: 'IRRF do mês', value: `− ${formatMoney(clt.monthlyIrrf)}` },
          { label: 'Líquido do mês', value: formatMoney(clt.monthlyNet), strong: true },
          {
            label: 'Mês de férias, com 1/3',
            value: formatMoney(clt.vacationNet),
            hint: `Líquido de ${formatMoney(clt.vacationGross)} brutos, pagos à parte.`,
          },
          {
            label: '13º salário',
            value: formatMoney(clt.thirteenthNet),
            hint: 'Líquido; IR exclusivo na fonte, com a dedução mais vantajosa.',
          },
          {
            label: 'Líquido do ano',
            value: formatMoney(clt.annualNet),
            hint: '11 meses + férias + 13º.',
          },
          {
            label: 'FGTS do ano (8%)',
            value: formatMoney(clt.fgts),
            hint: `Sobre ${formatMoney(clt.grossAnnual)}: 13 salários e o 1/3 de férias. Contado pelo valor de face.`,
          },
          clt.benefitsAnnual > 0 && {
            label: 'Benefícios no ano',
            value: formatMoney(clt.benefitsAnnual),
          },
          { label: 'Total no ano', value: formatMoney(clt.package), strong: true },
        ]}
      />
      <DetailList
        title={`PJ no Simples Nacional, ${annexName(r.best.annex)}`}
        items={pjLines(r.best, r.revenue)}
      />
      {other ? (
        <DetailList
          title="As duas opções do Simples, por mês"
          items={[r.best, other].map((o) => ({
            label: annexName(o.annex),
            value: formatMoney(o.monthlyNet),
            hint: `Pró-labore ${formatMoney(o.prolabore)}; DAS ${formatMoney(o.das)}, INSS ${formatMoney(o.inss)}, IRRF ${formatMoney(o.irrf)}.${o === r.best ? ' A melhor, usada acima.' : ''}`,
            strong: o === r.best,
          }))}
        />
      ) : null}
      {r.warnings.map((w) => (
        <Note key={w}>{warningTexts[w]}</Note>
      ))}
      <Note>
        O PJ não tem férias remuneradas, 13º, FGTS, seguro-desemprego nem multa de 40% na saída:
        guarde parte do lucro para os meses sem trabalho.
      </Note>
      <section className="flex flex-col gap-2">
        <h3 className="text-sm font-semibold">Premissas</h3>
        <ul className="text-muted-foreground flex list-disc flex-col gap-1 pl-5 text-sm">
          <li>CLT: um período de férias por ano, sem horas extras nem PLR.</li>
          <li>
            Empresa do CLT no lucro presumido, com RAT de 2%, FAP 1,0 e terceiros de 5,8%, fora da
            desoneração da folha.
          </li>
          <li>FGTS contado pelo valor depositado; benefícios pelo valor que você informou.</li>
          <li>
            PJ: empresa de uma pessoa, sem empregados, no Simples Nacional, com o mesmo faturamento
            nos 12 meses; ISS dentro do DAS.
          </li>
          <li>
            Serviços intelectuais (LC 123/2006, art. 18 §5º-I): Anexo III com Fator R de 28% ou
            mais, senão Anexo V. MEI fica de fora: a maioria dessas profissões não pode ser MEI.
          </li>
          <li>Lucro distribuído isento, com contabilidade feita pelo contador.</li>
          <li>
            IR pelas tabelas de {r.year}
            {r.year >= 2026 ? ', com a redução da Lei 15.270/2025' : ''}.
          </li>
        </ul>
      </section>
    </>
  )
}
