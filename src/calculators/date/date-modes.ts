import { defineModes } from '@/components/form/modes.ts'

/** The date screen's tabs, the first the one it opens on. */
export const DATE_MODES = defineModes(['diferenca', 'adicionar'])
