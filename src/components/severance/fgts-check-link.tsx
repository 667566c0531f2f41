import { fgtsCheckHref } from './fgts-check-href.ts'

/** "Confira seus depósitos do FGTS" under a rescisão, with this contract's values (fgts-check-href.ts). */
export function FgtsCheckLink({
  salary,
  dismissalDate,
}: {
  salary: number
  dismissalDate: string
}) {
  return (
    <p className="text-sm">
      <a
        href={fgtsCheckHref(salary, dismissalDate)}
        onClick={(event) => {
          event.currentTarget.href = fgtsCheckHref(salary, dismissalDate, window.location.search)
        }}
        className="text-primary font-medium underline underline-offset-2"
      >
        Confira seus depósitos do FGTS
      </a>{' '}
      <span className="text-muted-foreground">(mês a mês, com o extrato do app FGTS)</span>
    </p>
  )
}
