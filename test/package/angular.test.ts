// Angular templates, checked as Angular's own compiler checks an app built with the
// CLI (ngc with strictTemplates): `$event` of (ic-saved) is an IcSavedEvent, so a handler taking
// another event's type fails, and so does a misspelt member. The example app (examples/angular)
// is built by the CLI, AOT with strict templates, in framework-apps.test.ts.
import assert from 'node:assert/strict';
import {spawnSync} from 'node:child_process';
import {resolve} from 'node:path';
import {it} from 'node:test';
import {stripVTControlCharacters} from 'node:util';

const root = resolve(import.meta.dirname, '../..');

it('ngc accepts the Angular example and refuses the misuses', () => {
  const ngc = resolve(root, 'node_modules/@angular/compiler-cli/bundles/src/bin/ngc.js');
  const r = spawnSync(process.execPath, [ngc, '-p', 'test/package/types/angular/tsconfig.json'], {
    cwd: root,
    encoding: 'utf8',
  });
  // one line per error, without colours: "file:line:col - error TSnnnn: message"
  const errors = stripVTControlCharacters(r.stdout + r.stderr)
    .split('\n')
    .filter((line) => / - error /.test(line));
  assert.deepEqual(errors, [
    "misuse.ts:11:19 - error TS2551: Property 'getTokn' does not exist on type 'MisuseComponent'. Did you mean 'getToken'?",
    "misuse.ts:12:27 - error TS2345: Argument of type 'IcSavedEvent' is not assignable to parameter of type 'IcErrorEvent'.",
  ]);
  assert.equal(r.status, 1);
});
