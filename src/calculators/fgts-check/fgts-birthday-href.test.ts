import { findEntry } from '@/catalogue/catalogue.ts'

import { fgtsBirthdayHref } from './fgts-birthday-href.ts'

const route = (() => {
  const entry = findEntry('fgts-birthday')
  return entry && 'route' in entry ? entry.route : ''
})()

describe('the link from the FGTS check to the saque-aniversário', () => {
  it('opens the saque-aniversário page of the catalogue with the balance as its saldo', () => {
    expect(fgtsBirthdayHref(1234.56)).toBe(`${route}?saldo=1234.56`)
  })

  it('without a balance (no deposit in the extract) opens the page for the person to type it', () => {
    expect(fgtsBirthdayHref(0)).toBe(route)
    expect(fgtsBirthdayHref(Number.NaN)).toBe(route)
  })
})
