// "What changed", counted in the units a customer edits: an object switched on or off (or its
// inherit mapping, or whether it may delete records), one field's settings, a read or subscribe object, the proxy switch, the
// connection, the creator. One function compares two sides (the draft against its baseline, or an
// old baseline against a new one after a 409), so the count, Discard's wording and the 409 notice
// agree. Pure functions over the draft's plain data (state.ts).
import {deepEqual, own, type JsonObject} from './json.ts';
import {deletionOn, fieldPath, writePath, type Baseline, type DraftState, type WriteEntry} from './state.ts';

/** One change a customer can see and name. `path` is where it is in config content (or `connectionId`). */
export interface DraftChange {
  readonly kind:
    'object' | 'deletion' | 'field' | 'read' | 'subscribe' | 'proxy' | 'connection' | 'createdBy';
  /**
   * `write.objects.contact`, `write.objects.contact.deletionSettings` (deleting records allowed or
   * not), `write.objects.contact.selectedFieldSettings.email`,
   * `read.objects.contact`, `subscribe.objects.contact`, `proxy.enabled`, `connectionId`, `createdBy`.
   */
  readonly path: string;
  readonly objectName?: string;
  readonly fieldName?: string;
}

/** One side of a comparison: how each maskable thing looks on it. */
export interface ChangeSide {
  write(name: string): WriteEntry;
  read(name: string): JsonObject | undefined;
  /** `undefined` when the side has no such subscribe object. */
  sub(name: string): {value: unknown} | undefined;
  readonly proxy: boolean;
  readonly connectionId: string | undefined;
  readonly createdBy: string | undefined;
}

/** Which objects to compare, per block (only these are looked at). */
export interface ChangeNames {
  write: Iterable<string>;
  read: Iterable<string>;
  sub: Iterable<string>;
}

/** A baseline as a side of a comparison. */
export const baselineSide = (b: Baseline): ChangeSide => ({
  write: (n) => b.freshWrite(n),
  read: (n) => b.readValue(n),
  sub: (n) => (b.hasSub(n) ? {value: own(b.sub, n)} : undefined),
  proxy: b.proxy,
  connectionId: b.connectionId,
  createdBy: b.createdBy,
});

/** The draft as a side: the customer's edit where there is one, else the baseline. */
export const draftSide = (s: DraftState): ChangeSide => {
  const base = baselineSide(s.base);
  return {
    write: (n) => s.write.get(n) ?? base.write(n),
    read: (n) => (s.read.has(n) ? s.read.get(n) : base.read(n)),
    sub: (n) => {
      if (!s.sub.has(n)) return base.sub(n);
      const value = s.sub.get(n);
      return value === undefined ? undefined : {value};
    },
    proxy: s.proxy ?? base.proxy,
    connectionId: s.connectionId ?? base.connectionId,
    createdBy: s.createdBy ?? base.createdBy,
  };
};

/** Every object name either baseline holds, per block (for comparing two baselines). */
export const namesOf = (...bases: Baseline[]): ChangeNames => ({
  write: new Set(bases.flatMap((b) => Object.keys(b.write))),
  read: new Set(bases.flatMap((b) => Object.keys(b.read))),
  sub: new Set(bases.flatMap((b) => Object.keys(b.sub))),
});

/** What differs from `a` to `b`, write objects first (object, then its fields), then the rest. */
export function listChanges(names: ChangeNames, a: ChangeSide, b: ChangeSide): DraftChange[] {
  const out: DraftChange[] = [];
  const add = (c: DraftChange) => out.push(Object.freeze(c));
  for (const objectName of names.write) {
    const x = a.write(objectName);
    const y = b.write(objectName);
    // a disabled object's kept settings are not something the customer sees: on/off is the change
    if (!x.enabled || !y.enabled) {
      if (x.enabled !== y.enabled) add({kind: 'object', path: writePath(objectName), objectName});
      continue;
    }
    if ((x.inheritMapping === true) !== (y.inheritMapping === true))
      add({kind: 'object', path: writePath(objectName), objectName});
    if (deletionOn(x) !== deletionOn(y))
      add({kind: 'deletion', path: `${writePath(objectName)}.deletionSettings`, objectName});
    for (const fieldName of new Set([...x.fields.keys(), ...y.fields.keys()])) {
      const v = x.fields.get(fieldName);
      const w = y.fields.get(fieldName);
      if (v !== w && !deepEqual(v, w))
        add({kind: 'field', path: fieldPath(objectName, fieldName), objectName, fieldName});
    }
  }
  for (const objectName of names.read) {
    if (!deepEqual(a.read(objectName), b.read(objectName)))
      add({kind: 'read', path: `read.objects.${objectName}`, objectName});
  }
  for (const objectName of names.sub) {
    if (!deepEqual(a.sub(objectName), b.sub(objectName)))
      add({kind: 'subscribe', path: `subscribe.objects.${objectName}`, objectName});
  }
  if (a.proxy !== b.proxy) add({kind: 'proxy', path: 'proxy.enabled'});
  if (a.connectionId !== b.connectionId) add({kind: 'connection', path: 'connectionId'});
  if (a.createdBy !== b.createdBy) add({kind: 'createdBy', path: 'createdBy'});
  return out;
}
