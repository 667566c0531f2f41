/** Where a calculator (or one of its tabs, `?modo=`) opens; one without a route opens as a modal. */
export function calculatorHref(entry: { id: string; route?: string }, modo?: string): string {
  if (!entry.route) return `/?calc=${entry.id}`
  return modo ? `${entry.route}?modo=${modo}` : entry.route
}
