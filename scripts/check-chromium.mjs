import { chromiumPath } from './chromium-path.mjs'

const path = chromiumPath()
if (!path) {
  console.error(
    [
      'Chromium não encontrado: os testes de ponta a ponta precisam de um navegador.',
      'Instale o Chromium do Debian:  sudo apt-get install -y chromium',
      'ou aponte CHROME_PATH para um Chrome/Chromium já instalado.',
    ].join('\n'),
  )
  process.exit(1)
}
console.log(`Chromium: ${path}`)
