import { ArrowRight, History } from 'lucide-react'
import { useRef } from 'react'
import { Link } from 'react-router-dom'

import { findEntry } from '@/catalogue/catalogue.ts'
import { CalculatorIcon } from '@/components/layout/calculator-icon.tsx'
import { clearHistory, setHistoryEnabled } from '@/providers/history-store.ts'
import { useHistory } from '@/features/history/use-history.ts'
import { formatDateTime } from '@/utils/format.ts'
import { switchTrackClasses } from '@/components/form/field-classes.ts'

import { ConfirmClear } from './confirm-clear.tsx'

/** The history view of docs/decisions.md §6: results computed in this browser, newest first. */
export default function HistoryView() {
  const { entries, enabled, available } = useHistory()
  const emptyState = useRef<HTMLDivElement>(null)

  if (!available) {
    return (
      <p className="text-muted-foreground rounded-xl border border-dashed p-6">
        O histórico está desativado: este navegador não permite guardar dados (modo privado ou
        armazenamento bloqueado). As calculadoras funcionam normalmente.
      </p>
    )
  }

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <label className="flex min-h-11 cursor-pointer items-center gap-3 text-sm font-medium">
          <input
            type="checkbox"
            role="switch"
            checked={enabled}
            onChange={(event) => setHistoryEnabled(event.target.checked)}
            className="peer sr-only"
          />
          <span aria-hidden className={switchTrackClasses} />
          Guardar novos cálculos
        </label>
        <ConfirmClear
          count={entries.length}
          onConfirm={clearHistory}
          focusAfterClear={() => emptyState.current?.focus()}
        />
      </div>

      {entries.length === 0 ? (
        <div
          ref={emptyState}
          tabIndex={-1}
          className="text-muted-foreground flex flex-col items-center gap-2 rounded-xl border border-dashed p-8 text-center outline-none"
        >
          <History aria-hidden className="size-8" />
          <p className="text-foreground font-medium">Nenhum cálculo por aqui ainda.</p>
          <p className="text-sm">
            {enabled
              ? 'Quando você calcular algo em qualquer calculadora, o resultado aparece aqui para você reabrir com os mesmos valores.'
              : 'A gravação está desligada. Ligue "Guardar novos cálculos" para ver seus próximos resultados aqui.'}
          </p>
        </div>
      ) : (
        <ol className="flex flex-col gap-2" aria-label="Últimos cálculos">
          {entries.map((entry) => {
            const calculator = findEntry(entry.id)
            return (
              <li key={`${entry.at}-${entry.href}`}>
                <Link
                  to={entry.href}
                  className="bg-card hover:bg-muted flex items-center gap-3 rounded-xl border p-3 transition-colors"
                >
                  {calculator ? (
                    <CalculatorIcon id={calculator.id} className="text-primary size-5 shrink-0" />
                  ) : (
                    <History aria-hidden className="text-primary size-5 shrink-0" />
                  )}
                  <span className="flex min-w-0 flex-1 flex-col">
                    <span className="text-sm font-semibold">
                      {calculator?.shortName ?? entry.id}
                    </span>
                    <span className="text-muted-foreground truncate text-sm">{entry.inputs}</span>
                    <span className="font-medium break-words tabular-nums">{entry.result}</span>
                    <span className="text-muted-foreground text-xs">
                      {formatDateTime(entry.at)}
                    </span>
                  </span>
                  <ArrowRight aria-hidden className="size-4 shrink-0" />
                  <span className="sr-only">Reabrir</span>
                </Link>
              </li>
            )
          })}
        </ol>
      )}
      <p className="text-muted-foreground text-xs">
        O histórico fica só neste navegador (até 20 cálculos). Nada é enviado para servidor nenhum.
      </p>
    </div>
  )
}
