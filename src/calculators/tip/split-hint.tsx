import type { Share } from '@/lib/tip/tip.ts'

import { splitText } from './split-text.ts'

/** Under the per-person figure: who pays the extra cent of an uneven split. */
export function SplitHint({ split }: { split: readonly Share[] }) {
  const text = splitText(split)
  return text ? <p className="text-muted-foreground text-sm">{text}.</p> : null
}
