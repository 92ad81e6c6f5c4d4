// npm's prepack / postpack: the tarball's README.md is docs/package-readme.md (for package users:
// install and use), while the repository's README.md (for contributors: the two commands, the
// demo, the tests) stays what GitHub shows. `swap` keeps the repository's README under .tmp/ and
// puts the package one in its place; `restore` puts it back. npm runs postpack even when packing
// fails after prepack; a swap never overwrites a kept README, so nothing is lost if it did not.
import {copyFileSync, existsSync, mkdirSync, renameSync} from 'node:fs';

const kept = '.tmp/README.repository.md';
const step = process.argv[2];
if (step === 'swap') {
  if (existsSync(kept)) {
    console.error(
      `${kept} exists: a previous pack did not restore README.md. Run \`node scripts/pack-readme.mjs restore\`.`,
    );
    process.exit(1);
  }
  mkdirSync('.tmp', {recursive: true});
  renameSync('README.md', kept);
  copyFileSync('docs/package-readme.md', 'README.md');
} else if (step === 'restore') {
  if (existsSync(kept)) renameSync(kept, 'README.md');
} else {
  console.error('usage: node scripts/pack-readme.mjs swap|restore');
  process.exit(1);
}
