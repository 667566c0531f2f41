import {
  type SubmitEvent,
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from 'react'

import type { CalculatorId } from '@/config/calculator-ids.ts'
import type { FieldError } from '@/lib/core/outcome.ts'
import { buildUrl, readUrlInputs, urlValueOf } from '@/hooks/use-url-inputs.ts'
import { afterFirstIntent } from '@/utils/first-intent.ts'
import { lazyModule } from '@/utils/lazy-module.ts'

import type { CalculatorFormOptions, FieldState } from './calculator-form-types.ts'
import {
  awaitFirst,
  comparisonOf,
  noteShown,
  showSecond,
  stopComparison,
  useComparison,
} from './compare-store.ts'
import { ResultActions } from './load-result-actions.ts'
import type { FieldSpec, FieldSpecs } from './field-spec.ts'
import {
  formErrors,
  initialValues,
  linkDefaults,
  parse,
  type ParsedValues,
  outOfDate,
  without,
  settled,
  urlMatchesMode,
  warningOf,
} from './form-values.ts'
import { scenarioParams, secondScenarioSearch } from './scenario-params.ts'
import { useTypedBeforeHydration } from './typed-before-hydration.ts'

/** The pt-BR error messages are needed only once a Calcular fails, the history store once a
 * result shows: both load with the formulas on the first intent, not before the page is
 * interactive (docs/performance.md), so the store is here when the result is and a person who
 * leaves right after it still finds it in the history. */
const errorMessages = lazyModule(() => import('./messages.ts'))
const historyStore = lazyModule(() => import('@/providers/history-store.ts'))
const recordResult = (id: CalculatorId, summary: { inputs: string; result: string }) => {
  // The address now, as Calcular has just written it: the entry reopens this result.
  const href = `${window.location.pathname}${window.location.search}`
  const store = historyStore.current()
  if (store) store.recordResult(id, summary, href)
  else void historyStore.load().then((m) => m.recordResult(id, summary, href))
}

/** A live form's result goes to the history once typing pauses this long. */
const LIVE_HISTORY_PAUSE_MS = 1500

/**
 * The state of one calculator form and the URL contract of docs/decisions.md §4: inputs are read from
 * the address after the first render (so a prerendered empty form hydrates cleanly) and, when
 * they compute, the result shows at once; Calcular validates through the formula library, shows
 * each error beside its field and focuses the first, or shows the result and writes the inputs
 * back with `history.replaceState`.
 */
export function useCalculatorForm<const S extends FieldSpecs, T, M = undefined>(
  options: CalculatorFormOptions<S, T, M>,
) {
  const { fields, compute, mode, history, live, id, lib, cards } = options
  const formId = useId()
  const [values, setValuesState] = useState<Record<string, string>>(() => initialValues(fields))
  // The newest values, also those a render has not drawn yet. A link's values are set after
  // hydration; a Calcular pressed in the same instant (input outranks React's render task in the
  // browser) would otherwise submit the empty form the last render closed over.
  const current = useRef(values)
  const setValues = useCallback((next: Record<string, string>) => {
    current.current = next
    setValuesState(next)
  }, [])
  // A result computed when the formulas arrive is a normal update, while a link's values were
  // set in an effect of the hydrating screen: React runs those effects at the priority it
  // hydrates lazy boundaries with (offscreen, below idle work), so on a busy phone the result
  // was drawn first, beside empty fields, marked out of date, and the card jumped up when the
  // values came a moment later. Each result therefore carries the newest values in its commit.
  const keepValues = useCallback(() => setValuesState(current.current), [])
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [errorCodes, setErrorCodes] = useState<Record<string, string>>({})
  const [result, setResult] = useState<T | null>(null)
  // The values the shown result was computed from: edited away from them, it is out of date.
  const [computedFrom, setComputedFrom] = useState<Record<string, string> | null>(null)
  const [pending, setPending] = useState(false)
  const focusRequest = useRef<string | null>(null)
  // Each run takes a ticket; a run that waited for the library applies only if none came after.
  const lastRun = useRef(0)
  const latest = useRef({ compute, history, cards })
  /** Fields adopted (`adopt`) while no result was shown yet. */
  const adoptedEarly = useRef<Record<string, string>>({})
  // Handlers read the newest options without re-creating every callback on each render.
  useLayoutEffect(() => {
    latest.current = { compute, history, cards }
  })

  const fieldId = useCallback((name: string) => `${formId}-${name}`, [formId])

  const historyTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  useEffect(() => () => clearTimeout(historyTimer.current), [])
  const record = useCallback(
    (value: T, parsed: ParsedValues<S>) => {
      const summarize = latest.current.history
      if (!summarize) return
      const summary = summarize(value, parsed)
      clearTimeout(historyTimer.current)
      // A live form computes on every keystroke: 1, 12, 123 is one entry, once typing pauses.
      if (live)
        historyTimer.current = setTimeout(() => recordResult(id, summary), LIVE_HISTORY_PAUSE_MS)
      else recordResult(id, summary)
    },
    [id, live],
  )

  const writeUrl = useCallback(
    (current: Record<string, string>) => {
      const paramsOf = (values: Readonly<Record<string, string>>) => {
        const params: Record<string, string | null> = {}
        if (mode) params.modo = mode.value
        for (const [name, spec] of Object.entries(fields))
          params[name] = urlValueOf(values[name] ?? '', spec.kind)
        return params
      }
      // While comparing, the link holds both scenarios (scenario-params.ts), so a reload, the
      // history and the page's Compartilhar all reopen the comparison.
      const comparison = comparisonOf(id)
      const params =
        comparison?.owner === formId
          ? scenarioParams(paramsOf(comparison.first), paramsOf(current))
          : paramsOf(current)
      const url = buildUrl(new URL(window.location.href), params)
      window.history.replaceState(window.history.state, '', url)
    },
    [fields, formId, id, mode],
  )

  const run = useCallback(
    (
      current: Record<string, string>,
      options: { showErrors: boolean; focus?: boolean },
    ): boolean | Promise<boolean> => {
      const ticket = ++lastRun.current
      // The formulas run as soon as they are here, while the cards may still be on their way;
      // only showing a result needs them.
      const evaluate = (module: M) => {
        const parsed = parse(fields, current)
        const outcome = latest.current.compute(parsed, module)
        const own = formErrors(fields, current)
        return { parsed, outcome, own, shows: outcome.ok && own.length === 0 }
      }
      const apply = ({ parsed, outcome, own }: ReturnType<typeof evaluate>): boolean => {
        setPending(false)
        keepValues()
        const messagesModule = errorMessages.current()
        if (outcome.ok && own.length === 0) {
          setErrors({})
          setErrorCodes({})
          setResult(() => outcome.value)
          setComputedFrom(withAdopted(current, adoptedEarly.current))
          adoptedEarly.current = {}
          noteShown(id, formId, current)
          const comparison = comparisonOf(id)
          if (comparison?.owner === formId)
            showSecond(id, outOfDate(fields, current, { ...comparison.first }) ? current : null)
          writeUrl(current)
          record(outcome.value, parsed)
          return true
        }
        setResult(null)
        const messageFor = messagesModule?.messageFor
        if (options.showErrors && messageFor) {
          const messages: Record<string, string> = {}
          const codes: Record<string, string> = {}
          for (const error of [...own, ...(outcome.ok ? [] : (outcome.errors as FieldError[]))]) {
            if (error.field in messages) continue
            messages[error.field] = messageFor(error, fields[error.field])
            codes[error.field] = error.code
          }
          setErrors(messages)
          setErrorCodes(codes)
          if (options.focus !== false)
            focusRequest.current = Object.keys(fields).find((name) => name in messages) ?? null
        }
        return false
      }
      const failed = (error: unknown) => {
        setPending(false)
        // Its chunk could not be fetched: the screen's error boundary offers to try again.
        setResult(() => {
          throw error
        })
        return false
      }
      // A result is shown only with its cards here, so that none suspends (see `cards`).
      const show = (evaluated: ReturnType<typeof evaluate>): boolean | Promise<boolean> => {
        if (!evaluated.shows && options.showErrors && errorMessages.current() === undefined) {
          setPending(true)
          return errorMessages
            .load()
            .then(() => ticket === lastRun.current && apply(evaluated), failed)
        }
        const parts = [...(latest.current.cards ?? []), ResultActions]
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
    [fields, formId, id, keepValues, lib, record, writeUrl],
  )

  // The library and the cards arrive on the person's first intent (a pointer over the page, a
  // touch, a focus), or at once for a form shown after hydration (a tab, the home dialog), so
  // that Calcular rarely has to wait for them, and a visit that only reads fetches neither (the
  // whole-page JavaScript budget). A failure here is not shown: Calcular tries again and says it.
  useEffect(
    () =>
      afterFirstIntent(() => {
        lib?.load().catch(() => undefined)
        errorMessages.load().catch(() => undefined)
        historyStore.load().catch(() => undefined)
        for (const part of [...(latest.current.cards ?? []), ResultActions])
          part.load().catch(() => undefined)
      }),
    [lib],
  )

  // Keys that reached the prerendered fields before the code did are the person's.
  const typedEarly = useTypedBeforeHydration(
    fields,
    (name) => document.getElementById(fieldId(name)),
    current,
    setValues,
  )

  // Links reproduce results: read the address once, after hydration.
  useEffect(() => {
    const search = window.location.search
    if (!urlMatchesMode(search, mode)) return
    const fromUrl = readUrlInputs(search, fields)
    if (Object.keys(fromUrl).length === 0) return
    const merged = {
      ...initialValues(fields),
      ...linkDefaults(fields),
      ...fromUrl,
      ...typedEarly.current,
    }
    // The address is an external system read once after hydration; the server had no query.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setValues(merged)
    // A link with two scenarios: the first is computed and drawn (the card keeps it), then the
    // second, which shows beside it.
    const secondSearch = secondScenarioSearch(search, Object.keys(fields))
    if (secondSearch !== null) {
      const second = {
        ...initialValues(fields),
        ...linkDefaults(fields),
        ...readUrlInputs(secondSearch, fields),
      }
      awaitFirst(id, formId, merged, () => {
        setValues(second)
        void run(second, { showErrors: true, focus: false })
      })
    }
    // A link with a wrong value says why, as Calcular would, without taking the focus.
    const shown = run(merged, { showErrors: true, focus: false })
    if (secondSearch !== null) void Promise.resolve(shown).then((ok) => ok || stopComparison(id))
    // Only on mount: later changes of the address are our own replaceState calls.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])

  // In the commit that shows the message: the field has the focus when the message is read.
  useLayoutEffect(() => {
    const name = focusRequest.current
    if (name === null) return
    focusRequest.current = null
    document.getElementById(fieldId(name))?.focus()
  }, [errors, fieldId])

  const setValue = useCallback(
    (name: string, text: string) => {
      const next = { ...current.current, [name]: text }
      setValues(next)
      if (live) queueMicrotask(() => void run(next, { showErrors: false }))
      setErrors((previous) => without(previous, name))
    },
    [live, run, setValues],
  )

  /** Sets a field to what the formulas already read it as (an older link's aviso that the motivo
   * lacks, which the result replaced by the motivo's own): the field changes, the result stays
   * current. */
  const adopt = useCallback(
    (name: string, text: string) => {
      setValue(name, text)
      // A result still on its way (its formulas or cards loading) was computed as this field
      // reads too: it takes the adopted text with it when it shows.
      adoptedEarly.current = { ...adoptedEarly.current, [name]: text }
      setComputedFrom((from) => (from === null ? from : { ...from, [name]: text }))
    },
    [setValue],
  )

  const submit = useCallback(
    (event?: SubmitEvent) => {
      event?.preventDefault()
      const typed = current.current
      const shown = settled(fields, typed)
      if (shown !== typed) setValues(shown)
      void run(shown, { showErrors: true })
    },
    [fields, run, setValues],
  )

  const clear = useCallback(() => {
    if (comparisonOf(id)?.owner === formId) stopComparison(id)
    lastRun.current++
    setPending(false)
    setValues(initialValues(fields))
    setErrors({})
    setResult(null)
    setComputedFrom(null)
    const url = buildUrl(new URL(window.location.href), {})
    window.history.replaceState(window.history.state, '', url)
  }, [fields, formId, id, setValues])

  // Ending a comparison leaves the link on the result shown; leaving the page ends it.
  const comparing = useComparison(id)?.owner === formId
  const wasComparing = useRef(false)
  const shownFrom = useRef(computedFrom)
  useLayoutEffect(() => {
    shownFrom.current = computedFrom
  })
  useEffect(() => {
    if (wasComparing.current && !comparing && shownFrom.current) writeUrl(shownFrom.current)
    wasComparing.current = comparing
  }, [comparing, writeUrl])
  useEffect(
    () => () => {
      if (comparisonOf(id)?.owner === formId) stopComparison(id)
    },
    [formId, id],
  )

  const field = useCallback(
    (name: keyof S & string): FieldState => ({
      id: fieldId(name),
      name,
      value: values[name] ?? '',
      error: errors[name],
      errorCode: errors[name] === undefined ? undefined : errorCodes[name],
      errorId: `${fieldId(name)}-erro`,
      spec: fields[name] as FieldSpec,
      setValue: (text: string) => setValue(name, text),
      warning: warningOf(fields[name] as FieldSpec, values[name] ?? '', values),
    }),
    [errorCodes, errors, fieldId, fields, setValue, values],
  )

  const parsed = useMemo(() => parse(fields, values), [fields, values])
  const stale = useMemo(
    () => !live && result !== null && outOfDate(fields, values, computedFrom),
    [computedFrom, fields, live, result, values],
  )

  return {
    /** The calculator's id, which the layout hands to its result card. */
    id,
    formProps: { id: formId, onSubmit: submit, noValidate: true },
    /** Waiting for the formulas' chunk: Calcular shows "Calculando…". */
    pending,
    field,
    values,
    parsed,
    errors,
    result,
    /** The result shown was computed from other values than those now in the fields: it stays
     * on screen, marked as out of date, until Calcular (a live form is never out of date). */
    stale,
    setValue,
    adopt,
    submit,
    clear,
    /** Runs the computation as if Calcular were pressed (quick-percent buttons); whether it
     * computed, once the library is here. */
    computeNow: (overrides: Partial<Record<keyof S & string, string>> = {}) => {
      // The screen's own values (a quick percentage) are written as it wants them shown.
      const next = { ...settled(fields, current.current), ...overrides } as Record<string, string>
      setValues(next)
      return run(next, { showErrors: true })
    },
  }
}

export type CalculatorForm = ReturnType<typeof useCalculatorForm>

/** The values a result was computed from, with the texts adopted meanwhile into the fields that
 * were still empty when it was computed (an empty field reads as what was adopted into it). */
function withAdopted(
  computed: Readonly<Record<string, string>>,
  adopted: Readonly<Record<string, string>>,
): Record<string, string> {
  const from = { ...computed }
  for (const [name, text] of Object.entries(adopted))
    if ((from[name] ?? '') === '') from[name] = text
  return from
}
