import { fgtsBirthdayHref } from './fgts-birthday-href.ts'

/** The saque-aniversário with the balance the extract gives (fgts-birthday-href.ts). */
export function FgtsBirthdayLink({ balance }: { balance: number }) {
  return (
    <p className="no-print text-sm">
      <a
        href={fgtsBirthdayHref(balance)}
        className="text-primary font-medium underline underline-offset-2"
      >
        Quanto posso sacar no saque-aniversário?
      </a>{' '}
      <span className="text-muted-foreground">
        {balance > 0
          ? '(com o saldo estimado pelo extrato; some o das outras contas do FGTS, se tiver)'
          : '(informe o saldo de todas as suas contas do FGTS)'}
      </span>
    </p>
  )
}
