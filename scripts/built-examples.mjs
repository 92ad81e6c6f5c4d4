// Test-server middleware (web-test-runner): the example pages run against the BUILT script-tag
// bundle. `/built/*` serves the bundle and its language chunks, built in memory on first request
// with the same settings as `npm run build` (never a stale dist/). A page or module requested with
// `?built` gets its import of the sources (`../../src/define.ts`, and `../../src/preload.ts`) pointed
// at the bundle (and the preload script built beside it), and the CSP page's module is requested
// with `?built` too.
import {bundle} from './bundle.mjs';

let built;
const files = () =>
  (built ??= Promise.all([
    bundle({entry: 'src/script-tag.ts', outdir: 'built'}),
    bundle({entry: 'src/preload.ts', name: 'install-config-preload', outdir: 'built'}),
  ]).then((builds) => {
    const byPath = new Map();
    for (const f of builds.flatMap((b) => b.files))
      if (f.kind !== 'legal') byPath.set('/' + f.path.slice(f.path.lastIndexOf('built/')), f.contents);
    return byPath;
  }));

// The dev server may have rewritten the specifier to `./../../src/define.ts` already.
const SOURCE_IMPORT = /(["'])(?:\.\/)?\.\.\/\.\.\/src\/define\.ts\1/g;
const PRELOAD_IMPORT = /(["'])(?:\.\/)?\.\.\/\.\.\/src\/preload\.ts\1/g;

export function builtExamplesMiddleware() {
  // Start building with the server, so the first page does not wait for the whole build.
  files().catch(() => {});
  return async (ctx, next) => {
    if (ctx.path.startsWith('/built/')) {
      const body = (await files()).get(ctx.path);
      if (!body) return void (ctx.status = 404);
      ctx.type = 'text/javascript';
      ctx.body = Buffer.from(body);
      return;
    }
    await next();
    if (!('built' in ctx.query) || !ctx.path.startsWith('/demo/examples/')) return;
    let text =
      typeof ctx.body === 'string' ? ctx.body : Buffer.isBuffer(ctx.body) ? ctx.body.toString() : null;
    if (text === null && ctx.body && typeof ctx.body.pipe === 'function') {
      const chunks = [];
      for await (const c of ctx.body) chunks.push(Buffer.from(c));
      text = Buffer.concat(chunks).toString();
    }
    if (text === null) return;
    text = text
      .replace(SOURCE_IMPORT, '"/built/install-config-elements.js"')
      .replace(PRELOAD_IMPORT, '"/built/install-config-preload.js"')
      .replace(/src="\.\/(\w+)\.ts"/g, 'src="./$1.ts?built"');
    ctx.body = text;
    ctx.set('cache-control', 'no-store');
  };
}
