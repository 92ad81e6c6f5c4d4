// The fake providers: what each stores per object, the checks a real provider makes on a record
// (read-only fields, types, required fields, unknown fields, ids on update), injected faults
// (quota errors, rejected records) and call counts.
import type {FieldMetadata, ObjectMetadata, WriteType} from '../contract/schemas.ts';
import {isEmptyValue} from '../contract/write-rule.ts';

export interface StoredRecord {
  id: string;
  groupRef: string;
  installationId?: string;
  data: Record<string, unknown>;
  associations?: unknown[];
  headers?: Array<{key: string; value: string}>;
  createTime: string;
  updateTime: string;
  /** How many writes touched it (1 = created only). */
  writes: number;
}

export interface Fault {
  id: string;
  provider?: string;
  objectName: string;
  /** `sample`: the sample read of a read-config save fails (installation update answers 422). */
  kind: 'quota' | 'reject' | 'sample';
  remaining: number;
  message?: string;
  /** `reject` only: the record whose fields equal all of these is rejected (default: the first of the call). */
  recordMatch?: Record<string, unknown>;
}

/** A failure of the whole call (quota, outage). */
export class ProviderCallError extends Error {
  readonly retryable: boolean;
  constructor(message: string, retryable: boolean) {
    super(message);
    this.retryable = retryable;
  }
}

export interface ProviderItem {
  /** The record as the caller sent it (the installation's write config is applied by `prepare`). */
  record: Record<string, unknown>;
  associations?: unknown[];
  headers?: Array<{key: string; value: string}>;
}

export type ItemResult =
  | {success: true; recordId: string; data: Record<string, unknown>}
  | {success: false; recordId?: string; message: string};

export interface WriteCall {
  provider: string;
  objectName: string;
  type: WriteType;
  items: ProviderItem[];
  groupRef: string;
  installationId: string;
  /** All or nothing: when one record fails, none is stored. */
  atomic: boolean;
  /** Counted as one provider batch call (explicit batch or auto batch). */
  batchCall: boolean;
  metadata: ObjectMetadata;
  now: string;
  /**
   * The installation's write config, applied against what is stored (for `ifEmpty`). Returns a
   * new object, which the provider may keep as the stored record's fields.
   */
  prepare: (
    record: Record<string, unknown>,
    stored: Record<string, unknown> | undefined,
  ) => Record<string, unknown>;
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;

function allowedValue(f: FieldMetadata, x: unknown): boolean {
  return !f.values || f.values.some((o) => o.value === x);
}

function typeProblem(f: FieldMetadata, v: unknown): string | undefined {
  if (v === null) return undefined; // clears the field
  switch (f.valueType) {
    case 'string':
    case 'reference':
      return typeof v === 'string' ? undefined : 'must be a string';
    case 'int':
      return typeof v === 'number' && Number.isInteger(v) ? undefined : 'must be an integer';
    case 'float':
      return typeof v === 'number' && Number.isFinite(v) ? undefined : 'must be a number';
    case 'boolean':
      return typeof v === 'boolean' ? undefined : 'must be true or false';
    case 'date':
      return typeof v === 'string' && DATE.test(v) && !Number.isNaN(Date.parse(v))
        ? undefined
        : 'must be a date (YYYY-MM-DD)';
    case 'datetime':
      return typeof v === 'string' && !Number.isNaN(Date.parse(v)) ? undefined : 'must be a date-time';
    case 'singleSelect':
      return allowedValue(f, v)
        ? undefined
        : `must be one of ${(f.values ?? []).map((o) => String(o.value)).join(', ')}`;
    case 'multiSelect':
      return Array.isArray(v) && v.every((x) => allowedValue(f, x))
        ? undefined
        : `must be a list of ${(f.values ?? []).map((o) => String(o.value)).join(', ')}`;
    default:
      return undefined;
  }
}

function matches(data: Record<string, unknown>, match: Record<string, unknown>): boolean {
  return Object.entries(match).every(
    ([k, v]) => Object.hasOwn(data, k) && JSON.stringify(data[k]) === JSON.stringify(v),
  );
}

/**
 * Sets an own data property. A plain assignment does that for every key but `__proto__`, whose
 * assignment would change the prototype instead: that one is defined.
 */
export function setOwn(o: Record<string, unknown>, k: string, v: unknown): void {
  if (k === '__proto__')
    Object.defineProperty(o, k, {value: v, enumerable: true, writable: true, configurable: true});
  else o[k] = v;
}

/** A record's fields without its `id` (the id is the store's key, not a field). */
function withoutId(data: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const k in data) if (k !== 'id' && Object.hasOwn(data, k)) setOwn(out, k, data[k]);
  return out;
}

export class FakeProviders {
  /** provider -> objectName -> id -> record */
  readonly stores = new Map<string, Map<string, Map<string, StoredRecord>>>();

  constructor(
    /** Makes the map one object's records live in (the store's, so --state sees its changes). */
    private readonly newObjectStore: (
      provider: string,
      objectName: string,
    ) => Map<string, StoredRecord> = () => new Map(),
  ) {}

  faults: Fault[] = [];
  calls = 0;
  batchCalls = 0;
  /**
   * Last id number handed out. Never reset (a reset keeps counting) and persisted with --state,
   * so an id is not handed out twice to different records.
   */
  seq = 0;

  reset(
    records: Record<
      string,
      Record<
        string,
        Array<{id: string; groupRef: string; installationId?: string; data: Record<string, unknown>}>
      >
    > = {},
    now: string,
  ): void {
    this.stores.clear();
    this.faults = [];
    this.calls = 0;
    this.batchCalls = 0;
    for (const [provider, objects] of Object.entries(records)) {
      for (const [objectName, list] of Object.entries(objects)) {
        const m = this.objectStore(provider, objectName);
        for (const r of list)
          m.set(r.id, {
            id: r.id,
            groupRef: r.groupRef,
            installationId: r.installationId,
            data: {...r.data},
            createTime: now,
            updateTime: now,
            writes: 1,
          });
      }
    }
  }

  objectStore(provider: string, objectName: string): Map<string, StoredRecord> {
    let p = this.stores.get(provider);
    if (!p) this.stores.set(provider, (p = new Map()));
    let o = p.get(objectName);
    if (!o) p.set(objectName, (o = this.newObjectStore(provider, objectName)));
    return o;
  }

  list(provider: string, objectName: string): StoredRecord[] {
    return [...(this.stores.get(provider)?.get(objectName)?.values() ?? [])];
  }

  #takeFault(provider: string, objectName: string, kind: Fault['kind']): Fault | undefined {
    const f = this.faults.find(
      (x) =>
        x.kind === kind &&
        x.remaining > 0 &&
        x.objectName === objectName &&
        (x.provider === undefined || x.provider === provider),
    );
    return f;
  }

  /** The message of a `sample` fault for the object (spending it), undefined when the sample read passes. */
  sampleFailure(provider: string, objectName: string): string | undefined {
    const f = this.faults.length ? this.#takeFault(provider, objectName, 'sample') : undefined;
    if (!f) return undefined;
    this.#spend(f);
    return f.message ?? 'the connected user cannot read some of the selected fields';
  }

  #spend(f: Fault): void {
    f.remaining--;
    if (f.remaining <= 0) this.faults = this.faults.filter((x) => x !== f);
  }

  /** The next id not taken in `store` (a seeded or restored record may hold the next number). */
  #newId(store: Map<string, StoredRecord>, objectName: string): string {
    for (;;) {
      const id = `${objectName}-${String(++this.seq).padStart(6, '0')}`;
      if (!store.has(id)) return id;
    }
  }

  /** One outbound call to the provider. Throws ProviderCallError for whole-call failures. */
  write(call: WriteCall): ItemResult[] {
    this.calls++;
    if (call.batchCall) this.batchCalls++;
    const quota = this.faults.length ? this.#takeFault(call.provider, call.objectName, 'quota') : undefined;
    if (quota) {
      this.#spend(quota);
      throw new ProviderCallError(quota.message ?? 'rate limit exceeded (quota), try again later', true);
    }
    const store = this.objectStore(call.provider, call.objectName);
    const fields = call.metadata.fields;
    const prepared = call.items.map((item) => {
      const id = call.type === 'update' ? String(item.record.id) : undefined;
      const existing = id !== undefined ? store.get(id) : undefined;
      const ownedExisting = existing && existing.groupRef === call.groupRef ? existing : undefined;
      return {item, id, existing: ownedExisting, data: call.prepare(item.record, ownedExisting?.data)};
    });
    const errors: Array<string | undefined> = prepared.map(({id, existing, data}) => {
      if (call.type === 'update' && !existing) return `record ${id} not found`;
      for (const k in data) {
        if (k === 'id' || !Object.hasOwn(data, k)) continue;
        const v = data[k];
        // Own keys only: `toString` or `constructor` is an unknown field like any other.
        const f = Object.hasOwn(fields, k) ? fields[k] : undefined;
        if (!f) return `unknown field ${k}`;
        if (f.readOnly) return `field ${k} is read-only`;
        const p = typeProblem(f, v);
        if (p) return `field ${k} ${p}`;
      }
      if (call.type === 'create') {
        for (const name in fields) {
          if (!Object.hasOwn(fields, name)) continue;
          const f = fields[name];
          if (f.isRequired && isEmptyValue(Object.hasOwn(data, f.fieldName) ? data[f.fieldName] : undefined))
            return `field ${f.fieldName} is required`;
        }
      }
      return undefined;
    });
    const reject = this.faults.length ? this.#takeFault(call.provider, call.objectName, 'reject') : undefined;
    if (reject) {
      const idx = reject.recordMatch ? prepared.findIndex((p) => matches(p.data, reject.recordMatch!)) : 0;
      if (idx >= 0 && idx < prepared.length) {
        errors[idx] = reject.message ?? 'record rejected by the provider';
        this.#spend(reject);
      }
    }
    const failed = errors.some((e) => e !== undefined);
    if (call.atomic && failed) {
      return errors.map((e, i) => ({
        success: false as const,
        recordId: prepared[i].id,
        message: e ?? 'not written: another record of the batch failed',
      }));
    }
    return prepared.map(({item, id, existing, data}, i): ItemResult => {
      const e = errors[i];
      if (e !== undefined) return {success: false, recordId: id, message: e};
      // prepare's record is a new object: without an `id` it is kept as it is, not copied
      const clean = Object.hasOwn(data, 'id') ? withoutId(data) : data;
      if (existing) {
        // A new record value (values are replaced, never edited: the store keeps the old one to undo
        // with), made from the stored one as it is now (a batch may update one record twice).
        const current = store.get(existing.id) ?? existing;
        const merged = {...current.data};
        for (const k in clean) if (Object.hasOwn(clean, k)) setOwn(merged, k, clean[k]);
        const next: StoredRecord = {
          ...current,
          data: merged,
          updateTime: call.now,
          writes: current.writes + 1,
        };
        if (item.headers) next.headers = item.headers;
        store.set(existing.id, next);
        return {success: true, recordId: existing.id, data: {id: existing.id, ...merged}};
      }
      const newId = this.#newId(store, call.objectName);
      const rec: StoredRecord = {
        id: newId,
        groupRef: call.groupRef,
        installationId: call.installationId,
        data: clean,
        createTime: call.now,
        updateTime: call.now,
        writes: 1,
      };
      if (item.associations) rec.associations = item.associations;
      if (item.headers) rec.headers = item.headers;
      store.set(newId, rec);
      return {success: true, recordId: newId, data: {id: newId, ...clean}};
    });
  }
}
