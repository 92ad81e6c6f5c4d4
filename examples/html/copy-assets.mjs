// README's copy lines, from the installed package: the self-registering bundle, its source map,
// licence texts and folder of chunks, and the preload script, into public/assets/.
import {cpSync, mkdirSync} from 'node:fs';

const from = 'node_modules/install-config-elements/dist';
mkdirSync('public/assets', {recursive: true});
for (const name of [
  'install-config-elements.js',
  'install-config-elements.js.map',
  'install-config-elements.js.LEGAL.txt',
  'install-config-elements',
  'install-config-preload.js',
]) {
  cpSync(`${from}/${name}`, `public/assets/${name}`, {recursive: true});
}
