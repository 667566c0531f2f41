/**
 * A module imported once, on first need, and then read synchronously. Calculator screens use it
 * for their formula library: the form is interactive without it, the form hook fetches it on the
 * person's first intent (first-intent.ts; during hydration for a link with inputs), before a
 * person has typed a number, and from then on Calcular computes in the same tick, as if it had
 * been imported statically.
 */
export type LazyModule<M> = {
  /** Starts the import, or returns the one under way; a failed import is retried next time. */
  load: () => Promise<M>
  /** The module once it has arrived. */
  current: () => M | undefined
}

declare const declared: unique symbol

/**
 * A tab's `modo` as its screen declared it (`defineModes(…).lazyTab`, src/components/form/modes.ts):
 * a plain string is refused, so a misspelled `modo` fails `tsc` instead of never loading.
 */
export type DeclaredModo = string & { readonly [declared]: true }

export type LazyOptions = {
  /**
   * Needed by one tab only (a tabbed screen's `modo`, see ModeTabs): a link loads it at once only
   * when it opens on that tab, and leaves the CPU to what its own tab needs otherwise.
   */
  modo?: DeclaredModo
}

/** An address with a query is a shared link (or one from the history): its result is what the
 * page is opened for. */
const openedWithInputs = (modo: string | undefined) =>
  typeof window !== 'undefined' &&
  window.location.search.length > 1 &&
  (modo === undefined || new URLSearchParams(window.location.search).get('modo') === modo)

export function lazyModule<M>(
  importer: () => Promise<M>,
  { modo }: LazyOptions = {},
): LazyModule<M> {
  let loaded: M | undefined
  let pending: Promise<M> | undefined
  const load = () =>
    (pending ??= importer().then(
      (module) => (loaded = module),
      (error: unknown) => {
        pending = undefined
        throw error
      },
    ))
  // A shared link computes as soon as the page has hydrated: fetch now, while the screen
  // hydrates, rather than after it (the screen's module, where this runs, loads just before).
  // For a link the prerendered page has already preloaded the chunk and all it imports
  // (scripts/prerender.mjs), so this import finds them here instead of discovering them one
  // level at a time. A plain visit keeps the CPU for hydration and fetches after it.
  if (openedWithInputs(modo)) load().catch(() => undefined)
  return { load, current: () => loaded }
}
