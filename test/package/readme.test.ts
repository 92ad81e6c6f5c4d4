// Every TypeScript example in README.md and docs/*.md compiles against the package as a user imports it
// (`install-config-elements`, `/define`, `/headless`, `/client`, `/emulator`, `/frameworks`),
// so a renamed export, a wrong option or a missing import in the README fails here. The
// headless examples also run (test/unit/readme-headless.test.ts); the script-tag page is
// test/package/pack.test.ts.
import assert from 'node:assert/strict';
import {spawnSync} from 'node:child_process';
import {mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {join, resolve} from 'node:path';
import {it} from 'node:test';

const root = resolve(import.meta.dirname, '../..');
const documents = [
  'README.md',
  ...readdirSync(join(root, 'docs'))
    .filter((f) => f.endsWith('.md'))
    .map((f) => `docs/${f}`),
];
const dir = join(root, '.tmp/readme-snippets');

interface Snippet {
  file: string;
  lang: string;
  line: number;
  code: string;
}

/** The ```ts and ```tsx blocks of every document, each with its file and the line it starts on. */
function snippets(): Snippet[] {
  const out: Snippet[] = [];
  for (const file of documents) {
    const text = readFileSync(join(root, file), 'utf8');
    const re = /^```(ts|tsx)\n([\s\S]*?)^```/gm;
    for (let m; (m = re.exec(text));) {
      out.push({file, lang: m[1], line: text.slice(0, m.index).split('\n').length, code: m[2]});
    }
  }
  return out;
}

// What the examples leave to the reader: a backend framework's `app`, the host's own user lookup,
// (in "Saving headlessly") the client, ids and draft of the example above it.
const prelude = `
declare const app: {get(path: string, handler: (req: unknown, res: {set(name: string, value: string): {json(body: unknown): void}}) => Promise<void>): void};
declare function groupOfSignedInUser(req: unknown): {groupRef: string; consumerRef: string};
declare const client: import('install-config-elements').Client;
declare const ids: import('install-config-elements').InstallationRef;
declare const draft: import('install-config-elements').ConfigDraft;
`;

it('every TypeScript example in README.md and docs/*.md type-checks against the package', () => {
  const blocks = snippets();
  assert.ok(blocks.length >= 8, `the documents have their TypeScript examples (found ${blocks.length})`);
  for (const file of ['README.md', 'docs/headless.md', 'docs/frameworks.md', 'docs/emulator.md']) {
    assert.ok(
      blocks.some((b) => b.file === file),
      `${file} has a TypeScript example`,
    );
  }
  rmSync(dir, {recursive: true, force: true});
  mkdirSync(dir, {recursive: true});
  const files = blocks.map((b) => `${b.file.replace(/\W/g, '-')}-line-${b.line}.${b.lang}`);
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
          'install-config-elements/contract': src('contract/index.ts'),
          'install-config-elements/emulator': src('emulator/index.ts'),
          'install-config-elements/frameworks': src('frameworks.ts'),
          'install-config-elements/react': src('react.ts'),
          'install-config-elements/jsx': src('frameworks/react.ts'),
          'install-config-elements/vue': src('frameworks/vue.ts'),
          'install-config-elements/svelte': src('frameworks/svelte.ts'),
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
    'examples that do not compile (<file>-line-N = the document and the line of its ``` fence)',
  );
  assert.equal(r.status, 0);
  rmSync(dir, {recursive: true, force: true});
});
