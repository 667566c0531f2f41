import { defineModes } from '@/components/form/modes.ts'

/** The fuel screen's tabs, the first the one it opens on. */
export const FUEL_MODES = defineModes(['consumo', 'viagem', 'comparar'])
