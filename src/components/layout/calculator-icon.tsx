/**
 * A calculator's icon, a symbol of the site's sprite (`/icons.svg`, built from each
 * `src/catalogue/calculators/<id>/icon.ts` by scripts/icon-sprite.mjs): no icon is JavaScript, so
 * a page that shows every calculator does not grow with the catalogue (docs/performance.md).
 * Decorative: the card's name says what it is.
 */
export function CalculatorIcon({ id, className }: { id: string; className?: string }) {
  return (
    <svg aria-hidden className={className}>
      <use href={`/icons.svg#${id}`} />
    </svg>
  )
}
