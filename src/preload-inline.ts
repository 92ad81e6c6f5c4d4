// `preload()` as a classic script: dist/install-config-preload.inline.js, for a host to paste into
// its HTML after the element. It runs as the parser reaches it, before any module has loaded (a
// module script, even inline, waits for the whole document), and it costs no request of its own
// (docs/cold-load.md "Inline it"). It adds one global, `installConfigPreload`, which is `preload`.
import {preload} from './preload.ts';

declare global {
  /** `preload(element, options)` from the inlined script (docs/cold-load.md "Inline it"). */
  var installConfigPreload: typeof preload;
}

globalThis.installConfigPreload = preload;
