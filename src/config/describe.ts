// The draft's pending changes as sentences a customer reads before saving ("Phone (Contact): stop
// writing on updates"): one sentence per thing that changed, from draft.changeList(), objects and
// fields by display name. Used by the review step of <install-config> (its own chunk) and exported
// from the package root for headless hosts; not part of the headless config path (src/headless.ts).
// Each sentence is one message of the catalogue, never glued from translated pieces.
import type {ConfigDraft, DraftChange} from './draft.ts';
import type {FieldSettings, ReadObjectConfig} from '../contract/schemas.ts';

/** The fields to read (its elements' words ship in English and German only for now: DESIGN). */
const fieldsReadEn = {
  fieldReadOn: '{field} ({object}): start reading',
  fieldReadOff: '{field} ({object}): stop reading',
  fieldsReadOn: '{object}: start reading {count} fields',
  fieldsReadOff: '{object}: stop reading {count} fields',
  readEveryOn: '{object}: read every field, including fields added later',
  readEveryOff: '{object}: read only the chosen fields',
};

/** Deleting records (English and German only for now: DESIGN); the switch says the same words. */
const deletionEn = {
  deletionOn: 'This app can delete {object} records in {provider}',
  deletionOff: 'This app can no longer delete {object} records in {provider}',
};

const en = {
  objectOn: '{object}: start writing',
  objectOff: '{object}: stop writing',
  inheritOn: '{object}: write to the fields mapped for reading',
  inheritOff: '{object}: stop writing to the fields mapped for reading',
  fieldDefaultBehaviour: '{field} ({object}): back to default behaviour',
  updateNever: '{field} ({object}): stop writing on updates',
  updateIfEmpty: '{field} ({object}): on updates, fill only when empty',
  updateAlways: '{field} ({object}): always write on updates',
  updateInherit: '{field} ({object}): write on updates as by default',
  createNever: '{field} ({object}): stop writing on create',
  createAlways: '{field} ({object}): always write on create',
  createInherit: '{field} ({object}): write on create as by default',
  defaultSet: '{field} ({object}): default value “{value}”',
  defaultRemoved: '{field} ({object}): no default value',
  fieldOther: '{field} ({object}): settings changed',
  mappingSet: '{object}: read mapping {target} → {field}',
  mappingRemoved: '{object}: no read mapping for {target}',
  readChanged: '{object}: reading settings changed',
  readOn: '{object}: start reading',
  subscribeOn: '{object}: get changes as they happen',
  subscribeOff: '{object}: stop getting changes as they happen',
  subscribeChanged: '{object}: live updates changed',
  proxyOn: 'Allow other requests through this connection',
  proxyOff: 'Stop other requests through this connection',
  connection: 'Use connection {id}',
  createdBy: 'Record {id} as the creator',
  ...fieldsReadEn,
  ...deletionEn,
};

/** The review sentences by message code; `{object}`, `{field}`, `{target}`, `{value}`, `{id}` are filled. */
export type ReviewStrings = Record<keyof typeof en, string>;

/** The review sentences in English (the language modules of the elements translate them by key). */
export const reviewStringsEn: ReviewStrings = en;

/** The sentences of the fields to read, among reviewStringsEn (a part of their own in the elements). */
export const fieldsReadStringsEn: Record<FieldsReadKey, string> = fieldsReadEn;

/** The keys of the sentences of the fields to read. */
export type FieldsReadKey = keyof typeof fieldsReadEn;

/** The sentences of deleting records, among reviewStringsEn (a part of their own in the elements). */
export const deletionStringsEn: Record<DeletionKey, string> = deletionEn;

/** The keys of the sentences of deleting records. */
export type DeletionKey = keyof typeof deletionEn;

/** Display names the sentences use; each falls back to the draft's field metadata, then the name. */
export interface ReviewNames {
  object?(objectName: string): string | undefined;
  field?(objectName: string, fieldName: string): string | undefined;
  /** A read mapping's target (the host's `mapToDisplayName`). */
  target?(objectName: string, target: string): string | undefined;
  /** The provider's display name (deleting records names it); else the installation's provider. */
  provider?: string | undefined;
}

type Key = keyof ReviewStrings;
type Say = (key: Key, values?: Record<string, string | undefined>) => string;

/**
 * The draft's pending changes as sentences, in the order of draft.changeList(). `strings` replaces
 * any of the English sentences (the elements pass their language's); `names` gives display names.
 */
export function describeChanges(
  draft: ConfigDraft,
  strings?: Partial<ReviewStrings>,
  names: ReviewNames = {},
): string[] {
  return describeChangeGroups(draft, strings, names).flat();
}

/**
 * The same sentences, one group per entry of draft.changeList(): what the actions bar counts as
 * one change (a field with two settings changed) is one group.
 */
export function describeChangeGroups(
  draft: ConfigDraft,
  strings?: Partial<ReviewStrings>,
  names: ReviewNames = {},
): string[][] {
  const say: Say = (key, values = {}) =>
    (strings?.[key] ?? en[key]).replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
  return draft.changeList().map((c) => {
    const name = c.objectName ?? '';
    return sentences(draft, c, say, names, names.object?.(name) || name);
  });
}

function sentences(draft: ConfigDraft, c: DraftChange, say: Say, names: ReviewNames, object: string) {
  const content = draft.baseline.config?.content;
  switch (c.kind) {
    case 'object': {
      const handle = draft.writeObject(c.objectName!);
      const held = content?.write?.objects?.[c.objectName!];
      if (handle.isEnabled !== !!held) return [say(handle.isEnabled ? 'objectOn' : 'objectOff', {object})];
      return [say(handle.inheritMapping ? 'inheritOn' : 'inheritOff', {object})];
    }
    case 'deletion': {
      const provider = names.provider || content?.provider;
      const on = draft.writeObject(c.objectName!).deletionEnabled;
      return [say(on ? 'deletionOn' : 'deletionOff', {object, provider})];
    }
    case 'field': {
      const o = c.objectName!;
      const f = c.fieldName!;
      const field = names.field?.(o, f) || draft.writeObject(o).getField(f)?.displayName || f;
      const before = content?.write?.objects?.[o]?.selectedFieldSettings?.[f];
      const after = draft.writeObject(o).getFieldSettings(f);
      return fieldSentences(before, after).map(([key, value]) => say(key, {field, object, value}));
    }
    case 'read':
      return mappingSentences(draft, c.objectName!, say, names, object);
    case 'subscribe': {
      const held = content?.subscribe?.objects?.[c.objectName!] !== undefined;
      const now = draft.subscribeObject(c.objectName!).get() !== undefined;
      return [say(held === now ? 'subscribeChanged' : now ? 'subscribeOn' : 'subscribeOff', {object})];
    }
    case 'proxy':
      return [say(draft.proxyEnabled ? 'proxyOn' : 'proxyOff')];
    case 'connection':
      return [say('connection', {id: draft.connectionId ?? ''})];
    default:
      return [say('createdBy', {id: draft.createdBy ?? ''})];
  }
}

/** What changed in one field's settings, as [message, value] pairs. */
export function fieldSentences(before: FieldSettings | undefined, after: FieldSettings | undefined) {
  const out: [Key, string?][] = [];
  if (!after) return [['fieldDefaultBehaviour'] as [Key]];
  const was: FieldSettings = before ?? {};
  if (was.writeOnUpdate !== after.writeOnUpdate) {
    const to = after.writeOnUpdate;
    out.push([
      to === 'never'
        ? 'updateNever'
        : to === 'ifEmpty'
          ? 'updateIfEmpty'
          : to
            ? 'updateAlways'
            : 'updateInherit',
    ]);
  }
  if (was.writeOnCreate !== after.writeOnCreate) {
    const to = after.writeOnCreate;
    out.push([to === 'never' ? 'createNever' : to ? 'createAlways' : 'createInherit']);
  }
  if (JSON.stringify(was.default) !== JSON.stringify(after.default)) {
    const d = after.default;
    out.push(
      d ? ['defaultSet', String(d.stringValue ?? d.integerValue ?? d.booleanValue)] : ['defaultRemoved'],
    );
  }
  // a member this library does not edit (kept as the server holds it) changed by other code
  return out.length ? out : [['fieldOther'] as [Key]];
}

/** A read object's change: its mappings one by one, its fields to read, else that its settings changed. */
function mappingSentences(draft: ConfigDraft, o: string, say: Say, names: ReviewNames, object: string) {
  const maps = (v: ReadObjectConfig | undefined) =>
    (v?.selectedFieldMappings ?? {}) as Record<string, string | undefined>;
  const was = maps(draft.baseline.config?.content?.read?.objects?.[o]);
  const read = draft.readObject(o);
  const now = maps(read.get());
  // display names: the host's, else the draft's (the targets' mapToDisplayName, the field metadata)
  const targetName = (t: string) =>
    names.target?.(o, t) || read.targets.find((x) => x.mapToName === t)?.mapToDisplayName || t;
  const fieldName = (f: string) => names.field?.(o, f) || draft.writeObject(o).getField(f)?.displayName || f;
  // reading that starts with this save says so first (startReading: nothing else creates a read object)
  const started = !draft.baseline.config?.content?.read?.objects?.[o] && read.isReading;
  const out: string[] = started ? [say('readOn', {object})] : [];
  for (const t of new Set([...Object.keys(was), ...Object.keys(now)])) {
    if (was[t] === now[t]) continue;
    const target = targetName(t);
    const to = now[t];
    out.push(
      to === undefined
        ? say('mappingRemoved', {object, target})
        : say('mappingSet', {object, target, field: fieldName(to)}),
    );
  }
  out.push(...fieldsReadSentences(draft, o, say, fieldName, object));
  return out.length ? out : [say('readChanged', {object})];
}

/** Fields named one by one up to this many; beyond it, counted. */
const NAMED_FIELDS = 5;

/** A read object's fields to read: the auto switch, then the fields selected and unselected. */
function fieldsReadSentences(
  draft: ConfigDraft,
  o: string,
  say: Say,
  fieldName: (f: string) => string,
  object: string,
): string[] {
  const out: string[] = [];
  const auto = (v: ReadObjectConfig | undefined) => v?.selectedFieldsAuto === 'all';
  const held = draft.baseline.config?.content?.read?.objects?.[o];
  const now = draft.readObject(o).get();
  if (auto(held) !== auto(now)) out.push(say(auto(now) ? 'readEveryOn' : 'readEveryOff', {object}));
  const chosen = (v: ReadObjectConfig | undefined) => {
    const fields = (v?.selectedFields ?? {}) as Record<string, unknown>;
    return new Set(Object.keys(fields).filter((f) => fields[f] === true));
  };
  const was = chosen(held);
  const is = chosen(now);
  const on = [...is].filter((f) => !was.has(f));
  const off = [...was].filter((f) => !is.has(f));
  for (const [list, one, many] of [
    [on, 'fieldReadOn', 'fieldsReadOn'],
    [off, 'fieldReadOff', 'fieldsReadOff'],
  ] as const) {
    if (list.length > NAMED_FIELDS) out.push(say(many, {object, count: String(list.length)}));
    else for (const f of list) out.push(say(one, {object, field: fieldName(f)}));
  }
  return out;
}
