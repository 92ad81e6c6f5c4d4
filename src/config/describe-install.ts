// What a new installation will hold, as sentences a customer reads before Install: each object
// written (its fields' settings, deleting records), each object read (its fields and mappings),
// live updates and other requests. A first run's review says this rather than how the form differs
// from the manifest's offer: "stop writing Deal" means nothing to someone installing. Used by the
// review of <install-config> (its own chunk); the words are describe.ts's where they fit.
import type {ConfigContent} from '../contract/schemas.ts';
import {fieldSentences, type ReviewNames, type ReviewStrings, reviewStringsEn} from './describe.ts';
import type {ConfigDraft} from './draft.ts';

/** The sentences only an installation has (English and German only for now: DESIGN). */
const en = {
  installWrite: '{object}: write to {provider}',
  installRead: '{object}: read {fields}',
  installReadCount: '{object}: read {count} fields',
  installUpdateNever: '{field} ({object}): never write on updates',
  installCreateNever: '{field} ({object}): never write on create',
};

/** The keys of the sentences only an installation has. */
export type InstallSentenceKey = keyof typeof en;

/** Those sentences in English. */
export const installStringsEn: Record<InstallSentenceKey, string> = en;

/** Every sentence the list of an installation may use. */
export type InstallStrings = ReviewStrings & Record<InstallSentenceKey, string>;

/** Fields named one by one up to this many; beyond it, counted (as the review of changes does). */
const NAMED_FIELDS = 5;

/** A field's settings, as they are and not as a change: "never" rather than "stop". */
const AS_HELD: Partial<Record<keyof ReviewStrings, InstallSentenceKey>> = {
  updateNever: 'installUpdateNever',
  createNever: 'installCreateNever',
};

/**
 * What installing `draft` (a new installation's) sets up, one group of sentences per object
 * (written ones first, then read ones), then live updates and other requests. `strings` replaces
 * any English sentence; `names` gives display names; `lang` joins a list of fields.
 */
export function describeInstallation(
  draft: ConfigDraft,
  strings: Partial<InstallStrings> = {},
  names: ReviewNames = {},
  lang?: string,
): string[][] {
  const words = {...reviewStringsEn, ...en, ...strings} as InstallStrings;
  const say = (key: keyof InstallStrings, values: Record<string, string | undefined> = {}) =>
    words[key].replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
  const content: ConfigContent = draft.content();
  const object = (o: string) => names.object?.(o) || o;
  const field = (o: string, f: string) =>
    names.field?.(o, f) || draft.writeObject(o).getField(f)?.displayName || f;
  const provider = names.provider || content.provider;
  const groups: string[][] = [];

  for (const [o, held] of Object.entries(content.write?.objects ?? {})) {
    const values = {object: object(o), provider};
    const lines = [say('installWrite', values)];
    if (held?.inheritMapping) lines.push(say('inheritOn', values));
    for (const [f, settings] of Object.entries(held?.selectedFieldSettings ?? {}))
      for (const [key, value] of fieldSentences(undefined, settings))
        if (key !== 'fieldOther')
          lines.push(say(AS_HELD[key] ?? key, {...values, field: field(o, f), value}));
    if (draft.writeObject(o).deletionEnabled) lines.push(say('deletionOn', values));
    groups.push(lines);
  }

  const list = new Intl.ListFormat(lang || 'en', {type: 'conjunction'});
  for (const [o, held] of Object.entries(content.read?.objects ?? {})) {
    const values = {object: object(o)};
    const mapped = (held?.selectedFieldMappings ?? {}) as Record<string, string>;
    const chosen = Object.entries(held?.selectedFields ?? {}).filter(([, on]) => on === true);
    // a mapped field is read too
    const read = [...new Set([...chosen.map(([f]) => f), ...Object.values(mapped)])];
    const lines = [
      held?.selectedFieldsAuto === 'all'
        ? say('readEveryOn', values)
        : read.length > NAMED_FIELDS
          ? say('installReadCount', {...values, count: String(read.length)})
          : read.length
            ? say('installRead', {...values, fields: list.format(read.map((f) => field(o, f)))})
            : say('readOn', values),
    ];
    const targets = draft.readObject(o).targets;
    for (const [t, f] of Object.entries(mapped)) {
      const target = names.target?.(o, t) || targets.find((x) => x.mapToName === t)?.mapToDisplayName || t;
      lines.push(say('mappingSet', {...values, target, field: field(o, f)}));
    }
    groups.push(lines);
  }

  for (const o of Object.keys(content.subscribe?.objects ?? {}))
    groups.push([say('subscribeOn', {object: object(o)})]);
  if (content.proxy?.enabled) groups.push([say('proxyOn')]);
  return groups;
}
