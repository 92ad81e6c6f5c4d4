// The language modules without their key names, for the script-tag bundle (docs/languages.md).
// A language is written keyed by message name (src/elements/strings/de.ts), which the types check;
// the key names are a third of a language chunk's gzip bytes, and the entry and the feature chunks
// already hold them in their English. So the bundle ships each language as its parts' messages in
// the order of each part's English keys (src/elements/message-parts.ts), and the elements key a part
// again when its English first asks for it (src/elements/strings.ts unpack):
//
//   export default {ruleRequired: "…", …};          // what is in no part: the rule messages, keyed
//   export const parts = {core: ["Wird geladen…", …], bulk: ["Viele Felder…", …], …};
//
// The source modules, the tests and the npm package's ES modules keep the keyed catalogues.
import {resolve} from 'node:path';
import {pathToFileURL} from 'node:url';
import {tsImport} from 'tsx/esm/api';

const LANGUAGE = /[\\/]src[\\/]elements[\\/]strings[\\/][^\\/]+\.ts$/;

/**
 * The parts and their English, and the parts shipped in English and German only, read from the
 * source (src/elements/message-parts.ts).
 */
export async function englishParts() {
  const url = pathToFileURL(resolve('src/elements/message-parts.ts')).href;
  const {PARTS, ENGLISH_GERMAN_ONLY} = await tsImport(url, import.meta.url);
  return {parts: PARTS, optional: ENGLISH_GERMAN_ONLY};
}

/**
 * A keyed catalogue as `{rest, parts}`: each part's messages in its English key order, and what
 * no part has (keyed). Throws when the catalogue lacks a message of a part (typecheck says so too),
 * unless the part is `optional` (shipped in English and German only, DESIGN) and the catalogue
 * lacks all of it: then no part is emitted, and the elements show its English.
 */
export function packCatalogue(catalogue, englishByPart, name = 'a language', optional = []) {
  const rest = {...catalogue};
  const parts = {};
  for (const [part, english] of Object.entries(englishByPart)) {
    const keys = Object.keys(english);
    if (optional.includes(part) && !keys.some((key) => key in rest)) continue;
    parts[part] = keys.map((key) => {
      if (!(key in rest)) throw new Error(`${name} lacks ${key} (${part})`);
      const message = rest[key];
      delete rest[key];
      return message;
    });
  }
  return {rest, parts};
}

/**
 * A count's forms without those that say what `other` says: the elements read a missing form as
 * `other` (strings.ts format), and Arabic's six forms often repeat it (zero, many).
 */
export function withoutRepeatedForms(catalogue) {
  const out = {};
  for (const [key, message] of Object.entries(catalogue))
    out[key] =
      message && typeof message === 'object'
        ? Object.fromEntries(
            Object.entries(message).filter(([form, text]) => form === 'other' || text !== message.other),
          )
        : message;
  return out;
}

/** The module the bundle ships for a keyed catalogue (messages are strings and plural objects). */
export function packedModule(catalogue, englishByPart, name, optional = []) {
  const {rest, parts} = packCatalogue(withoutRepeatedForms(catalogue), englishByPart, name, optional);
  for (const message of Object.values(catalogue))
    if (typeof message === 'function') throw new Error(`${name}: a function message cannot be packed`);
  return `export default ${JSON.stringify(rest)};\nexport const parts = ${JSON.stringify(parts)};\n`;
}

/** The Rolldown plugin: each module under src/elements/strings/ is shipped packed. */
export function packLanguagesPlugin() {
  let english;
  return {
    name: 'pack-languages',
    transform: {
      // only the language modules reach the handler (Rolldown filters the rest without calling in)
      filter: {id: LANGUAGE},
      async handler(_code, id) {
        english ??= await englishParts();
        const {default: catalogue} = await tsImport(pathToFileURL(id).href, import.meta.url);
        return {code: packedModule(catalogue, english.parts, id, english.optional), map: null};
      },
    },
  };
}
