/**
 * A calculator's icon, a symbol of the site's sprite (`/icons.svg`, built from each
 * `src/catalogue/calculators/<id>/icon.ts` by scripts/icon-sprite.mjs): no icon is JavaScript, so
 * a page that shows every calculator does not grow with the catalogue (docs/performance.md).
 * Decorative: the card's name says what it is.
 *
 * A prerendered page carries the symbols it shows (`#icon-<id>`, `inlineIcons` in
 * scripts/icon-sprite.mjs) and draws those; what the page did not carry (a page drawn in the
 * browser) comes from the sprite. Read the same way while hydrating, the address matches the HTML.
 */
export function CalculatorIcon({ id, className }: { id: string; className?: string }) {
  const own = typeof document !== 'undefined' && document.getElementById(`icon-${id}`)
  const href = own && own.tagName === 'symbol' ? `#icon-${id}` : `/icons.svg#${id}`
  return (
    <svg aria-hidden className={className}>
      <use href={href} />
    </svg>
  )
}
