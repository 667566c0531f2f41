import type { ComponentProps } from 'react'
import { describe, expect, it } from 'vitest'

import type { CalculatorId } from '@/config/calculator-ids.ts'

import type { CalculatorFormOptions } from './calculator-form-types.ts'
import type { LayoutForm } from './calculator-layout.tsx'
import type { ShareResultButton } from './share-result-button.tsx'

type FormId = CalculatorFormOptions<Record<string, never>, number>['id']
type CardId = LayoutForm<number>['id']
type ShareId = ComponentProps<typeof ShareResultButton>['calculatorId']

// A type test: `tsc -b` fails if a misspelled id is accepted (the `@ts-expect-error` lines would
// then be unused directives). The assertions only keep the values used.
describe('a calculator id in the form kit', () => {
  it('is one of the catalogue ids, so a misspelled one fails the type check', () => {
    const form: FormId = 'vacation'
    const card: CardId = 'clt-pj'
    const share: ShareId = 'salary'
    // @ts-expect-error: no calculator is called 'vacaton'
    const misspelledForm: FormId = 'vacaton'
    // @ts-expect-error: a layout's form with the id 'vacaton', whose card would name no calculator
    const misspelledCard: CardId = 'vacaton'
    const free: string = 'vacation'
    // @ts-expect-error: a free string is not an id
    const anyString: ShareId = free
    const ids: CalculatorId[] = [form, card, share]
    expect(ids).toEqual(['vacation', 'clt-pj', 'salary'])
    expect([misspelledForm, misspelledCard, anyString]).toHaveLength(3)
  })
})
