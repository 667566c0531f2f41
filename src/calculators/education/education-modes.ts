import { defineModes } from '@/components/form/modes.ts'

/** The education screen's sub-tabs, the first the one it opens on. */
export const EDUCATION_MODES = defineModes([
  'medias',
  'nota-necessaria',
  'regra-de-tres',
  'porcentagem',
])
