import type { Page } from '@playwright/test'

/** The balance chart of compound interest and retirement, as a screen reader names it. */
export const balanceChart = (page: Page) =>
  page.getByRole('img', { name: /Gráfico do saldo ano a ano/ })

/** The chart's chunk requested from now on: it must load only once a result is asked for. */
export function chartRequests(page: Page): string[] {
  const requests: string[] = []
  page.on('request', (request) => {
    if (/balance-chart/.test(request.url())) requests.push(request.url())
  })
  return requests
}
