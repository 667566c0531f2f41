import { fileURLToPath, URL } from 'node:url'

import tailwindcss from '@tailwindcss/vite'
import react from '@vitejs/plugin-react'
import { defineConfig, type Plugin } from 'vite'

import { buildSprite } from './scripts/icon-sprite.mjs'

const local = (path: string) => fileURLToPath(new URL(path, import.meta.url))

// React Router's package exports point only at its development build, which keeps dev-only
// warnings and checks (https://github.com/remix-run/react-router/issues/12532). Builds use the
// production files it ships beside it; the dev server and the tests keep the development build
// and its warnings.
function reactRouterProduction(): Plugin {
  const dist = './node_modules/react-router/dist/production'
  return {
    name: 'react-router-production',
    apply: 'build',
    config: () => ({
      resolve: {
        alias: [
          { find: /^react-router$/, replacement: local(`${dist}/index.mjs`) },
          { find: /^react-router\/dom$/, replacement: local(`${dist}/dom-export.mjs`) },
        ],
      },
    }),
  }
}

// With `modulePreload: false` and one stylesheet, Vite still wraps every dynamic import in its
// preload helper, always with nothing to preload: the helper (about 0,7 KB gzip in the entry
// chunk, on every page before it is interactive) only calls the import. The helper becomes that
// call. Its other duty, the `vite:preloadError` event, has no listener here: a failed chunk
// rejects the import as before, for the error boundaries to show.
function noPreloadHelper(): Plugin {
  return {
    name: 'no-preload-helper',
    apply: 'build',
    enforce: 'pre',
    load: (id) =>
      id === '\0vite/preload-helper.js'
        ? 'export const __vitePreload = (load) => load()'
        : undefined,
  }
}

// The calculators' icons, one SVG sprite at `/icons.svg` (scripts/icon-sprite.mjs): served by the
// dev server, written beside the client build (not the SSR one), precached by the service worker.
function iconSprite(): Plugin {
  return {
    name: 'icon-sprite',
    configureServer(server) {
      server.middlewares.use('/icons.svg', (_request, response) => {
        response.setHeader('Content-Type', 'image/svg+xml')
        response.end(buildSprite())
      })
    },
    generateBundle() {
      if (this.environment.config.build.ssr) return
      this.emitFile({ type: 'asset', fileName: 'icons.svg', source: buildSprite() })
    },
  }
}

// React DOM's client is one CommonJS module of about 200 KB, bundled as one function that runs
// when the app first imports it. V8 compiles a function only when it is first called, on the
// main thread: that compile (and, during hydration, the compile of each of React's functions as
// it is first used) lands in the tasks after the first paint (the TBT budget). The explicit
// compile hint makes V8 compile the whole chunk eagerly while it streams it in, on a background
// thread (https://v8.dev/blog/explicit-compile-hints; browsers without it ignore the comment).
function eagerCompileReactDom(): Plugin {
  return {
    name: 'eager-compile-react-dom',
    apply: 'build',
    // After minification, which would drop the comment.
    generateBundle(_, bundle) {
      for (const chunk of Object.values(bundle))
        if (
          chunk.type === 'chunk' &&
          chunk.moduleIds.some((id) => id.includes('react-dom-client.production'))
        )
          chunk.code = `//# allFunctionsCalledOnLoad\n${chunk.code}`
    },
  }
}

export default defineConfig({
  plugins: [
    react(),
    tailwindcss(),
    reactRouterProduction(),
    noPreloadHelper(),
    iconSprite(),
    eagerCompileReactDom(),
  ],
  resolve: {
    alias: { '@': local('./src') },
  },
  // The year the pages were prerendered in: the footer's "© 2024–<year>" hydrates with it, then
  // shows the visitor's year (src/components/layout/site-footer.tsx).
  define: { __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()) },
  build: {
    target: 'es2022',
    // scripts/size.mjs reads it to follow each route's static imports.
    manifest: true,
    // One stylesheet for the whole site, which the prerender inlines in every page. Split per
    // chunk, it becomes a dependency of every lazy chunk and Vite's preload helper would fetch it
    // again after hydration: a second parse and a whole-page restyle (the TBT budget).
    cssCodeSplit: false,
    // No preload helper around dynamic imports: each page's modules are already preloaded by
    // its prerendered HTML (scripts/prerender.mjs), and the helper's per-import bookkeeping
    // (resolving URLs, scanning and adding <link>s) costs a slow phone tens of milliseconds
    // while it hydrates (the TBT budget).
    modulePreload: false,
  },
  preview: { port: 4173, strictPort: true },
})
