import { execFileSync } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'

import { chromiumPath } from './chromium-path.mjs'

/**
 * Makes sure the end-to-end tests have a Chromium that lays dates out dd/mm/aaaa, installing one
 * when missing, so the README's test command works on a machine that has only Node:
 *
 * - Debian or Ubuntu: the system's packages (`chromium`, its pt-BR pack `chromium-l10n`, and a
 *   font), through apt-get as root or with `sudo -n`. The browser then gets the system's security
 *   updates like any other package.
 * - Anywhere else, or when apt cannot be used: Playwright's own Chromium build
 *   (`playwright install chromium`), which carries every interface language.
 *
 * CHROME_PATH, when set, is used as it is.
 */

const DEBIAN_PACKAGES = ['chromium', 'chromium-l10n', 'fonts-dejavu-core']
// Debian's Chromium reads its interface language, and with it the order of a date field's parts,
// from the environment; without the Portuguese pack the field is mm/dd/aaaa and the tests that
// type dates day first, as a Brazilian does, cannot pass.
const PT_BR_PAK = '/usr/lib/chromium/locales/pt-BR.pak'

function run(command, args) {
  console.log(`$ ${[command, ...args].join(' ')}`)
  execFileSync(command, args, {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  })
}

function isDebianLike() {
  if (!existsSync('/etc/os-release')) return false
  const release = readFileSync('/etc/os-release', 'utf8')
  return /^(ID|ID_LIKE)=.*\b(debian|ubuntu)\b/m.test(release)
}

/** apt-get as root, or through sudo without a password prompt; undefined when neither works. */
function aptRunner() {
  if (process.getuid?.() === 0) return (args) => run('apt-get', args)
  try {
    execFileSync('sudo', ['-n', 'true'], { stdio: 'ignore' })
    return (args) => run('sudo', ['-n', 'apt-get', ...args])
  } catch {
    return undefined
  }
}

function installWithApt(packages) {
  const apt = aptRunner()
  if (!apt) return false
  try {
    apt(['update', '-qq'])
    apt(['install', '-y', '-qq', ...packages])
    return true
  } catch {
    return false
  }
}

function installWithPlaywright() {
  run(process.execPath, [
    new URL('../node_modules/@playwright/test/cli.js', import.meta.url).pathname,
    'install',
    'chromium',
  ])
}

function works(path) {
  try {
    execFileSync(path, ['--version'], { stdio: 'ignore', timeout: 30_000 })
    return true
  } catch {
    return false
  }
}

let path = chromiumPath()
if (!path || !works(path)) {
  console.log('Chromium não encontrado: instalando o navegador dos testes de ponta a ponta…')
  if (!(isDebianLike() && installWithApt(DEBIAN_PACKAGES) && works(chromiumPath() ?? ''))) {
    installWithPlaywright()
  }
  path = chromiumPath()
}
if (path === '/usr/bin/chromium' && !existsSync(PT_BR_PAK)) {
  console.log('O Chromium do Debian está sem o pacote pt-BR (datas em dd/mm/aaaa): instalando…')
  if (!installWithApt(['chromium-l10n'])) {
    console.error('Instale-o:  sudo apt-get install -y chromium-l10n')
    process.exit(1)
  }
}
if (!path || !works(path)) {
  console.error('Não foi possível instalar o Chromium. Aponte CHROME_PATH para um Chrome/Chromium.')
  process.exit(1)
}
console.log(`Chromium: ${path}`)
