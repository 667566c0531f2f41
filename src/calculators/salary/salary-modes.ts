import { defineModes } from '@/components/form/modes.ts'

/** The salary screen's tabs, the first the one it opens on. */
export const SALARY_MODES = defineModes(['liquido', 'bruto', 'decimo-terceiro', 'hora'])
