// `npm run stress`: the full stress suite on 127.0.0.1; prints one table; exit 1 when a row fails.
import {FULL, SHORT, runStress, table} from './suite.ts';

const rows = await runStress(process.argv.includes('--short') ? SHORT : FULL);
console.log(table(rows));
process.exit(rows.every((r) => r.ok) ? 0 : 1);
