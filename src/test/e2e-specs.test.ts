import { CATALOGUE_ORDER } from '@/config/calculator-ids.ts'

/**
 * Every calculator has its own browser spec, `e2e/<id>.spec.ts` (docs/writing-a-screen.md): the
 * suite's loops check what all pages share, and a calculator's own behaviour is tested in its
 * file. The glob lists the files without loading them.
 */
const specs = new Set(Object.keys(import.meta.glob('/e2e/*.spec.ts')))

describe('end-to-end specs', () => {
  it('every calculator id has its e2e/<id>.spec.ts', () => {
    const missing = CATALOGUE_ORDER.filter((id) => !specs.has(`/e2e/${id}.spec.ts`))
    expect(missing, 'ids without their e2e/<id>.spec.ts').toEqual([])
  })
})
