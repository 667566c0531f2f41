import { display, expectKeysNamedByTheirText } from './support/keypad.ts'
import { routeOf } from './support/routes.ts'
import { expect, test } from './support/test.ts'

test('DEG sen 30 = 0,5 and cos 90 = 0; functions apply to the number shown; errors in words; keys named by their text', async ({
  page,
}) => {
  await page.goto(routeOf('scientific'))
  await expectKeysNamedByTheirText(page)
  const deg = page.getByRole('button', { name: /DEG/ })
  await deg.click()
  await expect(deg).toHaveAttribute('aria-pressed', 'true')
  // Keys are named by what they show, then what they do (WCAG 2.5.3).
  await page.getByRole('button', { name: 'sen (seno)', exact: true }).click()
  await page.keyboard.type('30')
  await page.keyboard.press('Enter')
  await expect(display(page)).toHaveText('0,5')
  await page.keyboard.press('Escape')
  await page.keyboard.type('90')
  await page.getByRole('button', { name: 'cos (cosseno)', exact: true }).click()
  await expect(display(page)).toHaveText('cos(90)')
  await page.keyboard.press('Enter')
  await expect(display(page)).toHaveText('0')
  await page.keyboard.type('9')
  await page.getByRole('button', { name: '√ (raiz quadrada)' }).click()
  await page.keyboard.press('Enter')
  await expect(display(page)).toHaveText('3')
  await page.keyboard.type('0')
  await page.getByRole('button', { name: '1/x (inverso)' }).click()
  await expect(display(page)).toHaveText('1/(0)')
  await page.keyboard.press('Enter')
  await expect(display(page)).toHaveText('Não é possível dividir por zero')
  await page.keyboard.press('Escape')
  await page.keyboard.type('1/0=')
  await expect(display(page)).toHaveText('Não é possível dividir por zero')
})
