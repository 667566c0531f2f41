import { DateChecker } from './check-date.ts'

type F = 'a' | 'b'

describe('DateChecker.date', () => {
  it('required, invalid, or the UTC date', () => {
    const c = new DateChecker<F>()
    expect(c.date('a', '  ')).toBeNull()
    expect(c.date('b', '2026-02-30')).toBeNull()
    expect(c.errors).toEqual([
      { field: 'a', code: 'required' },
      { field: 'b', code: 'invalid' },
    ])
    const d = new DateChecker<F>().date('a', '2026-03-08')
    expect(d?.getDate()).toBe(8)
    expect(new DateChecker<F>().date('a', null)).toBeNull()
  })
})
