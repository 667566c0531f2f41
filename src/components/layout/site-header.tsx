import { Calculator } from 'lucide-react'
import type { ReactNode } from 'react'
import { Link } from 'react-router-dom'

import { SITE_NAME } from '@/config/site.ts'
import { ThemeSwitcher } from '@/components/theme-switcher.tsx'

/** Brand on the left, theme switcher (and any page actions) on the right. */
export function SiteHeader({ actions }: { actions?: ReactNode }) {
  return (
    <header className="no-print bg-background/90 sticky top-0 z-40 border-b backdrop-blur">
      <a
        href="#conteudo"
        className="bg-primary text-primary-foreground sr-only rounded-lg px-4 py-3 font-medium focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50"
      >
        Pular para o conteúdo
      </a>
      <div className="mx-auto flex max-w-6xl items-center justify-between gap-2 px-4 py-2 sm:px-6">
        <Link
          to="/"
          className="flex min-h-11 items-center gap-2 rounded-lg font-bold tracking-tight"
        >
          <span className="bg-primary text-primary-foreground inline-flex size-9 items-center justify-center rounded-lg">
            <Calculator aria-hidden className="size-5" />
          </span>
          <span className="text-base leading-tight sm:text-lg">{SITE_NAME}</span>
        </Link>
        <div className="flex items-center gap-2">
          {actions}
          <ThemeSwitcher />
        </div>
      </div>
    </header>
  )
}
