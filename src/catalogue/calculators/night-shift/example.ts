import { exampleHref, type SampleLink, type WorkedExample } from '../../sample-link.ts'
import { brl } from '../../example-text.ts'

/**
 * April 2026, 22 nights from 22:00 to 05:00 on a salary of 2.640,00 (docs/legal/night-shift.md):
 * 176 night hours, 422,40, DSR 105,60. `extended`: the same nights to 06:00 (Súmula 60 II TST).
 */
export const example = {
  path: '/calculadora-adicional-noturno',
  query: {
    salario: 2640,
    noites: 22,
    entrada: '22:00',
    saida: '05:00',
    mes: '2026-04',
  },
  figures: { hours: 176, perMonth: 422.4, dsr: 105.6, total: 528 },
  extended: { saida: '06:00', perMonth: 482.74 },
} satisfies WorkedExample

/** The link the browser suite opens on this page, and a piece of the result it must show. */
export const sample: SampleLink = {
  href: exampleHref(example.path, example.query),
  expected: brl(example.figures.total),
}
