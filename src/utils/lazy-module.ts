/**
 * A module imported once, on first need, and then read synchronously. Calculator screens use it
 * for their formula library: the form is interactive without it (issue 7's budget counts only
 * what runs before that), it arrives right after hydration, and from then on Calcular computes
 * in the same tick, as if it had been imported statically.
 */
export type LazyModule<M> = {
  /** Starts the import, or returns the one under way; a failed import is retried next time. */
  load: () => Promise<M>
  /** The module once it has arrived. */
  current: () => M | undefined
}

export function lazyModule<M>(importer: () => Promise<M>): LazyModule<M> {
  let loaded: M | undefined
  let pending: Promise<M> | undefined
  return {
    load: () =>
      (pending ??= importer().then(
        (module) => (loaded = module),
        (error: unknown) => {
          pending = undefined
          throw error
        },
      )),
    current: () => loaded,
  }
}
