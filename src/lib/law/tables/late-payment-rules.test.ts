import { describe, expect, it } from 'vitest'

import {
  CONDOMINIUM_RULE,
  CONSUMER_FINE_RULE,
  IPCA_CORRECTION_RULE,
  LATE_PAYMENT_RULES,
  SELIC_LEGAL_RATE_RULE,
  TAXA_LEGAL_RULE,
  UTILITY_BILL_RULE,
} from './late-payment-rules.ts'

describe('late payment rules', () => {
  it('cite a source and a start date each', () => {
    for (const rule of LATE_PAYMENT_RULES) {
      expect(rule.source.length).toBeGreaterThan(5)
      expect(rule.effectiveFrom).toMatch(/^\d{4}-\d{2}-\d{2}$/)
      expect(Number.isNaN(Date.parse(rule.effectiveFrom))).toBe(false)
    }
  })

  it('CDC art. 52 §1º: 2%; the Selic ends on 29/08/2024, the day before Lei 14.905/2024 took effect', () => {
    expect(CONSUMER_FINE_RULE.cap).toBe(0.02)
    expect(SELIC_LEGAL_RATE_RULE.lastDay).toBe('2024-08-29')
    expect(SELIC_LEGAL_RATE_RULE.source).toMatch(/REsp 1\.795\.982.*Tema 1\.368/)
    expect(TAXA_LEGAL_RULE.effectiveFrom).toBe('2024-08-30')
    expect(IPCA_CORRECTION_RULE.effectiveFrom).toBe('2024-08-30')
  })

  it('CC art. 1.336 §1º: 1% a month and a fine up to 2%; ANEEL: 1% a month pro rata die', () => {
    expect(CONDOMINIUM_RULE).toMatchObject({ monthlyRate: 0.01, fineCap: 0.02 })
    expect(CONDOMINIUM_RULE.source).toContain('1.336 §1º')
    expect(UTILITY_BILL_RULE).toMatchObject({ monthlyRate: 0.01, fineCap: 0.02 })
  })
})
