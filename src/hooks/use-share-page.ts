import { useCallback } from 'react'

import { pageTitle } from '@/config/site.ts'

import { useShare } from './use-share.ts'

/** The address on screen without its fragment: after Calcular it carries the inputs. */
export function currentLink(): string {
  const url = new URL(window.location.href)
  url.hash = ''
  return url.href
}

/**
 * The page's own "Compartilhar" (page frame, home modal): shares the current address, so a result
 * on screen reaches the other person with its inputs, titled with the calculator's name.
 */
export function useSharePage(name: string) {
  const { share, sharing } = useShare()
  const sharePage = useCallback(
    () => void share({ title: pageTitle(name), url: currentLink() }),
    [share, name],
  )
  return { sharePage, sharing }
}
