import { render, screen, within } from '@testing-library/react'

import { catalogue } from '@/catalogue/catalogue.ts'
import { howToLoaders } from '@/catalogue/how-to.ts'

import { HowToBox } from './how-to-box.tsx'

describe('HowToBox', () => {
  it("loads only the calculator's own steps and lists them under 'Como usar'", async () => {
    render(<HowToBox id="bmi" />)
    const heading = await screen.findByRole('heading', { name: 'Como usar' }, { timeout: 5000 })
    const box = heading.closest('section')
    expect(box).toHaveAccessibleName('Como usar')
    const steps = within(box as HTMLElement).getAllByRole('listitem')
    expect(steps.length).toBeGreaterThan(1)
    expect(steps[0]).toHaveTextContent(/altura/i)
  })

  it('has steps for every calculator in the catalogue', async () => {
    for (const entry of catalogue) {
      const { default: steps } = await howToLoaders[entry.id]()
      expect(steps.length, entry.id).toBeGreaterThan(0)
    }
  })
})
