import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react'

import type { FieldError, Outcome } from '@/lib/core/outcome.ts'
import { afterFirstIntent } from '@/utils/first-intent.ts'
import type { LazyModule } from '@/utils/lazy-module.ts'

import type { FieldSpecs } from './field-spec.ts'
import { formErrors, parse, type ParsedValues } from './form-values.ts'
import { comparisonModule } from './load-comparison.ts'
import { ResultActions } from './load-result-actions.ts'
import { errorMessages } from './use-field-errors.ts'
import { historyStore } from './use-result-history.ts'

type Values = Record<string, string>

/** What one run found: the values parsed, the formulas' outcome and the form's own errors. */
export type Evaluated<S extends FieldSpecs, T> = {
  parsed: ParsedValues<S>
  outcome: Outcome<T>
  own: FieldError[]
}

export type RunOptions = {
  showErrors: boolean
  focus?: boolean
  /** Fields the page found unreadable (a date the month does not have: unreadable-dates.ts),
   * reported before what the formulas would say of them as empty. */
  unreadable?: readonly FieldError[]
}

type RunSetup<S extends FieldSpecs, T, M> = {
  fields: S
  lib?: LazyModule<M> | undefined
  cards?: readonly LazyModule<unknown>[] | undefined
  compute: (values: ParsedValues<S>, lib: M) => Outcome<T>
  /** Draws what a run found, once all it needs is here; whether a result shows. */
  apply: (values: Values, evaluated: Evaluated<S, T>, options: RunOptions) => boolean
  /** A chunk could not be fetched. */
  fail: (error: unknown) => void
}

/**
 * Runs the formulas on a form's values: at once when their module (`lib`), the result's lazy
 * parts (`cards`) and, for errors, the messages are here, else once they are, while Calcular
 * says "Calculando…" (`pending`). Each run takes a ticket; a run that waited applies only if
 * none came after.
 */
export function useFormRun<S extends FieldSpecs, T, M>(setup: RunSetup<S, T, M>) {
  const { fields, lib } = setup
  const [pending, setPending] = useState(false)
  const lastRun = useRef(0)
  // Runs read the newest setup without re-creating every callback on each render.
  const latest = useRef(setup)
  useLayoutEffect(() => {
    latest.current = setup
  })

  const run = useCallback(
    (values: Values, options: RunOptions): boolean | Promise<boolean> => {
      const ticket = ++lastRun.current
      // The formulas run as soon as they are here, while the cards may still be on their way;
      // only showing a result needs them.
      const evaluate = (module: M) => {
        const parsed = parse(fields, values)
        const outcome = latest.current.compute(parsed, module)
        const own = [...(options.unreadable ?? []), ...formErrors(fields, values)]
        return { parsed, outcome, own, shows: outcome.ok && own.length === 0 }
      }
      const apply = (evaluated: Evaluated<S, T>) => {
        setPending(false)
        return latest.current.apply(values, evaluated, options)
      }
      const failed = (error: unknown) => {
        setPending(false)
        latest.current.fail(error)
        return false
      }
      // A result is shown only with its cards here, so that none suspends (see `cards`), and
      // with the comparison, which Comparar under it starts (load-comparison.ts).
      const show = (evaluated: ReturnType<typeof evaluate>): boolean | Promise<boolean> => {
        if (!evaluated.shows && options.showErrors && errorMessages.current() === undefined) {
          setPending(true)
          return errorMessages
            .load()
            .then(() => ticket === lastRun.current && apply(evaluated), failed)
        }
        const parts = [...(latest.current.cards ?? []), ResultActions, comparisonModule]
        if (!evaluated.shows || parts.every((part) => part.current() !== undefined))
          return apply(evaluated)
        setPending(true)
        return Promise.all(parts.map((part) => part.load())).then(
          () => ticket === lastRun.current && apply(evaluated),
          failed,
        )
      }
      const module = lib?.current()
      if (!lib || module !== undefined) return show(evaluate(module as M))
      setPending(true)
      return lib
        .load()
        .then((loaded) => ticket === lastRun.current && show(evaluate(loaded)), failed)
    },
    [fields, lib],
  )

  /** Limpar: a run still waiting will not apply. */
  const cancel = useCallback(() => {
    lastRun.current++
    setPending(false)
  }, [])

  // The library and the cards arrive on the person's first intent (a pointer over the page, a
  // touch, a focus), or at once for a form shown after hydration (a tab, the home dialog), so
  // that Calcular rarely has to wait for them, and a visit that only reads fetches neither (the
  // whole-page JavaScript budget). Each starts in a task of its own, the formulas first
  // (first-intent.ts). A failure here is not shown: Calcular tries again and says it.
  useEffect(() => {
    const cards = latest.current.cards ?? []
    const parts = [lib, errorMessages, historyStore, ...cards, ResultActions, comparisonModule]
    const waits = parts.map((part) =>
      afterFirstIntent(() => void part?.load().catch(() => undefined)),
    )
    return () => waits.forEach((stop) => stop())
  }, [lib])

  return { pending, run, cancel }
}
