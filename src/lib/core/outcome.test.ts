import { fail, ok, type Outcome } from './outcome.ts'

describe('outcome', () => {
  it('ok wraps a value', () => {
    expect(ok(42)).toEqual({ ok: true, value: 42 })
  })

  it('fail lists the field errors', () => {
    expect(
      fail({ field: 'a', code: 'required' }, { field: 'b', code: 'too-large', limit: 3 }),
    ).toEqual({
      ok: false,
      errors: [
        { field: 'a', code: 'required' },
        { field: 'b', code: 'too-large', limit: 3 },
      ],
    })
  })

  it('narrows on ok', () => {
    const outcome: Outcome<number, 'x'> =
      Math.random() > 2 ? fail({ field: 'x', code: 'zero' }) : ok(1)
    expect(outcome.ok ? outcome.value : outcome.errors).toBe(1)
  })
})
