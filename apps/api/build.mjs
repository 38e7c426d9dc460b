// Bundles the API for `node dist/main.js`: our TS and the @sp/* workspace packages (TS
// source) go in; node_modules stay external and are resolved at run time.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const here = path.dirname(fileURLToPath(import.meta.url));
const dist = path.join(here, 'dist');
fs.rmSync(dist, { recursive: true, force: true });

await build({
  // parse-worker: imports read spreadsheets and PDFs in a worker thread started from this file.
  entryPoints: {
    main: 'src/main.ts',
    cli: 'src/cli.ts',
    'parse-worker': 'src/modules/imports/files/parse-worker.ts',
  },
  absWorkingDir: here,
  outdir: dist,
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'node',
  target: 'node20',
  sourcemap: true,
  // Like packages: 'external', except the workspace packages: they ship TypeScript
  // source, so they are bundled rather than imported at run time.
  plugins: [
    {
      name: 'externals-but-workspace',
      setup(b) {
        b.onResolve({ filter: /^[^./]/ }, (args) =>
          args.path.startsWith('@sp/') || args.kind === 'entry-point'
            ? undefined
            : { path: args.path, external: true },
        );
      },
    },
  ],
  banner: {
    js: "import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);",
  },
  logLevel: 'info',
});

// Read at run time beside main.js: the migrations and the common-passwords list.
fs.cpSync(path.join(here, 'src/kernel/db/migrations'), path.join(dist, 'migrations'), {
  recursive: true,
});
fs.copyFileSync(
  path.join(here, 'src/modules/identity/common-passwords.txt'),
  path.join(dist, 'common-passwords.txt'),
);
