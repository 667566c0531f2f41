import { lazyComponent } from '@/utils/lazy-module-component.ts'

/**
 * Print, summary and compare under every result: not in the page's first load (its JavaScript
 * budget), fetched on the person's first intent, or at once for a link with inputs. The form
 * shows a result only once they are here (use-calculator-form.ts), so the buttons never appear
 * after the figure, moving the page and the Tab order under a person's hands.
 */
export const ResultActions = lazyComponent(() => import('./result-actions.tsx'))
