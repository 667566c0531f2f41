/**
 * The singular of each plural unit a step's count carries: "1 dependente", "1 mês", never
 * "1 dependentes". Apart from steps.ts so the screen's formatter takes it without the arithmetic.
 */
const SINGULAR: Readonly<Record<string, string>> = {
  meses: 'mês',
  dias: 'dia',
  horas: 'hora',
  anos: 'ano',
  dependentes: 'dependente',
  parcelas: 'parcela',
  vezes: 'vez',
  pessoas: 'pessoa',
}

/** The unit as a count of `value` reads it: singular for exactly 1. */
export const unitWord = (unit: string, value: number): string =>
  value === 1 ? (SINGULAR[unit] ?? unit) : unit
