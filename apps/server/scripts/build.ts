import { copyFileSync, rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { build, type Plugin } from 'esbuild';

/**
 * Production runs the server as JavaScript under `node` itself, with no transpiler loaded. Our
 * workspace packages export TypeScript source, so they are bundled in; every other dependency
 * stays an import from node_modules (native addons, PGlite's WebAssembly and Swagger UI's files
 * are found beside their own modules there). The bundle is `dist/main.js` plus chunks for what
 * loads later; code that reads files beside its own module lives in main.js.
 */
const outdir = fileURLToPath(new URL('../dist', import.meta.url));
const src = (path: string) => fileURLToPath(new URL(`../src/${path}`, import.meta.url));

const externalDependencies: Plugin = {
  name: 'external-dependencies',
  setup(builder) {
    builder.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@balasin/') ? undefined : { path: args.path, external: true },
    );
  },
};

rmSync(outdir, { recursive: true, force: true });
await build({
  entryPoints: [src('main.ts')],
  outdir,
  bundle: true,
  format: 'esm',
  platform: 'node',
  target: 'node24',
  // Dynamic imports stay chunks of their own, loaded when first needed (the Baileys driver).
  splitting: true,
  chunkNames: 'chunks/[name]-[hash]',
  sourcemap: true,
  plugins: [externalDependencies],
  logLevel: 'warning',
});

// The docs page reads these beside its own module; in the bundle that module is dist/main.js.
for (const file of ['docs-page.html', 'docs-init.js']) {
  copyFileSync(src(`plugins/${file}`), `${outdir}/${file}`);
}
