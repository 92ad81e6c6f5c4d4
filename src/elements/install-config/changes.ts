// What differs between two views of an installation's write objects: the customer's unsaved edits
// (draft vs. its baseline) and, after a 409, what someone else changed (old vs. new baseline).
// Counted per switched object and per field, the units the customer edits.
import type {ConfigDraft} from '../../config/draft.ts';
import {deepEqual} from '../../config/json.ts';
import type {Installation} from '../../contract/schemas.ts';

/** One changed thing: an object switched (or its inherit mapping), or one field's settings. */
export interface Change {
  objectName: string;
  fieldName?: string;
}

interface ObjectView {
  enabled: boolean;
  inheritMapping: boolean;
  settings: Readonly<Record<string, unknown>>;
}

const own = (o: object | undefined, k: string) => (o && Object.hasOwn(o, k) ? (o as Record<string, unknown>)[k] : undefined);

/** The write objects of an installation as the customer sees them. */
export function viewOfInstallation(installation: Readonly<Installation> | undefined, names: readonly string[]): Map<string, ObjectView> {
  const objects = installation?.config?.content?.write?.objects as Record<string, unknown> | undefined;
  const out = new Map<string, ObjectView>();
  for (const name of names) {
    const o = own(objects, name) as {inheritMapping?: boolean; selectedFieldSettings?: Record<string, unknown>} | undefined;
    out.set(name, {enabled: !!o, inheritMapping: o?.inheritMapping === true, settings: o?.selectedFieldSettings ?? {}});
  }
  return out;
}

/** The draft's current write objects. */
export function viewOfDraft(draft: ConfigDraft, names: readonly string[]): Map<string, ObjectView> {
  const out = new Map<string, ObjectView>();
  for (const name of names) {
    const w = draft.writeObject(name);
    out.set(name, {enabled: w.isEnabled, inheritMapping: w.inheritMapping, settings: w.isEnabled ? w.fieldSettings : {}});
  }
  return out;
}

/** What differs between `a` and `b`, object by object, in `names` order. */
export function diffViews(a: Map<string, ObjectView>, b: Map<string, ObjectView>): Change[] {
  const out: Change[] = [];
  for (const [objectName, x] of a) {
    const y = b.get(objectName);
    if (!y) continue;
    if (x.enabled !== y.enabled || (x.enabled && x.inheritMapping !== y.inheritMapping)) out.push({objectName});
    if (!x.enabled || !y.enabled) continue;
    const fields = new Set([...Object.keys(x.settings), ...Object.keys(y.settings)]);
    for (const fieldName of fields) {
      if (!deepEqual(own(x.settings, fieldName), own(y.settings, fieldName))) out.push({objectName, fieldName});
    }
  }
  return out;
}

/** The object names to compare: the manifest's write objects plus any the installations name. */
export function objectNames(manifestNames: readonly string[], ...installations: Array<Readonly<Installation> | undefined>): string[] {
  const names = new Set(manifestNames);
  for (const inst of installations) for (const n of Object.keys(inst?.config?.content?.write?.objects ?? {})) names.add(n);
  return [...names];
}
