import { Monitor, Moon, Sun, type LucideIcon } from 'lucide-react'

import { useTheme } from '@/hooks/use-theme.ts'
import type { Theme } from '@/providers/theme-store.ts'
import { cn } from '@/utils/cn.ts'

const options: readonly { value: Theme; label: string; icon: LucideIcon }[] = [
  { value: 'light', label: 'Tema claro', icon: Sun },
  { value: 'dark', label: 'Tema escuro', icon: Moon },
  { value: 'system', label: 'Tema do sistema', icon: Monitor },
]

/** Three toggle buttons rather than a menu: one tap, and the current choice is always visible. */
export function ThemeSwitcher({ className }: { className?: string }) {
  const { theme, setTheme } = useTheme()
  return (
    <div
      role="group"
      aria-label="Tema"
      className={cn('bg-muted flex items-center gap-0.5 rounded-xl border p-0.5', className)}
    >
      {options.map(({ value, label, icon: Icon }) => (
        <button
          key={value}
          type="button"
          aria-pressed={theme === value}
          aria-label={label}
          title={label}
          onClick={() => setTheme(value)}
          className={cn(
            'text-muted-foreground hover:text-foreground inline-flex size-11 cursor-pointer items-center justify-center rounded-lg transition-colors',
            'aria-pressed:bg-card aria-pressed:text-foreground aria-pressed:shadow-sm',
          )}
        >
          <Icon aria-hidden className="size-5" />
        </button>
      ))}
    </div>
  )
}
