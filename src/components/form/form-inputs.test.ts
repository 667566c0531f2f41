import { formOf, readInputs } from './form-inputs.ts'

// docs/decisions.md §4: "Copiar resumo" and "Comparar" read the inputs of the form the result
// came from.
describe('formOf', () => {
  it('finds the calculator’s form, not a helper form before it (the IRPF’s salary fill)', () => {
    document.body.innerHTML = `
      <section>
        <details><form aria-label="Preencher a partir do salário">
          <label for="s">Salário bruto mensal (R$)</label><input id="s" name="salario" value="5000">
        </form></details>
        <form aria-label="IRPF">
          <label for="r">Rendimentos tributáveis no ano (R$)</label>
          <input id="r" name="rendimentos" value="75.000,00">
        </form>
        <div><span id="actions"></span></div>
      </section>`
    const form = formOf(document.getElementById('actions'))
    expect(form?.getAttribute('aria-label')).toBe('IRPF')
    expect(readInputs(form!)).toEqual([
      { name: 'rendimentos', label: 'Rendimentos tributáveis no ano (R$)', value: '75.000,00' },
    ])
  })

  it('takes the only form even when the element comes before it', () => {
    document.body.innerHTML = `<div><span id="actions"></span><form aria-label="Só"></form></div>`
    expect(formOf(document.getElementById('actions'))?.getAttribute('aria-label')).toBe('Só')
  })

  it('has none without an element', () => {
    expect(formOf(null)).toBeNull()
  })
})
