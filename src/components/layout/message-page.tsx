import type { ReactNode } from 'react'

/** Full-page message (404, unexpected error): big code, heading, text and actions. */
export function MessagePage({
  code,
  title,
  children,
  actions,
}: {
  code: string
  title: string
  children?: ReactNode
  actions: ReactNode
}) {
  return (
    <main
      id="conteudo"
      className="mx-auto flex w-full max-w-xl flex-1 flex-col items-center justify-center px-4 py-16 text-center"
    >
      <p className="text-primary text-6xl font-extrabold tracking-tight">{code}</p>
      <h1 className="mt-4 text-2xl font-bold tracking-tight sm:text-3xl">{title}</h1>
      {children && <div className="text-muted-foreground mt-3">{children}</div>}
      <div className="mt-8 flex flex-wrap justify-center gap-3">{actions}</div>
    </main>
  )
}
