// The elements under `default-src 'self'`: same markup and token function as the other examples,
// plus the violations counted since the page started (csp-violations.js).
import '../../src/define.ts';
import {describeEvent, getToken, logTo} from './token.ts';

declare global {
  interface Window {
    cspViolations?: SecurityPolicyViolationEvent[];
  }
}

const el = document.querySelector('install-config')!;
const log = document.getElementById('log')!;
el.getToken = getToken;
for (const type of ['ic-change', 'ic-before-save', 'ic-saved', 'ic-error'] as const) {
  el.addEventListener(type, (e) => logTo(log, describeEvent(e)));
}

// Violations that happened before the page's elements existed were counted but not listed.
const list = document.getElementById('violation-list')!;
document.getElementById('violations')!.textContent = String(window.cspViolations?.length ?? 0);
if (!list.children.length) {
  for (const e of window.cspViolations ?? [])
    logTo(list, `${e.effectiveDirective} blocked ${e.blockedURI || '(inline)'}`);
}
