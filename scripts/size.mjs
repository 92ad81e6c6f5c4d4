// `npm run size`: min+gzip bytes of the script-tag bundle and of the headless core alone,
// against the budgets. `--check` exits non-zero above the gate (run by `npm test`).
import {BUDGETS, CORE_ENTRY, bundle, gzipSize} from './bundle.mjs';

const rows = [
  ['bundle', 'script-tag bundle (src/define.ts, Lit included)', await bundle({entry: 'src/define.ts'})],
  ['core', 'headless core (client, draft, patch, schemas)', await bundle({contents: CORE_ENTRY})],
];
let over = false;
for (const [key, label, js] of rows) {
  const gz = gzipSize(js);
  const {limit, goal, gate} = BUDGETS[key];
  const verdict = gz > limit ? 'OVER BUDGET' : gz > goal ? 'within budget, over goal' : 'within goal';
  if (gz > gate) over = true;
  console.log(
    `${label}: ${(js.length / 1024).toFixed(1)} KB min, ${(gz / 1024).toFixed(2)} KB min+gzip ` +
      `(budget ${limit / 1024} KB, goal ${goal / 1024} KB: ${verdict}; gate ${gate / 1024} KB${gz > gate ? ': FAILED' : ''})`,
  );
}
if (over && process.argv.includes('--check')) {
  console.error('size check failed: a build grew past its gate (scripts/bundle.mjs BUDGETS)');
  process.exit(1);
}
