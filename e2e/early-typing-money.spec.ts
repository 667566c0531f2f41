import type { Locator } from '@playwright/test'

import { routedEntries } from '../src/catalogue/catalogue.ts'
import { hydrated, openSlowly } from './support/slow-open.ts'
import { expect, test } from './support/test.ts'

// A Brazilian on a cheap phone types `4.8` before the page is interactive and goes on with
// `50,00` once it is: the field must end as 4.850,00, read by the same rule as a field that
// heard every key (a dot followed by three digits groups thousands), not as 4,85. Every money
// field of every calculator's page, one visit each; a value typed beyond the cents is rounded
// in sight when the field is left (docs/decisions.md, typing principles).

// A phone in dark mode: the theme that differs from the prerender's arrives right after
// hydration, and once made React drop the page's prerendered HTML, typed text and all.
test.use({ colorScheme: 'dark' })

const EARLY = '4.8'
const LATE = '50,00'
const MEANT = '4.850,00'

for (const entry of routedEntries) {
  test(`${entry.route}: money typed across hydration is read as a Brazilian means it`, async ({
    page,
  }) => {
    // The code held back is what lets keys reach the form first; a slower CPU (the early-typing
    // spec's phone) would make 30 visits too long for what they check.
    const release = await openSlowly(page, entry.route, 2)
    const box = page.getByRole('region', { name: 'Calculadora' })
    // A money field shows `R$` inside its box, just before the input.
    const names = await box.locator('input[type="text"][name]').evaluateAll((inputs) =>
      inputs
        .filter((el) => el.previousElementSibling?.textContent === 'R$')
        // A closed disclosure's fields (financing's extra payment) are not on screen.
        .filter((el) => el.checkVisibility() && !el.closest('details:not([open])'))
        .map((el) => el.getAttribute('name') ?? ''),
    )
    test.skip(names.length === 0, 'no money field on this page')
    const field = (name: string): Locator => box.locator(`input[name="${name}"]`).first()

    for (const name of names) await field(name).pressSequentially(EARLY)
    expect(await page.evaluate(() => document.documentElement.dataset.hydrated)).toBeUndefined()
    release()
    await hydrated(page)
    // The last field still has the focus: the person goes on there first, then taps the end of
    // each other one (leaving a field rounds it: coming back to 4,80 is another story).
    for (const name of [...names].reverse()) {
      await field(name).press('End')
      await field(name).pressSequentially(LATE)
      await expect(field(name), name).toHaveValue(MEANT)
    }

    // At most two decimals: a third is kept while typing (a digit is never dropped) and the
    // field rounds it in sight when left.
    const first = field(names[0]!)
    await first.press('ControlOrMeta+a')
    await first.pressSequentially('3.200,555')
    await first.press('Tab')
    await expect(first).toHaveValue('3.200,56')
    for (const name of names.slice(1)) await expect(field(name), name).toHaveValue(MEANT)
  })
}
