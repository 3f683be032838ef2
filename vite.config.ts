import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';
import { build, defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';

/**
 * Builds the service worker (client/service-worker/sw.ts) into `sw.js` at the root of the
 * client's output, inside the app's own build: `vite build` alone (the browser tests' global
 * setup) and scripts/build.mjs both get it, and a dev server has none (the client registers it in
 * production builds only).
 *
 * A nested build rather than a second Rollup input of the app's build: a worker must be one
 * classic script at a fixed URL, while a second input would share chunks with the app (zod, the
 * badge helper) and `import` them from hashed files, which needs a module worker. And the nested
 * build runs once the app's bundle is known, so the worker is told exactly which files are the
 * shell to precache (__PRECACHE__) and a hash of the build (__SHELL_VERSION__): a new release is
 * a new sw.js, which is how browsers notice an update.
 */
function serviceWorker(): Plugin {
  const publicDir = resolve('client/public');
  return {
    name: 'portal-service-worker',
    apply: 'build',
    // After Vite's own plugins, so the bundle holds index.html too.
    enforce: 'post',
    async generateBundle(_options, bundle) {
      // The shell: index.html, the files it references (entry script, styles, preloads), and the
      // public files (icons, manifest, logo). The lazily loaded pages' chunks are cached by the
      // worker when they are first fetched through it, not all at install.
      const html = bundle['index.html'];
      if (html?.type !== 'asset') throw new Error('The service worker needs index.html in the bundle');
      const referenced = [...String(html.source).matchAll(/(?:src|href)="\/(assets\/[^"]+)"/g)].map((m) => m[1]!);
      const files = new Map<string, string | Uint8Array>([['/index.html', html.source]]);
      for (const fileName of referenced) {
        const output = bundle[fileName];
        if (output) files.set(`/${fileName}`, output.type === 'chunk' ? output.code : output.source);
      }
      for (const entry of readdirSync(publicDir, { recursive: true, withFileTypes: true })) {
        if (!entry.isFile()) continue;
        const path = join(entry.parentPath, entry.name);
        files.set(`/${relative(publicDir, path).split(sep).join('/')}`, readFileSync(path));
      }
      const precache = [...files.keys()].sort();
      // The version covers the whole build (a lazy page's change too), so each release is a new sw.js.
      const hash = createHash('sha256');
      for (const [fileName, output] of Object.entries(bundle).sort(([a], [b]) => a.localeCompare(b))) {
        hash.update(fileName).update(output.type === 'chunk' ? output.code : output.source);
      }
      for (const url of precache) hash.update(url).update(files.get(url)!);

      const output = await build({
        configFile: false,
        root: resolve('client'),
        publicDir: false,
        logLevel: 'warn',
        mode: 'production',
        define: {
          __PRECACHE__: JSON.stringify(precache),
          __SHELL_VERSION__: JSON.stringify(hash.digest('hex').slice(0, 16)),
        },
        build: {
          write: false,
          sourcemap: false,
          modulePreload: false,
          copyPublicDir: false,
          rollupOptions: {
            input: resolve('client/service-worker/sw.ts'),
            output: { format: 'iife', entryFileNames: 'sw.js' },
          },
        },
      });
      const outputs = (Array.isArray(output) ? output : [output]) as { output: { fileName: string; type: string }[] }[];
      const chunk = outputs
        .flatMap((result) => result.output)
        .find((file): file is { fileName: string; type: 'chunk'; code: string } => file.fileName === 'sw.js');
      if (!chunk) throw new Error('The service worker build gave no sw.js');
      this.emitFile({ type: 'asset', fileName: 'sw.js', source: chunk.code });
    },
  };
}

export default defineConfig({
  root: 'client',
  plugins: [react(), serviceWorker()],
  build: { outDir: '../dist/client', emptyOutDir: true, sourcemap: false },
  server: {
    port: 5173,
    proxy: {
      '/api': 'http://localhost:3000',
      '/socket.io': { target: 'http://localhost:3000', ws: true },
    },
  },
});
