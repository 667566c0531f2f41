import { FormTab } from '@/components/form/form-tab.tsx'
import { ResultCard } from '@/components/form/result-card.tsx'
import type { NeededGradeStatus } from '@/lib/education/education.ts'
import { cn } from '@/utils/cn.ts'
import { formatNumber } from '@/utils/format.ts'

import { education } from './education-lib.ts'
import { EDUCATION_MODES } from './education-modes.ts'

const gradeField = (which: string) =>
  ({
    kind: 'decimal',
    decimals: 2,
    messages: {
      required: `Informe ${which}.`,
      'too-large': 'A nota vai de 0 a 10.',
      negative: 'A nota vai de 0 a 10.',
    },
  }) as const

const fields = {
  n1: gradeField('a 1ª nota'),
  n2: gradeField('a 2ª nota'),
  n3: gradeField('a 3ª nota'),
  meta: {
    ...gradeField('a média que você quer alcançar'),
    messages: {
      required: 'Informe a média que você quer alcançar.',
      'too-large': 'A média vai de 0 a 10.',
      negative: 'A média vai de 0 a 10.',
    },
  },
} as const

const grade = (value: number) => formatNumber(value, 2, 2)

const STATUS: Record<NeededGradeStatus, { text: (meta: string) => string; classes: string }> = {
  alcancavel: {
    text: () => '✓ Meta alcançável',
    classes: 'bg-emerald-100 text-emerald-900 dark:bg-emerald-950 dark:text-emerald-100',
  },
  'ja-atingida': {
    text: (meta) =>
      `✓ Meta já garantida: mesmo com nota 0 na 4ª avaliação, a média fica em ${meta} ou mais`,
    classes: 'bg-emerald-100 text-emerald-900 dark:bg-emerald-950 dark:text-emerald-100',
  },
  inalcancavel: {
    text: () => '✗ Meta não alcançável com as notas atuais',
    classes: 'bg-red-100 text-red-900 dark:bg-red-950 dark:text-red-100',
  },
}

export function NeededGradeTab() {
  return (
    <FormTab
      form={{
        id: 'education',
        fields,
        mode: EDUCATION_MODES.of('nota-necessaria'),
        lib: education,
        compute: (v, lib) => lib.calculateNeededGrade(v),
        history: (r, v) => ({
          inputs: `Notas ${[v.n1, v.n2, v.n3].map((n) => formatNumber(n ?? 0, 2)).join('; ')}, meta ${formatNumber(r.target, 2)}`,
          result:
            r.status === 'alcancavel'
              ? `Precisa de ${grade(r.needed)} na 4ª`
              : r.status === 'ja-atingida'
                ? 'Meta já garantida'
                : 'Meta não alcançável',
        }),
      }}
      label="Calcular nota necessária"
      inputs={[
        { name: 'n1', label: '1ª nota', placeholder: 'Ex.: 6,5' },
        { name: 'n2', label: '2ª nota', placeholder: 'Ex.: 7' },
        { name: 'n3', label: '3ª nota', placeholder: 'Ex.: 5,5' },
        {
          name: 'meta',
          label: 'Média desejada',
          placeholder: 'Ex.: 7',
          hint: 'A média das 4 avaliações, de 0 a 10.',
        },
      ]}
      result={(r) => (
        <ResultCard
          main={{
            label: 'Nota necessária na 4ª avaliação',
            value: r.status === 'ja-atingida' ? 'Qualquer nota' : grade(r.needed),
            tone: r.status === 'inalcancavel' ? 'negative' : undefined,
          }}
          shareValue={STATUS[r.status].text(grade(r.target))}
          badge={
            <span
              className={cn(
                'inline-flex rounded-lg px-3 py-1 text-sm font-semibold',
                STATUS[r.status].classes,
              )}
            >
              {STATUS[r.status].text(grade(r.target))}
            </span>
          }
          items={[
            { label: 'Média atual (3 notas)', value: grade(r.currentAverage) },
            { label: 'Média desejada', value: grade(r.target) },
          ]}
          rule="Quatro avaliações de mesmo peso: nota necessária = 4 × média desejada − (1ª + 2ª + 3ª nota), arredondada para cima."
        />
      )}
    />
  )
}
