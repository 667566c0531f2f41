import { House, RefreshCw } from 'lucide-react'
import { Component, type ErrorInfo, type ReactNode } from 'react'

import { MessagePage } from '@/components/layout/message-page.tsx'
import { buttonClasses } from '@/components/ui/button-classes.ts'

type Props = { children: ReactNode }
type State = { failed: boolean }

/**
 * Last line of defence for a render or routing error: a pt-BR page with a way back instead of a
 * blank screen. Keyed by the path where it is used, so navigating away clears it. Plain <a> and
 * reload on purpose: the router itself may be what broke.
 */
export class AppErrorBoundary extends Component<Props, State> {
  override state: State = { failed: false }

  static getDerivedStateFromError(): State {
    return { failed: true }
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error('Erro inesperado na página', error, info.componentStack)
  }

  override render() {
    if (!this.state.failed) return this.props.children
    return (
      <div className="flex min-h-dvh flex-col">
        <MessagePage
          code="Erro"
          title="Algo deu errado nesta página"
          actions={
            <>
              <a href="/" className={buttonClasses('default', 'lg')}>
                <House aria-hidden />
                Voltar para o início
              </a>
              <button
                type="button"
                className={buttonClasses('outline', 'lg')}
                onClick={() => window.location.reload()}
              >
                <RefreshCw aria-hidden />
                Recarregar a página
              </button>
            </>
          }
        >
          <p>
            Um erro inesperado impediu a página de abrir. Tente recarregar; se continuar, volte ao
            início e escolha a calculadora de novo.
          </p>
        </MessagePage>
      </div>
    )
  }
}
