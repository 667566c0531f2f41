import { House } from 'lucide-react'
import { Link } from 'react-router-dom'

import { MessagePage } from '@/components/layout/message-page.tsx'
import { SiteFooter } from '@/components/layout/site-footer.tsx'
import { SiteHeader } from '@/components/layout/site-header.tsx'
import { Seo } from '@/components/seo.tsx'
import { buttonClasses } from '@/components/ui/button-classes.ts'

import { HydrationMark } from '../hydration-mark.tsx'

export default function NotFoundPage() {
  return (
    <div className="flex min-h-dvh flex-col">
      <Seo
        name="Página não encontrada"
        description="O endereço que você abriu não existe nas Calculadoras Grátis."
        path="/404"
        noIndex
      />
      <SiteHeader />
      <HydrationMark />
      <MessagePage
        code="404"
        title="Ops! Página não encontrada"
        actions={
          <Link to="/" className={buttonClasses('default', 'lg')}>
            <House aria-hidden />
            Voltar para o início
          </Link>
        }
      >
        <p>O endereço pode ter sido digitado errado ou a página mudou de lugar.</p>
      </MessagePage>
      <SiteFooter />
    </div>
  )
}
