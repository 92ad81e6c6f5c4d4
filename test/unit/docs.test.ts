// The documents a newcomer reads: the README stays a front door with the two commands on top, and
// every link between README.md, CONTRIBUTING.md, CHANGELOG.md and docs/*.md lands on a file and a
// heading that exist (sections moved into docs/ once; a stale anchor is a dead end for a reader).
import assert from 'node:assert/strict';
import {existsSync, readdirSync, readFileSync} from 'node:fs';
import {dirname, join, relative, resolve} from 'node:path';
import {describe, it} from 'node:test';

const root = resolve(import.meta.dirname, '../..');
const documents = [
  'README.md',
  'CONTRIBUTING.md',
  'CHANGELOG.md',
  ...readdirSync(join(root, 'docs'))
    .filter((f) => f.endsWith('.md'))
    .map((f) => `docs/${f}`),
];
const read = (file: string) => readFileSync(join(root, file), 'utf8');
/** Where a document's links start from: the package README is the tarball's README.md, at its root. */
const placed = (file: string) => (file === 'docs/package-readme.md' ? 'README.md' : file);

/** The text outside fenced code blocks. */
const prose = (text: string) => text.replace(/^```[\s\S]*?^```/gm, '');

/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces as hyphens. */
const slug = (heading: string) =>
  heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');

const anchors = (file: string) =>
  new Set([...prose(read(file)).matchAll(/^#{1,6} (.+)$/gm)].map((m) => slug(m[1].replace(/`/g, ''))));

describe('the documents', () => {
  it('README.md is a front door: the two commands on top, at most ~150 lines', () => {
    const readme = read('README.md');
    const first = /^```sh\n([\s\S]*?)^```/m.exec(readme);
    assert.equal(first?.[1], 'npm ci && npm run demo\nnpm ci && npm test\n');
    assert.ok(readme.indexOf(first[0]) < readme.indexOf('\n## '), 'before the first section');
    const lines = readme.trimEnd().split('\n').length;
    assert.ok(lines <= 150, `README.md has ${lines} lines`);
  });

  it('every relative link lands on a file, and on a heading when it names one', () => {
    const dead: string[] = [];
    for (const file of documents) {
      for (const [, target] of prose(read(file)).matchAll(/\]\(([^)\s]+)\)/g)) {
        if (/^[a-z]+:/.test(target)) continue; // http(s), mailto: not ours to check here
        const [path, anchor] = target.split('#');
        const to = path ? relative(root, join(dirname(join(root, placed(file))), path)) : file;
        if (!existsSync(join(root, to))) dead.push(`${file}: ${target} (no ${to})`);
        else if (anchor && to.endsWith('.md') && !anchors(to).has(anchor))
          dead.push(`${file}: ${target} (no heading #${anchor} in ${to})`);
      }
    }
    assert.deepEqual(dead, []);
  });
});
