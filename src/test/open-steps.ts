import { within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { expect } from 'vitest'

import { result } from './result.ts'

/**
 * Opens the result's "Como calculamos" with a click, as a person does, and gives its steps in
 * order. The section loads after the result, so it is waited for.
 */
export async function openSteps(): Promise<HTMLElement[]> {
  const summary = await within(await result()).findByText('Como calculamos')
  await userEvent.setup().click(summary)
  const details = summary.closest('details')
  expect(details?.open).toBe(true)
  return within(within(details as HTMLElement).getByRole('list')).getAllByRole('listitem')
}
