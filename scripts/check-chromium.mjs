import { existsSync } from 'node:fs'

import { chromiumPath } from './chromium-path.mjs'

const path = chromiumPath()
if (!path) {
  console.error(
    [
      'Chromium não encontrado: os testes de ponta a ponta precisam de um navegador.',
      'Instale o Chromium do Debian:  sudo apt-get install -y chromium chromium-l10n',
      'ou aponte CHROME_PATH para um Chrome/Chromium já instalado.',
    ].join('\n'),
  )
  process.exit(1)
}
// Debian's Chromium reads its interface language, and with it the order of a date field's parts,
// from the environment; without its Portuguese pack the field is mm/dd/aaaa and the tests that
// type dates day first, as a Brazilian does, cannot pass.
if (path === '/usr/bin/chromium' && !existsSync('/usr/lib/chromium/locales/pt-BR.pak')) {
  console.error(
    [
      'O Chromium do Debian está sem o pacote de idioma pt-BR (datas em dd/mm/aaaa).',
      'Instale-o:  sudo apt-get install -y chromium-l10n',
    ].join('\n'),
  )
  process.exit(1)
}
console.log(`Chromium: ${path}`)
