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

/** An object as the customer sees it: off (undefined), or on with its inherit mapping and settings. */
type ObjectView = [inheritMapping: boolean, settings: Readonly<Record<string, unknown>>] | undefined;
type View = Map<string, ObjectView>;

/** The write objects of an installation as the customer sees them. */
export function viewOfInstallation(
  installation: Readonly<Installation> | undefined,
  names: readonly string[],
): View {
  const objects = installation?.config?.content?.write?.objects ?? {};
  return new Map(
    names.map((n) => {
      const o = Object.hasOwn(objects, n) ? objects[n] : undefined;
      return [n, o && [o.inheritMapping === true, o.selectedFieldSettings ?? {}]];
    }),
  );
}

/** The draft's current write objects. */
export function viewOfDraft(draft: ConfigDraft, names: readonly string[]): View {
  return new Map(
    names.map((n) => {
      const w = draft.writeObject(n);
      return [n, w.isEnabled ? [w.inheritMapping, w.fieldSettings] : undefined];
    }),
  );
}

/** What differs between `a` and `b`, object by object, in `names` order. */
export function diffViews(a: View, b: View): Change[] {
  const out: Change[] = [];
  for (const [objectName, x] of a) {
    const y = b.get(objectName);
    if (!x || !y) {
      if (x !== y) out.push({objectName});
      continue;
    }
    if (x[0] !== y[0]) out.push({objectName});
    for (const fieldName of new Set([...Object.keys(x[1]), ...Object.keys(y[1])])) {
      if (!deepEqual(x[1][fieldName], y[1][fieldName])) out.push({objectName, fieldName});
    }
  }
  return out;
}

/** The object names to compare: the manifest's write objects plus any the installations name. */
export function objectNames(
  manifestNames: readonly string[],
  ...installations: Array<Readonly<Installation> | undefined>
): string[] {
  const names = new Set(manifestNames);
  for (const inst of installations)
    for (const n of Object.keys(inst?.config?.content?.write?.objects ?? {})) names.add(n);
  return [...names];
}
