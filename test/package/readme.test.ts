// Every TypeScript example in README.md compiles against the package as a user imports it
// (`install-config-elements`, `/define`, `/headless`, `/client`, `/emulator`, `/frameworks`),
// so a renamed export, a wrong option or a missing import in the README fails here. The
// headless example also runs (test/unit/readme-headless.test.ts); the script-tag page is
// test/package/pack.test.ts.
import assert from 'node:assert/strict';
import {spawnSync} from 'node:child_process';
import {mkdirSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {join, resolve} from 'node:path';
import {it} from 'node:test';

const root = resolve(import.meta.dirname, '../..');
const readme = readFileSync(join(root, 'README.md'), 'utf8');
const dir = join(root, '.tmp/readme-snippets');

/** The ```ts and ```tsx blocks, each with the line it starts on. */
function snippets(): Array<{lang: string; line: number; code: string}> {
  const out: Array<{lang: string; line: number; code: string}> = [];
  const re = /^```(ts|tsx)\n([\s\S]*?)^```/gm;
  for (let m; (m = re.exec(readme));)
    out.push({lang: m[1], line: readme.slice(0, m.index).split('\n').length, code: m[2]});
  return out;
}

// What the examples leave to the reader: a backend framework's `app`, the host's own user lookup,
// and (in "Saving headlessly") the client, ids and draft of the example above it.
const prelude = `
declare const app: {post(path: string, handler: (req: unknown, res: {type(t: string): {send(body: string): void}}) => Promise<void>): void};
declare function groupOfSignedInUser(req: unknown): {groupRef: string; consumerRef: string};
declare const client: import('install-config-elements').Client;
declare const ids: import('install-config-elements').InstallationRef;
declare const draft: import('install-config-elements').ConfigDraft;
`;

it('every TypeScript example in README.md type-checks against the package', () => {
  const blocks = snippets();
  assert.ok(blocks.length >= 7, `README has its TypeScript examples (found ${blocks.length})`);
  rmSync(dir, {recursive: true, force: true});
  mkdirSync(dir, {recursive: true});
  const files = blocks.map((b) => `readme-line-${b.line}.${b.lang}`);
  blocks.forEach((b, i) => writeFileSync(join(dir, files[i]), b.code));
  writeFileSync(join(dir, 'prelude.d.ts'), prelude);
  const src = (p: string) => [join(root, 'src', p)];
  writeFileSync(
    join(dir, 'tsconfig.json'),
    JSON.stringify({
      extends: join(root, 'tsconfig.json'),
      compilerOptions: {
        noEmit: true,
        types: ['node'],
        paths: {
          'install-config-elements': src('index.ts'),
          'install-config-elements/define': src('define.ts'),
          'install-config-elements/headless': src('headless.ts'),
          'install-config-elements/client': src('client.ts'),
          'install-config-elements/emulator': src('emulator/index.ts'),
          'install-config-elements/frameworks': src('frameworks.ts'),
        },
      },
      include: [...files, 'prelude.d.ts'],
    }),
  );
  const r = spawnSync(
    process.execPath,
    [join(root, 'node_modules/typescript/bin/tsc'), '-p', join(dir, 'tsconfig.json')],
    {cwd: root, encoding: 'utf8'},
  );
  // tsc names the file, so the README line of a failing example is in the message.
  assert.equal(
    r.stdout + r.stderr,
    '',
    'README examples that do not compile (readme-line-N = the line of its ``` fence)',
  );
  assert.equal(r.status, 0);
  rmSync(dir, {recursive: true, force: true});
});
