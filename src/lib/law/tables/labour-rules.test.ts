import { describe, expect, it } from 'vitest'

import { noticeDays } from '../../labor/severance-notice.ts'
import { LABOUR_RULES, NOTICE_RULE } from './labour-rules.ts'

describe('labour rules', () => {
  it('cite a source and a start date each', () => {
    for (const rule of LABOUR_RULES) {
      expect(rule.source.length).toBeGreaterThan(5)
      expect(rule.effectiveFrom).toMatch(/^\d{4}-\d{2}-\d{2}$/)
      expect(Number.isNaN(Date.parse(rule.effectiveFrom))).toBe(false)
    }
  })

  it('Lei 12.506/2011: 30 days, 3 more per full year, 90 from the 20th year on', () => {
    expect(noticeDays(0)).toBe(NOTICE_RULE.baseDays)
    expect(noticeDays(1)).toBe(33)
    expect(noticeDays(19)).toBe(87)
    expect(noticeDays(20)).toBe(NOTICE_RULE.maxDays)
    expect(noticeDays(35)).toBe(90)
  })
})
