/** Card accent; each maps to fixed Tailwind classes for both themes. */
export type AccentColor =
  | 'blue'
  | 'violet'
  | 'emerald'
  | 'amber'
  | 'rose'
  | 'sky'
  | 'orange'
  | 'teal'
  | 'indigo'
  | 'pink'
  | 'lime'
  | 'slate'

/** Icon tile per catalogue colour, spelled out in full so Tailwind sees every class. */
export const accentClasses: Record<AccentColor, string> = {
  blue: 'bg-blue-100 text-blue-700 dark:bg-blue-950 dark:text-blue-300',
  violet: 'bg-violet-100 text-violet-700 dark:bg-violet-950 dark:text-violet-300',
  emerald: 'bg-emerald-100 text-emerald-700 dark:bg-emerald-950 dark:text-emerald-300',
  amber: 'bg-amber-100 text-amber-700 dark:bg-amber-950 dark:text-amber-300',
  rose: 'bg-rose-100 text-rose-700 dark:bg-rose-950 dark:text-rose-300',
  sky: 'bg-sky-100 text-sky-700 dark:bg-sky-950 dark:text-sky-300',
  orange: 'bg-orange-100 text-orange-700 dark:bg-orange-950 dark:text-orange-300',
  teal: 'bg-teal-100 text-teal-700 dark:bg-teal-950 dark:text-teal-300',
  indigo: 'bg-indigo-100 text-indigo-700 dark:bg-indigo-950 dark:text-indigo-300',
  pink: 'bg-pink-100 text-pink-700 dark:bg-pink-950 dark:text-pink-300',
  lime: 'bg-lime-100 text-lime-800 dark:bg-lime-950 dark:text-lime-300',
  slate: 'bg-slate-200 text-slate-700 dark:bg-slate-800 dark:text-slate-200',
}
