import { byId } from './by-id.ts'

/**
 * Each calculator's icon, the name of a lucide icon (`calculators/<id>/icon.ts`). No page imports
 * these: the build draws them into one sprite, `/icons.svg` (scripts/icon-sprite.mjs), and a card
 * shows its calculator's symbol by id (src/components/layout/calculator-icon.tsx), so no page's
 * JavaScript carries an icon. Read here for the tests that check every id has one.
 */
export const calculatorIconNames = byId(
  import.meta.glob<string>('./*/icon.ts', {
    base: './calculators',
    eager: true,
    import: 'default',
  }),
)
