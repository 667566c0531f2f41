import { FormTab } from '@/components/form/form-tab.tsx'
import { ResultCard } from '@/components/form/result-card.tsx'
import { formatNumber } from '@/utils/format.ts'

import { education } from './education-lib.ts'
import { EDUCATION_MODES } from './education-modes.ts'

const value = (name: string) =>
  ({
    kind: 'decimal',
    decimals: 6,
    allowNegative: true,
    messages: {
      required: `Informe ${name}.`,
      zero: 'A não pode ser zero: a conta divide por A.',
      'too-small': 'A está próximo demais de zero.',
    },
  }) as const

const fields = { a: value('A'), b: value('B'), c: value('C') } as const

const n = (x: number | null) => formatNumber(x ?? 0, 6)

export function RuleOfThreeTab() {
  return (
    <FormTab
      form={{
        id: 'education',
        fields,
        mode: EDUCATION_MODES.of('regra-de-tres'),
        lib: education,
        compute: (v, lib) => lib.calculateRuleOfThree(v),
        history: (r, v) => ({
          inputs: `${n(v.a)} está para ${n(v.b)} assim como ${n(v.c)} está para X`,
          result: `X = ${n(r.x)}`,
        }),
      }}
      label="Calcular regra de três"
      intro="A está para B assim como C está para X. Exemplo: se 3 kg custam 15 reais, 5 kg custam X."
      columns={3}
      inputs={[
        { name: 'a', label: 'A', placeholder: 'Ex.: 3' },
        { name: 'b', label: 'B (está para A)', placeholder: 'Ex.: 15' },
        { name: 'c', label: 'C', placeholder: 'Ex.: 5' },
      ]}
      result={(r, v) => (
        <ResultCard
          main={{ label: 'X', value: n(r.x) }}
          shareValue={`X = ${n(r.x)}`}
          items={[
            {
              label: 'Leitura',
              value: `${n(v.a)} está para ${n(v.b)} assim como ${n(v.c)} está para ${n(r.x)}`,
            },
          ]}
          rule="Regra de três simples (grandezas diretamente proporcionais): X = B × C ÷ A."
        />
      )}
    />
  )
}
