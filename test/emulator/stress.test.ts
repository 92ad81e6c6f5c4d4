// The short stress suite inside `npm test`: the same parts as `npm run stress`, smaller counts.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {SHORT, runStress, table} from '../../bench/stress/suite.ts';

test('short stress suite: no 5xx, no token gets through, one winner per revision, no write lost', async () => {
  const rows = await runStress(SHORT);
  const failed = rows.filter((r) => !r.ok && r.part !== 'concurrent PATCHes without revisionId');
  assert.deepEqual(failed, [], table(rows));
  assert.ok(rows[0].cases >= 300, 'the bad-input catalogue has at least 300 cases');
});
