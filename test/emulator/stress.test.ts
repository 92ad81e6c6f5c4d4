// The short stress suite inside `npm test`: the same parts as `npm run stress`, smaller counts.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {SHORT, runStress, table} from '../../bench/stress/suite.ts';

test('short stress suite: no 5xx, no token gets through, one winner per revision, none without a revision, no write lost, client faults typed', async () => {
  const rows = await runStress(SHORT);
  const failed = rows.filter((r) => !r.ok);
  assert.deepEqual(failed, [], table(rows));
  assert.ok(rows[0].cases >= 300, 'the bad-input catalogue has at least 300 cases');
});
