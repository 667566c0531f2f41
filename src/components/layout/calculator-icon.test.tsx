import { render } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'

import { CalculatorIcon } from './calculator-icon.tsx'

describe('CalculatorIcon', () => {
  afterEach(() => document.getElementById('carried')?.remove())

  it('draws a symbol the prerendered page carries (scripts/icon-sprite.mjs, inlineIcons)', () => {
    document.body.insertAdjacentHTML(
      'beforeend',
      '<svg id="carried" hidden><symbol id="icon-bmi"></symbol></svg>',
    )
    const { container } = render(<CalculatorIcon id="bmi" />)
    expect(container.querySelector('use')).toHaveAttribute('href', '#icon-bmi')
  })

  it('takes what the page does not carry from the sprite', () => {
    const { container } = render(<CalculatorIcon id="tip" />)
    expect(container.querySelector('use')).toHaveAttribute('href', '/icons.svg#tip')
  })

  it('is not fooled by another element of that id', () => {
    document.body.insertAdjacentHTML('beforeend', '<p id="carried"><span id="icon-tip"></span></p>')
    const { container } = render(<CalculatorIcon id="tip" />)
    expect(container.querySelector('use')).toHaveAttribute('href', '/icons.svg#tip')
  })
})
