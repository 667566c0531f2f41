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

import type { FieldError, Outcome } from '@/lib/core/outcome.ts'
import { addHistoryEntry } from '@/providers/history-store.ts'
import { buildUrl, readUrlInputs, urlValueOf } from '@/hooks/use-url-inputs.ts'
import type { LazyModule } from '@/utils/lazy-module.ts'
import { formatOnBlur } from '@/utils/number-input.ts'
import { parseNumber } from '@/utils/parse-number.ts'

import { type FieldSpec, type FieldSpecs, isNumberKind, numberOptions } from './field-spec.ts'
import { messageFor } from './messages.ts'

type NumberKinds = 'money' | 'decimal' | 'percent' | 'integer'

/** What `compute` receives: numbers for number fields (`null` empty, `NaN` unreadable), text or
 * `null` for the others — exactly what the formula library's inputs accept. */
export type ParsedValues<S extends FieldSpecs> = {
  [K in keyof S]: S[K]['kind'] extends NumberKinds ? number | null : string | null
}

export type FieldState = {
  id: string
  name: string
  value: string
  error: string | undefined
  errorId: string
  spec: FieldSpec
  setValue: (text: string) => void
  /** The field's one-line warning for a legal but implausible value (FieldSpec.warn). */
  warning?: string | undefined
}

export type CalculatorFormOptions<S extends FieldSpecs, T, M = undefined> = {
  /** The calculator's catalogue id, recorded with the history entry. */
  id: string
  fields: S
  /**
   * The screen's formula module, loaded after hydration so it is not part of what the page runs
   * before it is interactive (the JavaScript budget). `compute` receives it; a Calcular pressed before
   * it has arrived waits for it. Without it, `compute` receives `undefined`.
   */
  lib?: LazyModule<M>
  compute: (values: ParsedValues<S>, lib: M) => Outcome<T>
  /** For screens with tabs: this form's `modo`. Links with another `modo` are not this form's. */
  mode?: { value: string; isDefault: boolean }
  /** One-line summary for the history view; without it nothing is recorded. */
  history?: (result: T, values: ParsedValues<S>) => { inputs: string; result: string }
  /** Recompute on every change, without Calcular (the converter). */
  live?: boolean
}

function initialValues(fields: FieldSpecs): Record<string, string> {
  return Object.fromEntries(
    Object.entries(fields).map(([name, spec]) => [name, spec.initial ?? '']),
  )
}

/** What a link means for the fields it does not carry, where that differs from `initial`. */
function linkDefaults(fields: FieldSpecs): Record<string, string> {
  const values: Record<string, string> = {}
  for (const [name, spec] of Object.entries(fields))
    if (spec.linkDefault !== undefined) values[name] = spec.linkDefault
  return values
}

function parse<S extends FieldSpecs>(fields: S, values: Record<string, string>): ParsedValues<S> {
  const parsed: Record<string, number | string | null> = {}
  for (const [name, spec] of Object.entries(fields)) {
    const text = values[name] ?? ''
    parsed[name] = isNumberKind(spec.kind) ? parseNumber(text) : text.trim() === '' ? null : text
  }
  return parsed as ParsedValues<S>
}

/** Whether the text carries a minus sign (`-10`, or a lone `-` still being typed). */
export function hasMinus(text: string): boolean {
  return /^\s*[-−]/.test(text)
}

/** Errors the form itself finds before the library sees the values: a minus sign in a field
 * that takes no negatives is reported, never dropped (the library might read -10 otherwise). */
function formErrors(fields: FieldSpecs, values: Record<string, string>): FieldError[] {
  return Object.entries(fields)
    .filter(([, spec]) => isNumberKind(spec.kind) && !spec.allowNegative)
    .filter(([name]) => hasMinus(values[name] ?? ''))
    .map(([name]) => ({ field: name, code: 'negative' }))
}

/** Number fields rounded to their precision and written canonically, as the person will see
 * them: a value is used only as it is shown. */
function settled(fields: FieldSpecs, values: Record<string, string>): Record<string, string> {
  let next = values
  for (const [name, spec] of Object.entries(fields)) {
    if (!isNumberKind(spec.kind)) continue
    const text = values[name] ?? ''
    const shown = formatOnBlur(text, { ...numberOptions(spec), fixed: spec.kind === 'money' })
    if (shown !== text) next = { ...next, [name]: shown }
  }
  return next
}

/** The warning a field's value earns, if any. */
function warningOf(spec: FieldSpec, text: string, values: Record<string, string>) {
  if (!spec.warn) return undefined
  const value = parseNumber(text)
  return value === null || !Number.isFinite(value) ? undefined : spec.warn(value, values)
}

function urlMatchesMode(
  search: string,
  mode: CalculatorFormOptions<FieldSpecs, unknown, unknown>['mode'],
): boolean {
  if (!mode) return true
  const modo = new URLSearchParams(search).get('modo')
  return modo === mode.value || (modo === null && mode.isDefault)
}

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
  const { fields, compute, mode, history, live, id, lib } = options
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
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [result, setResult] = useState<T | null>(null)
  const focusRequest = useRef<string | null>(null)
  // Each run takes a ticket; a run that waited for the library applies only if none came after.
  const lastRun = useRef(0)
  const latest = useRef({ compute, history })
  // Handlers read the newest compute/history without re-creating every callback on each render.
  useLayoutEffect(() => {
    latest.current = { compute, history }
  })

  const fieldId = useCallback((name: string) => `${formId}-${name}`, [formId])

  const record = useCallback(
    (value: T, parsed: ParsedValues<S>) => {
      const summarize = latest.current.history
      if (!summarize) return
      const summary = summarize(value, parsed)
      addHistoryEntry({
        id,
        ...summary,
        href: `${window.location.pathname}${window.location.search}`,
        at: Date.now(),
      })
    },
    [id],
  )

  const writeUrl = useCallback(
    (current: Record<string, string>) => {
      const params: Record<string, string | null> = {}
      if (mode) params.modo = mode.value
      for (const [name, spec] of Object.entries(fields))
        params[name] = urlValueOf(current[name] ?? '', spec.kind)
      const url = buildUrl(new URL(window.location.href), params)
      window.history.replaceState(window.history.state, '', url)
    },
    [fields, mode],
  )

  const run = useCallback(
    (
      current: Record<string, string>,
      options: { showErrors: boolean; focus?: boolean },
    ): boolean | Promise<boolean> => {
      const ticket = ++lastRun.current
      const apply = (module: M): boolean => {
        const parsed = parse(fields, current)
        const outcome = latest.current.compute(parsed, module)
        const own = formErrors(fields, current)
        if (outcome.ok && own.length === 0) {
          setErrors({})
          setResult(() => outcome.value)
          writeUrl(current)
          record(outcome.value, parsed)
          return true
        }
        setResult(null)
        if (options.showErrors) {
          const messages: Record<string, string> = {}
          for (const error of [...own, ...(outcome.ok ? [] : (outcome.errors as FieldError[]))]) {
            if (!(error.field in messages))
              messages[error.field] = messageFor(error, fields[error.field])
          }
          setErrors(messages)
          if (options.focus !== false)
            focusRequest.current = Object.keys(fields).find((name) => name in messages) ?? null
        }
        return false
      }
      if (!lib) return apply(undefined as M)
      const module = lib.current()
      if (module !== undefined) return apply(module)
      return lib.load().then(
        (loaded) => ticket === lastRun.current && apply(loaded),
        (error: unknown) => {
          // Its chunk could not be fetched: the screen's error boundary offers to try again.
          setResult(() => {
            throw error
          })
          return false
        },
      )
    },
    [fields, lib, record, writeUrl],
  )

  // The library arrives right after hydration, so that Calcular rarely has to wait for it.
  // A failure here is not shown: pressing Calcular tries again and reports it.
  useEffect(() => {
    lib?.load().catch(() => undefined)
  }, [lib])

  // Links reproduce results: read the address once, after hydration.
  useEffect(() => {
    const search = window.location.search
    if (!urlMatchesMode(search, mode)) return
    const fromUrl = readUrlInputs(search, fields)
    if (Object.keys(fromUrl).length === 0) return
    const merged = { ...initialValues(fields), ...linkDefaults(fields), ...fromUrl }
    // The address is an external system read once after hydration; the server had no query.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setValues(merged)
    // A link with a wrong value says why, as Calcular would, without taking the focus.
    void run(merged, { showErrors: true, focus: false })
    // Only on mount: later changes of the address are our own replaceState calls.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])

  useEffect(() => {
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
      setErrors((previous) => {
        if (!(name in previous)) return previous
        const { [name]: _fixed, ...rest } = previous
        return rest
      })
    },
    [live, run, setValues],
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
    lastRun.current++
    setValues(initialValues(fields))
    setErrors({})
    setResult(null)
    const url = buildUrl(new URL(window.location.href), {})
    window.history.replaceState(window.history.state, '', url)
  }, [fields, setValues])

  const field = useCallback(
    (name: keyof S & string): FieldState => ({
      id: fieldId(name),
      name,
      value: values[name] ?? '',
      error: errors[name],
      errorId: `${fieldId(name)}-erro`,
      spec: fields[name] as FieldSpec,
      setValue: (text: string) => setValue(name, text),
      warning: warningOf(fields[name] as FieldSpec, values[name] ?? '', values),
    }),
    [errors, fieldId, fields, setValue, values],
  )

  const parsed = useMemo(() => parse(fields, values), [fields, values])

  return {
    formProps: { id: formId, onSubmit: submit, noValidate: true },
    field,
    values,
    parsed,
    errors,
    result,
    setValue,
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
