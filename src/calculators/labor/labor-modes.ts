import { defineModes } from '@/components/form/modes.ts'

/** The labor screen's tabs, the first the one it opens on. */
export const LABOR_MODES = defineModes(['rescisao', 'horas-extras'])
