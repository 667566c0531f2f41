// Serves a built site the way a static host does: `/calculadora-imc` answers
// `calculadora-imc.html`, unknown paths `404.html` with status 404, and every file goes out
// compressed once, ahead of time (when the server starts), not on each request (Netlify, Cloudflare Pages and nginx with
// gzip_static all do so). `vite preview` gzips each response as it sends it: measured by
// Lighthouse on a two-core machine, that work competes with the page for the CPU and shows up
// as the page's own blocking time.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { createServer } from 'node:http'
import { extname, join, normalize, resolve } from 'node:path'
import { gzipSync } from 'node:zlib'

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.webmanifest': 'application/manifest+json',
  '.xml': 'application/xml',
  '.txt': 'text/plain; charset=utf-8',
}
const COMPRESSIBLE = new Set(['.html', '.js', '.css', '.svg', '.webmanifest', '.xml', '.txt'])

/** Starts the server; resolves once it listens. Returns a function that stops it, whose `port`
 * is the one it listens on (port 0 lets the system choose a free one). */
export async function serveStatic(distDir, port) {
  const dist = resolve(distDir)
  const cache = new Map()

  function load(file) {
    if (!cache.has(file)) {
      const body = readFileSync(file)
      const ext = extname(file)
      cache.set(file, {
        body,
        gzip: COMPRESSIBLE.has(ext) ? gzipSync(body, { level: 9 }) : null,
        type: TYPES[ext] ?? 'application/octet-stream',
      })
    }
    return cache.get(file)
  }

  function find(pathname) {
    let decoded
    try {
      decoded = decodeURIComponent(pathname)
    } catch {
      // A malformed escape (`/%E0%A4%A`) names no file.
      return { file: join(dist, '404.html'), status: 404 }
    }
    const path = normalize(decoded).replace(/^(\.\.[/\\])+/, '')
    const candidates = path === '/' ? ['index.html'] : [path, `${path}.html`]
    for (const candidate of candidates) {
      const file = join(dist, candidate)
      if (file.startsWith(dist) && existsSync(file) && statSync(file).isFile())
        return { file, status: 200 }
    }
    return { file: join(dist, '404.html'), status: 404 }
  }

  // Every file compressed before the first request: compressing on first use would put that work
  // on the machine's cores while a page loads (a service worker fetches the whole site at once).
  const walk = (dir) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name)
      if (entry.isDirectory()) walk(path)
      else load(path)
    }
  }
  walk(dist)

  const server = createServer((request, response) => {
    const { pathname } = new URL(request.url ?? '/', 'http://localhost')
    const { file, status } = find(pathname)
    const { body, gzip, type } = load(file)
    const useGzip = gzip && /\bgzip\b/.test(request.headers['accept-encoding'] ?? '')
    response.writeHead(status, {
      'Content-Type': type,
      'Cache-Control': pathname.startsWith('/assets/')
        ? 'public, max-age=31536000, immutable'
        : 'no-cache',
      ...(useGzip ? { 'Content-Encoding': 'gzip', Vary: 'Accept-Encoding' } : {}),
    })
    response.end(useGzip ? gzip : body)
  })
  await new Promise((resolve) => server.listen(port, resolve))
  const stop = () => new Promise((resolve) => server.close(resolve))
  return Object.assign(stop, { port: server.address().port })
}
