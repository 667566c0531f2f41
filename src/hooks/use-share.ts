import { useCallback, useRef, useState } from 'react'

import { loadToaster } from '@/components/ui/load-toaster.ts'
import { useToast } from '@/providers/toast-context.ts'

export type SharePayload = {
  title: string
  text?: string
  url: string
  /** What the toast calls the copy, when it is not the link ("Resumo copiado!"). */
  copied?: { title: string; description: string }
}

const LINK_COPIED = {
  title: 'Link copiado!',
  description: 'O link foi copiado para a área de transferência.',
}

export type UseShare = {
  share: (payload: SharePayload) => Promise<void>
  /** True while a share or copy runs: disable the button and say so (aria-busy). */
  sharing: boolean
}

/**
 * Native share sheet when the device has one, else the clipboard (text, then the address), with
 * the spec's toasts. A cancelled share is silent; any other share error falls back to copying.
 */
export function useShare(): UseShare {
  const toast = useToast()
  const [sharing, setSharing] = useState(false)
  const busy = useRef(false)

  const copy = useCallback(
    async (content: string, copied: SharePayload['copied'] = LINK_COPIED) => {
      try {
        await writeClipboard(content)
        toast(copied)
      } catch (error) {
        console.error('Falha ao copiar para a área de transferência', error)
        toast({
          title: 'Erro ao copiar',
          description: 'Não foi possível copiar o link.',
          variant: 'destructive',
        })
      }
    },
    [toast],
  )

  const share = useCallback(
    async ({ title, text, url, copied }: SharePayload) => {
      // A double tap must not open two share sheets (the second would reject with InvalidState).
      if (busy.current) return
      busy.current = true
      setSharing(true)
      // The toast chunk downloads while the share sheet or clipboard is busy.
      void loadToaster().catch(() => {})
      try {
        if (typeof navigator.share === 'function') {
          try {
            await navigator.share(text === undefined ? { title, url } : { title, text, url })
            return
          } catch (error) {
            if (isAbort(error)) return
            console.error('Falha no compartilhamento nativo; copiando o link', error)
          }
        }
        await copy(text === undefined ? url : `${text}\n${url}`, copied)
      } finally {
        busy.current = false
        setSharing(false)
      }
    },
    [copy],
  )

  return { share, sharing }
}

function isAbort(error: unknown): boolean {
  return (
    typeof error === 'object' && error !== null && 'name' in error && error.name === 'AbortError'
  )
}

async function writeClipboard(content: string): Promise<void> {
  // The DOM types promise a clipboard, but plain-http pages and old browsers have none.
  if (navigator.clipboard && typeof navigator.clipboard.writeText === 'function') {
    await navigator.clipboard.writeText(content)
    return
  }
  // No async clipboard (plain http, old browsers): the legacy copy command still works there.
  const area = document.createElement('textarea')
  area.value = content
  area.setAttribute('readonly', '')
  area.style.position = 'fixed'
  area.style.opacity = '0'
  document.body.appendChild(area)
  area.select()
  try {
    // eslint-disable-next-line @typescript-eslint/no-deprecated -- the fallback is the point
    if (!document.execCommand('copy')) throw new Error('execCommand copy refused')
  } finally {
    area.remove()
  }
}
