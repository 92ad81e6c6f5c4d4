// The emulator's state: everything a reset puts back to the seed. With `--state`, every change is
// made inside `change()`: the maps note what it touched, the journal (state-file.ts) writes just
// that before the change is answered, and a change the journal could not make durable is undone.
import type {KeyObject} from 'node:crypto';
import type {Installation, Operation} from '../contract/schemas.ts';
import {HttpProblem} from './http.ts';
import {FakeProviders} from './providers.ts';
import type {Seed, SeedIntegration, SeedProject, SeedProvider} from './seed.ts';

type Connection = NonNullable<Installation['connection']>;

export interface JwtKeyRecord {
  kid: string;
  projectId: string;
  label: string;
  algorithm: 'RS256';
  publicKeyPem: string;
  createTime: string;
  key: KeyObject;
}

export interface OperationRecord {
  op: Operation;
  /** The owner of the operation's installation when it was made (scopes it once the installation is gone). */
  groupRef: string;
  consumerRef?: string;
}

export interface RequestLogEntry {
  time: string;
  emulatedTime: string;
  method: string;
  path: string;
  status: number;
  durationMs: number;
  requestId: string;
  auth: 'apiKey' | 'bearer' | 'none';
  /** The scope a bearer token claimed (never the token itself). */
  groupRef?: string;
  consumerRef?: string;
}

/**
 * One answered request as the log keeps it: its times as numbers, formatted into a
 * RequestLogEntry only when the log is read (most never are; formatting a date per request is
 * a good part of logging it).
 */
export interface LoggedRequest extends Omit<RequestLogEntry, 'time' | 'emulatedTime' | 'durationMs'> {
  /** Date.now() when it was answered. */
  wallMs: number;
  /** The emulated clock's now() when it was answered. */
  emulatedMs: number;
  /** How long it took, in hundredths of a millisecond (durationMs rounded to two decimals). */
  hundredthsMs: number;
}

/** How many answered requests the log keeps (the newest). */
export const REQUEST_LOG_SIZE = 500;

/** One change as the journal writes it: a map, a key, and the new value (none: deleted). */
export type Change = [map: readonly string[], key: string, value?: unknown];

/** Where changes go to be made durable (state-file.ts); throws when it could not. */
export interface Journal {
  commit(changes: Change[], recordSeq: number): void;
  /** Replaces everything on disk with `changes` (a compaction, or a reset). */
  rewrite(changes: Change[], recordSeq: number): void;
}

/** How long and how many finished operations are kept (in-progress ones always are). */
export interface OperationRetention {
  /** At most this many finished operations; the oldest finished go first. Default 10,000. */
  maxCount: number;
  /** Finished operations older than this (emulated seconds since they finished) go. Default 86,400 (a day). */
  maxAgeSeconds: number;
}
export const DEFAULT_RETENTION: OperationRetention = {maxCount: 10_000, maxAgeSeconds: 86_400};

const ABSENT = Symbol('absent');
type Touched = Map<TrackedMap<unknown>, Map<string, unknown>>;

/**
 * A Map that tells its store which keys a change touched, with their values before it (so the
 * change can be written, or undone). Values are replaced, never edited in place: the old value
 * is the before-image.
 */
export class TrackedMap<V> extends Map<string, V> {
  constructor(
    /** The map's name in the journal: `['installations']`, `['records', provider, object]`. */
    readonly path: readonly string[],
    private readonly touched: () => Touched | undefined,
  ) {
    super();
  }

  override set(key: string, value: V): this {
    this.#note(key);
    return super.set(key, value);
  }

  override delete(key: string): boolean {
    if (super.has(key)) this.#note(key);
    return super.delete(key);
  }

  #note(key: string): void {
    const open = this.touched();
    if (!open) return;
    let keys = open.get(this as TrackedMap<unknown>);
    if (!keys) open.set(this as TrackedMap<unknown>, (keys = new Map()));
    if (!keys.has(key)) keys.set(key, super.has(key) ? super.get(key) : ABSENT);
  }
}

/** The answer to a change that could not be made durable: nothing of it was applied. */
export class StoreUnavailable extends HttpProblem {
  constructor(cause: unknown) {
    super(
      503,
      'The change could not be saved to the state file, so it was not made. Try again.',
      {retryable: true, causes: [cause instanceof Error ? cause.message : String(cause)]},
      {'Retry-After': '1'},
    );
  }
}

export class Store {
  projects = new Map<string, SeedProject>();
  providerDefs = new Map<string, SeedProvider>();
  integrations = new Map<string, SeedIntegration>();
  readonly installations = this.#tracked<Installation>(['installations']);
  /** Connections of the seed and the control API not made with an installation (an installation's own is in it). */
  readonly connections = this.#tracked<Connection>(['connections']);
  readonly jwtKeys = this.#tracked<JwtKeyRecord>(['jwtKeys']);
  readonly operations = this.#tracked<OperationRecord>(['operations']);
  /** installationId -> id of its latest operation */
  readonly latestOperation = this.#tracked<string>(['latestOperation']);
  #requestLog = new RequestLog(REQUEST_LOG_SIZE);
  readonly providers = new FakeProviders((provider, object) => this.#tracked(['records', provider, object]));
  /** Bumped on every reset, so background work of an earlier generation stops. */
  generation = 0;
  /** Where changes are made durable (`--state`); none: changes live in memory only. */
  journal?: Journal;
  retention: OperationRetention = {...DEFAULT_RETENTION};
  #open: Touched | undefined;
  /** Finished operations by the time they finished (ms), oldest first: the order retention drops them. */
  #finished = new FinishOrder();
  /** When pruneOperations last ran (ms): the age limit is checked at most once per emulated second. */
  #prunedAt = -Infinity;

  constructor(readonly seed: Seed) {}

  #tracked<V>(path: readonly string[]): TrackedMap<V> {
    return new TrackedMap<V>(path, () => this.#open);
  }

  /** Every map the journal keeps, in the order a rewrite lists them. */
  *trackedMaps(): Iterable<TrackedMap<unknown>> {
    yield this.installations as TrackedMap<unknown>;
    yield this.connections as TrackedMap<unknown>;
    yield this.jwtKeys as TrackedMap<unknown>;
    yield this.operations as TrackedMap<unknown>;
    yield this.latestOperation as TrackedMap<unknown>;
    for (const objects of this.providers.stores.values())
      for (const m of objects.values()) yield m as TrackedMap<unknown>;
  }

  /**
   * Runs `apply` as one change. With a journal, what it touched is written before this returns;
   * when that fails, the change is undone and StoreUnavailable (503) thrown. An error `apply`
   * throws (a 422 after a failed write) does not undo what it changed: the failed operation is
   * kept like any other. Must not be given async work: the change is what `apply` does before it returns.
   */
  change<T>(apply: () => T): T {
    if (!this.journal || this.#open) return apply();
    const touched: Touched = (this.#open = new Map());
    const seq = this.providers.seq;
    let failure: {error: unknown} | undefined;
    let result: T | undefined;
    try {
      result = apply();
    } catch (error) {
      failure = {error};
    } finally {
      this.#open = undefined;
    }
    const changes = touched.size ? changesOf(touched) : [];
    if (changes.length || this.providers.seq !== seq) {
      try {
        this.journal.commit(changes, this.providers.seq);
      } catch (e) {
        undo(touched);
        this.providers.seq = seq;
        throw new StoreUnavailable(e);
      }
    }
    if (failure) throw failure.error;
    return result as T;
  }

  /** How many operations are in progress (kept, not finished). */
  get inProgress(): number {
    return this.operations.size - this.#finished.size;
  }

  /**
   * Refuses a new asynchronous operation while as many are in progress as retention keeps
   * finished ones (at least one): in-progress operations are bounded too, not kept without limit.
   */
  admitOperation(): void {
    const limit = Math.max(1, this.retention.maxCount);
    if (this.inProgress >= limit)
      throw new HttpProblem(
        429,
        `${this.inProgress} operations are in progress, as many as the emulator keeps (--operations-max ${this.retention.maxCount}); try again when some have finished.`,
        {retryable: true},
        {'Retry-After': '1'},
      );
  }

  /** Notes that an operation finished at `atMs`, and drops what retention no longer keeps. */
  finished(id: string, atMs: number): void {
    this.#finished.add(id, atMs);
    if (this.#finished.size > this.retention.maxCount || atMs - this.#prunedAt >= 1000)
      this.pruneOperations(atMs);
  }

  /** Drops finished operations beyond the retention's count and age. Call inside change(). */
  pruneOperations(nowMs: number): void {
    this.#prunedAt = nowMs;
    const oldest = nowMs - this.retention.maxAgeSeconds * 1000;
    for (let next = this.#finished.oldest(); next; next = this.#finished.oldest()) {
      const {id, at} = next;
      if (this.#finished.size <= this.retention.maxCount && at > oldest) return;
      this.#finished.delete(id);
      const rec = this.operations.get(id);
      if (rec?.op.status === 'in_progress') continue; // an undone finish: not finished after all
      this.operations.delete(id);
      const inst = rec?.op.installationId;
      if (inst && this.latestOperation.get(inst) === id) this.latestOperation.delete(inst);
    }
  }

  /** Rebuilds the finished-order index from the operations (after a load). */
  indexFinished(): void {
    const done = [...this.operations.values()].filter((r) => r.op.status !== 'in_progress');
    const at = (r: OperationRecord) => Date.parse(r.op.updateTime ?? '') || 0;
    done.sort((a, b) => at(a) - at(b));
    this.#finished.clear();
    for (const r of done) this.#finished.add(r.op.id, at(r));
  }

  /** Everything the journal keeps, as changes on top of the seed. */
  everything(): Change[] {
    const out: Change[] = [];
    for (const m of this.trackedMaps()) for (const [k, v] of m) out.push([m.path, k, v]);
    return out;
  }

  /**
   * Puts everything back to the seed. With a journal, the file is rewritten first: when that
   * fails, nothing was reset (StoreUnavailable). Record ids keep counting.
   */
  reset(now: string): void {
    if (this.journal) {
      const fresh = new Store(this.seed);
      fresh.#fill(now);
      try {
        this.journal.rewrite(fresh.everything(), this.providers.seq);
      } catch (e) {
        throw new StoreUnavailable(e);
      }
    }
    this.#fill(now);
  }

  #fill(now: string): void {
    const seed = structuredClone(this.seed);
    this.generation++;
    this.projects = new Map(seed.projects.map((p) => [p.id, p]));
    this.providerDefs = new Map(Object.entries(seed.providers));
    this.integrations = new Map(seed.integrations.map((i) => [`${i.projectId}/${i.id}`, i]));
    this.installations.clear();
    for (const i of seed.installations) this.installations.set(i.id, i);
    this.connections.clear();
    for (const c of seed.connections ?? []) this.connections.set(c.id!, c);
    this.jwtKeys.clear();
    this.operations.clear();
    this.#finished.clear();
    this.latestOperation.clear();
    this.#requestLog = new RequestLog(REQUEST_LOG_SIZE);
    this.providers.reset(seed.records ?? {}, now);
  }

  project(idOrName: string): SeedProject | undefined {
    return this.projects.get(idOrName) ?? [...this.projects.values()].find((p) => p.name === idOrName);
  }

  integration(projectId: string, idOrName: string): SeedIntegration | undefined {
    return (
      this.integrations.get(`${projectId}/${idOrName}`) ??
      [...this.integrations.values()].find((i) => i.projectId === projectId && i.name === idOrName)
    );
  }

  /** Every connection of the project and group, the installations' own first. */
  connectionsOf(projectId: string, groupRef: string | undefined): Connection[] {
    const all = [...[...this.installations.values()].map((i) => i.connection), ...this.connections.values()];
    return all.filter(
      (c): c is Connection => c !== undefined && c.projectId === projectId && c.group?.groupRef === groupRef,
    );
  }

  /** Whether any connection (an installation's own or an added one, in any project or group) has this id. */
  hasConnection(id: string): boolean {
    if (this.connections.has(id)) return true;
    for (const i of this.installations.values()) if (i.connection?.id === id) return true;
    return false;
  }

  installationsOf(projectId: string, integrationId: string): Installation[] {
    return [...this.installations.values()].filter(
      (i) => i.projectId === projectId && i.integrationId === integrationId,
    );
  }

  installationForGroup(projectId: string, integrationId: string, groupRef: string): Installation | undefined {
    for (const i of this.installations.values()) {
      if (i.projectId === projectId && i.integrationId === integrationId && i.group?.groupRef === groupRef)
        return i;
    }
    return undefined;
  }

  logRequest(r: LoggedRequest): void {
    this.#requestLog.add(r);
  }

  /** The last REQUEST_LOG_SIZE answered requests outside /_emulator, oldest first. */
  get requests(): RequestLogEntry[] {
    return this.#requestLog.entries();
  }
}

/** The newest `size` answered requests, oldest first: a ring (one slot written per request, none moved). */
class RequestLog {
  readonly #ring: LoggedRequest[] = [];
  /** Where the next one goes: once the ring is full, the oldest. */
  #next = 0;

  constructor(readonly size: number) {}

  add(r: LoggedRequest): void {
    if (this.#ring.length < this.size) this.#ring.push(r);
    else this.#ring[this.#next] = r;
    this.#next = (this.#next + 1) % this.size;
  }

  entries(): RequestLogEntry[] {
    const oldestFirst = [...this.#ring.slice(this.#next), ...this.#ring.slice(0, this.#next)];
    return oldestFirst.map(entryOf);
  }
}

function entryOf(r: LoggedRequest): RequestLogEntry {
  const entry: RequestLogEntry = {
    time: new Date(r.wallMs).toISOString(),
    emulatedTime: new Date(r.emulatedMs).toISOString(),
    method: r.method,
    path: r.path,
    status: r.status,
    durationMs: r.hundredthsMs / 100,
    requestId: r.requestId,
    auth: r.auth,
  };
  if (r.auth === 'bearer') {
    entry.groupRef = r.groupRef;
    entry.consumerRef = r.consumerRef;
  }
  return entry;
}

interface Finished {
  id: string;
  at: number;
}

/**
 * Finished operations (id -> when each finished, ms) in the order they finished, oldest first: a
 * queue, not a Map iterated from its start (a Map keeps the slots of deleted entries until it is
 * rehashed, so walking one whose oldest entries keep being deleted steps over thousands of empty
 * slots per finished write once retention is full). An id added again moves to the end.
 *
 * The queue is two plain arrays, ids and times, and a Map of each id's place in it: no object per
 * operation, since retention keeps thousands of them alive for as long as their operations (each
 * object one more for every garbage collection to copy and mark).
 */
class FinishOrder {
  /** Each id's current place in the queue; a queued id at another place is a passed entry, skipped. */
  readonly #place = new Map<string, number>();
  #ids: string[] = [];
  #times: number[] = [];
  /** The place of #ids[0] (places keep counting when passed entries are dropped from the front). */
  #base = 0;
  #head = 0;

  get size(): number {
    return this.#place.size;
  }

  add(id: string, at: number): void {
    this.#place.set(id, this.#base + this.#ids.length);
    this.#ids.push(id);
    this.#times.push(at);
  }

  delete(id: string): void {
    this.#place.delete(id);
  }

  /** The entry that finished first, if any. */
  oldest(): Finished | undefined {
    for (; this.#head < this.#ids.length; this.#head++) {
      const id = this.#ids[this.#head];
      if (this.#place.get(id) === this.#base + this.#head) {
        this.#compact();
        return {id, at: this.#times[this.#head]};
      }
    }
    // every queued entry was passed (none is current any more): start the queue afresh
    this.#drop(this.#ids.length);
    return undefined;
  }

  clear(): void {
    this.#place.clear();
    this.#ids = [];
    this.#times = [];
    this.#base = 0;
    this.#head = 0;
  }

  /** Drops the queue's passed entries once they are more than half of it. */
  #compact(): void {
    if (this.#head > 1024 && this.#head * 2 > this.#ids.length) this.#drop(this.#head);
  }

  /** Drops the first `n` entries (passed ones) from the arrays. */
  #drop(n: number): void {
    this.#ids = this.#ids.slice(n);
    this.#times = this.#times.slice(n);
    this.#base += n;
    this.#head -= n;
  }
}

function changesOf(touched: Touched): Change[] {
  const out: Change[] = [];
  for (const [m, keys] of touched) {
    for (const [k, before] of keys) {
      if (!m.has(k)) {
        if (before !== ABSENT) out.push([m.path, k]);
      } else if (!sameMembers(before, m.get(k))) out.push([m.path, k, m.get(k)]);
    }
  }
  return out;
}

/**
 * Whether a value came back to what it was (a copy with the same members: an installation's
 * lastOperationStatus that went to in_progress and back to success), so it need not be written.
 */
function sameMembers(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  const ka = Object.keys(a);
  if (ka.length !== Object.keys(b).length) return false;
  return ka.every(
    (k) => Object.hasOwn(b, k) && (a as Record<string, unknown>)[k] === (b as Record<string, unknown>)[k],
  );
}

/** Puts every touched key back to its value before the change (Map methods: nothing is noted). */
function undo(touched: Touched): void {
  for (const [m, keys] of touched) {
    for (const [k, before] of keys) {
      if (before === ABSENT) Map.prototype.delete.call(m, k);
      else Map.prototype.set.call(m, k, before);
    }
  }
}
