import { Plus, X } from 'lucide-react'
import { type SubmitEvent, useEffect, useId, useState } from 'react'

import { CalculatorLayout } from '@/components/form/calculator-layout.tsx'
import type { FieldSpec } from '@/components/form/field-spec.ts'
import { NumberField } from '@/components/form/number-field.tsx'
import { ResultCard } from '@/components/form/result-card.tsx'
import { useCalculatorForm } from '@/components/form/use-calculator-form.ts'
import { Button } from '@/components/ui/button.tsx'
import type { ErrorCode } from '@/lib/core/outcome.ts'
import { GRADE_ROWS } from '@/lib/education/education-options.ts'
import { formatNumber } from '@/utils/format.ts'

import { education } from './education-lib.ts'
import {
  decodeFields,
  encodeRows,
  type GradeRow,
  initialRows,
  newRow,
  rowsFromFields,
} from './grade-rows.ts'
import { EDUCATION_MODES } from './education-modes.ts'

const fields = { notas: { kind: 'text' }, pesos: { kind: 'text' } } as const
const gradeSpec: FieldSpec = { kind: 'decimal', decimals: 2 }
const weightSpec: FieldSpec = { kind: 'decimal', decimals: 2 }

const NOTA_MESSAGES: Partial<Record<ErrorCode, string>> = {
  invalid: 'Digite uma nota válida, como 7,5.',
  'too-large': 'A nota vai de 0 a 10.',
  'too-small': 'A nota vai de 0 a 10.',
  negative: 'A nota vai de 0 a 10.',
}
const PESO_MESSAGES: Partial<Record<ErrorCode, string>> = {
  invalid: 'Digite um peso válido, como 2.',
  'not-positive': 'O peso deve ser maior que zero.',
}

type RowErrors = Record<number, { nota?: string; peso?: string }>

const grade = (value: number) => formatNumber(value, 2, 2)

export function AveragesTab() {
  const baseId = useId()
  const [rows, setRows] = useState<GradeRow[]>(initialRows)
  const [rowErrors, setRowErrors] = useState<RowErrors>({})
  const [listError, setListError] = useState<string | undefined>()
  const form = useCalculatorForm({
    id: 'education',
    fields,
    mode: EDUCATION_MODES.of('medias'),
    lib: education,
    compute: (v, lib) => lib.calculateAverages(decodeFields(v.notas, v.pesos)),
    history: (r) => ({
      inputs: `Notas ${r.rows.map((row) => formatNumber(row.nota, 2)).join('; ')}`,
      result: `Média ${grade(r.arithmetic)}${r.weighted !== r.arithmetic ? `, ponderada ${grade(r.weighted)}` : ''}`,
    }),
  })
  const { notas = '', pesos = '' } = form.values

  // A link or Limpar changed the fields: rebuild the rows from them. Our own edits keep the two
  // in step, so this does not fire while typing.
  useEffect(() => {
    const current = encodeRows(rows)
    if (current.notas === notas && current.pesos === pesos) return
    setRows(rowsFromFields(notas, pesos))
    setRowErrors({})
    setListError(undefined)
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [notas, pesos])

  function update(next: GradeRow[]) {
    setRows(next)
    const encoded = encodeRows(next)
    form.setValue('notas', encoded.notas)
    form.setValue('pesos', encoded.pesos)
  }

  function edit(index: number, part: 'nota' | 'peso', text: string) {
    update(rows.map((row, i) => (i === index ? { ...row, [part]: text } : row)))
    setRowErrors(({ [index]: rowError, ...rest }) =>
      rowError ? { ...rest, [index]: { ...rowError, [part]: undefined } } : rest,
    )
    setListError(undefined)
  }

  const inputId = (row: GradeRow, part: 'nota' | 'peso') => `${baseId}-${part}-${row.key}`

  function submit(event: SubmitEvent) {
    event.preventDefault()
    const computed = form.computeNow()
    // A Calcular pressed before the library has arrived waits for it, and so do the row messages.
    if (typeof computed === 'boolean') markRows(computed)
    else void computed.then(markRows)
  }

  function markRows(computed: boolean) {
    if (computed) {
      setRowErrors({})
      setListError(undefined)
      return
    }
    // Not here only when its import failed, which the form hook reports.
    const lib = education.current()
    const outcome = lib?.calculateAverages(decodeFields(notas, pesos))
    if (!outcome || outcome.ok) return
    const errors: RowErrors = {}
    let focus: string | undefined
    let list: string | undefined
    for (const error of outcome.errors) {
      const [part, at] = error.field.split('.')
      const index = Number(at)
      const row = rows[index]
      if (part === 'notas' && at === undefined) {
        list = `Informe pelo menos ${GRADE_ROWS.min} notas.`
        const empty = rows.find((r) => r.nota.trim() === '') ?? rows[0]
        focus ??= empty ? inputId(empty, 'nota') : undefined
      } else if (row) {
        const key = part === 'notas' ? 'nota' : 'peso'
        const messages = key === 'nota' ? NOTA_MESSAGES : PESO_MESSAGES
        errors[index] = { ...errors[index], [key]: messages[error.code] ?? NOTA_MESSAGES.invalid }
        focus ??= inputId(row, key)
      }
    }
    setRowErrors(errors)
    setListError(list)
    if (focus) document.getElementById(focus)?.focus()
  }

  function clear() {
    form.clear()
    setRows(initialRows())
    setRowErrors({})
    setListError(undefined)
  }

  return (
    <CalculatorLayout
      form={{ ...form, formProps: { ...form.formProps, onSubmit: submit } }}
      label="Calcular média"
      onClear={clear}
      result={(r) => (
        <ResultCard
          main={{
            label: r.weighted === r.arithmetic ? 'Média' : 'Média ponderada',
            value: grade(r.weighted),
          }}
          shareValue={`Média ${grade(r.weighted)}`}
          items={[
            { label: 'Média aritmética (simples)', value: grade(r.arithmetic), strong: true },
            { label: 'Média ponderada', value: grade(r.weighted), strong: true },
            ...r.rows.map((row, i) => ({
              label: `Nota ${i + 1}`,
              value: `${formatNumber(row.nota, 2)} (peso ${formatNumber(row.peso, 2)})`,
            })),
          ]}
          rule="Média aritmética = soma das notas ÷ quantidade de notas; média ponderada = Σ (nota × peso) ÷ Σ pesos."
        />
      )}
    >
      <ol className="flex flex-col gap-3" aria-label="Notas e pesos">
        {rows.map((row, index) => {
          const errors = rowErrors[index] ?? {}
          const cell = (part: 'nota' | 'peso') => {
            const id = inputId(row, part)
            return {
              id,
              name: `${part}-${index + 1}`,
              value: row[part],
              error: errors[part],
              errorId: `${id}-erro`,
              spec: part === 'nota' ? gradeSpec : weightSpec,
              setValue: (text: string) => edit(index, part, text),
            }
          }
          return (
            <li key={row.key} className="grid grid-cols-[1fr_6.5rem_2.75rem] items-start gap-2">
              <NumberField
                field={cell('nota')}
                label={`Nota ${index + 1}`}
                placeholder="Ex.: 7,5"
              />
              <NumberField field={cell('peso')} label={`Peso ${index + 1}`} placeholder="1" />
              {index >= GRADE_ROWS.min ? (
                <Button
                  variant="ghost"
                  size="icon"
                  className="no-print mt-7"
                  aria-label={`Remover nota ${index + 1}`}
                  onClick={() => {
                    update(rows.filter((_, i) => i !== index))
                    setRowErrors({})
                  }}
                >
                  <X aria-hidden />
                </Button>
              ) : null}
            </li>
          )
        })}
      </ol>
      <p role="alert" className="text-destructive text-sm font-medium empty:hidden">
        {listError}
      </p>
      <div className="no-print flex flex-wrap items-center gap-3">
        <Button
          variant="outline"
          onClick={() => update([...rows, newRow()])}
          disabled={rows.length >= GRADE_ROWS.max}
        >
          <Plus aria-hidden />
          Adicionar nota
        </Button>
        <span className="text-muted-foreground text-sm">
          {rows.length >= GRADE_ROWS.max
            ? `Máximo de ${GRADE_ROWS.max} notas.`
            : 'Peso 1 quando não há pesos diferentes.'}
        </span>
      </div>
    </CalculatorLayout>
  )
}
