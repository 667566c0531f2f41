import { formatMoney } from '@/utils/format.ts'

/**
 * An amount as Testing Library reads it off the screen: its matchers collapse the screen's white
 * space, the non-breaking space after `R$` included, into a plain space, and compare that with
 * the text given as is. So `R$ 1.234,56`, with a plain space.
 */
export const brlText = (value: number): string => formatMoney(value).replace(/\u00a0/g, ' ')

/** An amount typed as the screen shows it ('1.234,56'), as Testing Library reads it: `R$ 1.234,56`. */
export const brl = (text: string): string => `R$ ${text}`
