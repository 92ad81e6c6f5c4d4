// The page's own script: the installation from the URL (?installation=inst-acme, so a deep link
// opens it), the token function, and a list of the events as they arrive. Checked by tsc
// (checkJs, strict) against the package's types: the element's properties and events are typed.
/** @import {TokenScope} from 'install-config-elements' */

/**
 * Your backend mints the token; in development the emulator's /_demo/token does.
 * @param {TokenScope} scope
 */
async function getToken({projectIdOrName, groupRef = '', consumerRef = ''}) {
  const scope = new URLSearchParams({projectIdOrName, groupRef, consumerRef});
  const {token} = /** @type {{token: string}} */ (await (await fetch(`/_demo/token?${scope}`)).json());
  return token;
}

const el = document.querySelector('install-config');
const saved = document.querySelector('[role=status]');
const list = document.querySelector('ol');
if (!el || !saved || !list) throw new Error('the page lost its markup');

/** @param {Event} e */
const record = (e) => list.append(Object.assign(document.createElement('li'), {textContent: e.type}));
for (const type of /** @type {const} */ (['ic-ready', 'ic-change', 'ic-before-save'])) {
  el.addEventListener(type, record);
}
el.addEventListener('ic-saved', (e) => {
  record(e);
  saved.textContent = `Saved revision ${e.detail.installation.config.revisionId}`;
});
el.addEventListener('ic-error', (e) => {
  record(e);
  console.error(e.detail.phase, e.detail.error);
});
el.installation = new URLSearchParams(location.search).get('installation') ?? 'inst-acme';
el.getToken = getToken;
