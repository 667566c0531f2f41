import { RefreshCw, TriangleAlert } from 'lucide-react'
import { Component, type ErrorInfo, type ReactNode } from 'react'

import { Button } from '@/components/ui/button.tsx'

type Props = {
  children: ReactNode
  /** Places the message somewhere other than in the flow (e.g. over the page, as a modal would). */
  frame?: (message: ReactNode) => ReactNode
}
type State = { failed: boolean }

/**
 * Keeps a failed calculator (usually its chunk: a new deploy or a lost connection) inside its own
 * box, with a way to try again, instead of blanking the page.
 */
export class CalculatorErrorBoundary extends Component<Props, State> {
  override state: State = { failed: false }

  static getDerivedStateFromError(): State {
    return { failed: true }
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error('Falha ao carregar a calculadora', error, info.componentStack)
  }

  override render() {
    if (!this.state.failed) return this.props.children
    const message = (
      <div
        role="alert"
        className="border-destructive/40 bg-card flex flex-col items-start gap-3 rounded-xl border p-5"
      >
        <div className="flex items-center gap-2 font-semibold">
          <TriangleAlert aria-hidden className="text-destructive size-5" />
          Não foi possível carregar esta calculadora.
        </div>
        <p className="text-muted-foreground text-sm">
          Verifique sua conexão com a internet e tente novamente. Se o site acabou de ser
          atualizado, tentar de novo carrega a versão mais recente.
        </p>
        {/* A reload, not a re-import: the browser may cache the failed module, and after a
            deploy only a fresh page knows the new chunk names. The address keeps ?calc=. */}
        <Button onClick={() => window.location.reload()}>
          <RefreshCw aria-hidden />
          Tentar novamente
        </Button>
      </div>
    )
    return this.props.frame ? this.props.frame(message) : message
  }
}
