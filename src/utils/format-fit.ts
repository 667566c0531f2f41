import type { CSSProperties } from 'react'

/**
 * A figure's font size so that its longest unbroken piece fits its box on one line. A line may
 * break at a plain space ("36 anos, 6 meses"), never inside `R$ 10.584.892,40`, `12,34%` or
 * `22/11/2026` (Intl joins `R$` to the number with a no-break space, and no line-break rule
 * splits digits, separators and `%`). Sets `--fit`, in container units of the nearest
 * `@container`, for a class such as `text-[length:min(1.875rem,var(--fit))]` to cap the usual
 * size with. 0,62 em is a wide bold digit, so the estimate errs towards fitting.
 */
export function fitStyle(value: string, charWidthEm = 0.62): CSSProperties {
  const longest = Math.max(1, ...value.split(' ').map((part) => part.length))
  return { '--fit': `${(100 / (longest * charWidthEm)).toFixed(2)}cqi` } as CSSProperties
}
