// `--state FILE`: the emulator's data on disk, as an append-only journal of JSON lines.
//
//   line 1   {"format":"install-config-elements emulator state","version":2}
//   then     {"seq":N,"changes":[[map, key, value], [map, key] (deleted), ...]}   one line per change
//
// Loading starts from the seed and applies every line. A change is one line appended and fsync'd
// before it is answered, so its cost is the size of the change, not of the store. When the file
// has grown past twice what a fresh copy would take, it is compacted: everything is written to
// FILE.compact, fsync'd, and renamed over FILE (so a kill leaves the old file or the new one; a
// leftover FILE.compact is removed at the next start).
//
// Why not an embedded database from the registry: the emulator ships in this package's runtime
// dependencies, so lmdb or classic-level would put a native addon into every install of the
// elements; their commits are asynchronous or batched, while a change here must be durable (or
// undone) within the synchronous step that made it, before any other request runs; and a JSON-lines
// file stays readable and checkable with the same schemas as the service's bodies.
import {
  closeSync,
  existsSync,
  fdatasyncSync,
  fstatSync,
  fsyncSync,
  ftruncateSync,
  openSync,
  readFileSync,
  renameSync,
  unlinkSync,
  writeSync,
} from 'node:fs';
import {createPublicKey} from 'node:crypto';
import {dirname} from 'node:path';
import {InstallationSchema, OperationSchema, check} from '../contract/schemas.ts';
import type {Change, Journal, JwtKeyRecord, Store} from './store.ts';

export const STATE_FORMAT = 'install-config-elements emulator state';
export const STATE_VERSION = 2;
/** Below this size the journal is never compacted (rewriting a small file saves nothing). */
const COMPACT_MIN_BYTES = 1 << 20;

/** A state file that cannot be loaded: names the file, the line and the rule it breaks. */
export class StateFileError extends Error {
  constructor(
    readonly path: string,
    readonly line: number,
    readonly rule: string,
  ) {
    super(`state file ${path}, line ${line}: ${rule}`);
  }
}

export interface JournalStats {
  /** Bytes appended for changes (compactions not counted: see `compactedBytes`). */
  appendedBytes: number;
  commits: number;
  compactions: number;
  compactedBytes: number;
  /** Compactions that failed (the changes themselves were on disk). */
  compactionFailures: number;
}

export class StateFile implements Journal {
  readonly stats: JournalStats = {
    appendedBytes: 0,
    commits: 0,
    compactions: 0,
    compactedBytes: 0,
    compactionFailures: 0,
  };
  #fd = -1;
  /** Bytes of complete lines in the file (a failed append is cut back to this). */
  #size = 0;
  /** Size of the file right after its last rewrite: the journal is compacted at twice that. */
  #base = 0;
  /** An append failed and could not be cut back: the next change rewrites the whole file. */
  #broken = false;
  /** After a failed compaction: the size at which it is tried again (the file doubled since). */
  #retryAt = 0;
  /** A compaction failed and none has worked since (logged once, not on every change). */
  #failing = false;

  constructor(
    readonly path: string,
    private readonly store: Store,
    /** Bytes below which the file is never compacted (tests lower it). */
    private readonly compactMinBytes = COMPACT_MIN_BYTES,
  ) {}

  get compactPath(): string {
    return `${this.path}.compact`;
  }

  /**
   * Loads the file into the store (already reset to the seed) when it exists, then writes a fresh
   * copy of it. Validates every line before applying any: a bad file throws StateFileError and
   * leaves the store as the seed. Operations still in progress end as failures (their jobs are gone).
   */
  open(now: string): void {
    if (existsSync(this.compactPath)) unlinkSync(this.compactPath);
    if (existsSync(this.path)) {
      const {lines, seq} = this.#read();
      // Whatever goes wrong applying a line (it was checked, but a check can miss) names the line.
      lines.forEach((changes, i) => {
        try {
          apply(this.store, changes);
        } catch (e) {
          throw new StateFileError(this.path, i + 2, `could not be applied (${(e as Error).message})`);
        }
      });
      this.store.providers.seq = Math.max(this.store.providers.seq, seq);
      interrupt(this.store, now);
      this.store.indexFinished();
      this.store.pruneOperations(Date.parse(now));
    }
    this.rewrite(this.store.everything(), this.store.providers.seq);
    this.store.journal = this;
  }

  #read(): {lines: Change[][]; seq: number} {
    const text = readFileSync(this.path, 'utf8');
    const fail = (line: number, rule: string): never => {
      throw new StateFileError(this.path, line, rule);
    };
    const raw = text.split('\n');
    // Every line the emulator writes ends with a newline; text after the last one is a change cut
    // short by a kill, never acknowledged: it is dropped. (The header is never written alone, so a
    // file without any newline is not one of ours: its text is checked as the header.)
    const torn = raw.length > 1 ? raw.pop() : undefined;
    if (torn) console.warn(`[emulator] ${this.path}: dropped an unfinished last line (${torn.length} bytes)`);
    const head = parseLine(raw[0], 1, fail);
    if (tooDeep(head, 2)) fail(1, `must be the header ${JSON.stringify(header())}`);
    checkHeader(head, fail);
    if (raw.length === 1 && !text.endsWith('\n')) fail(1, 'the header must end with a newline');
    const lines: Change[][] = [];
    let seq = 0;
    for (let i = 1; i < raw.length; i++) {
      const entry = parseLine(raw[i], i + 1, fail);
      // Deeper than any value the emulator writes: refused before a check or a copy recurses into it.
      if (tooDeep(entry, MAX_LINE_DEPTH))
        fail(i + 1, `nests objects or arrays deeper than ${MAX_LINE_DEPTH} levels`);
      try {
        lines.push(checkEntry(entry, i + 1, fail));
      } catch (e) {
        if (e instanceof StateFileError) throw e;
        fail(i + 1, `could not be checked (${(e as Error).message})`);
      }
      seq = Math.max(seq, (entry as {seq: number}).seq);
    }
    return {lines, seq};
  }

  commit(changes: Change[], recordSeq: number): void {
    if (this.#broken) {
      // The file lost track of a change: write everything (this one included) afresh.
      this.rewrite(this.store.everything(), recordSeq);
      return;
    }
    const bytes = Buffer.from(`${JSON.stringify({seq: recordSeq, changes: changes.map(encode)})}\n`);
    try {
      writeAll(this.#fd, bytes, this.#size);
      fdatasyncSync(this.#fd);
      // Appended to a file no longer on disk (its directory was removed): not durable.
      if (fstatSync(this.#fd).nlink === 0) throw new Error(`${this.path} was removed`);
    } catch (e) {
      try {
        ftruncateSync(this.#fd, this.#size);
      } catch {
        this.#broken = true;
      }
      if ((e as Error).message.endsWith('was removed')) this.#broken = true;
      throw e;
    }
    this.#size += bytes.length;
    this.stats.appendedBytes += bytes.length;
    this.stats.commits++;
    if (this.#size > Math.max(this.compactMinBytes, 2 * this.#base, this.#retryAt)) this.#compact(recordSeq);
  }

  #compact(recordSeq: number): void {
    try {
      this.rewrite(this.store.everything(), recordSeq);
    } catch (e) {
      // The change itself is on disk. Rewriting everything on every change while the compaction
      // cannot run made each write cost the whole store: it is tried again once the file has
      // doubled, and the failure is logged once until one works.
      this.stats.compactionFailures++;
      this.#retryAt = 2 * this.#size;
      if (!this.#failing)
        console.error(
          `[emulator] compacting ${this.path} failed: ${(e as Error).message}; changes are still saved, and compacting is tried again when the file has doubled`,
        );
      this.#failing = true;
    }
  }

  rewrite(changes: Change[], recordSeq: number): void {
    const lines = [JSON.stringify(header())];
    // A line per 1,000 changes: no single line (or string) the size of the whole store.
    for (let i = 0; i < changes.length || i === 0; i += 1000)
      lines.push(JSON.stringify({seq: recordSeq, changes: changes.slice(i, i + 1000).map(encode)}));
    const bytes = Buffer.from(`${lines.join('\n')}\n`);
    const fd = openSync(this.compactPath, 'w');
    try {
      writeAll(fd, bytes, 0);
      fsyncSync(fd);
    } catch (e) {
      closeSync(fd);
      try {
        unlinkSync(this.compactPath);
      } catch {
        /* nothing left to remove */
      }
      throw e;
    }
    closeSync(fd);
    renameSync(this.compactPath, this.path);
    syncDirectory(this.path);
    if (this.#fd >= 0) closeSync(this.#fd);
    this.#fd = openSync(this.path, 'r+');
    this.#size = this.#base = bytes.length;
    this.#broken = false;
    this.#retryAt = 0;
    if (this.#failing) console.error(`[emulator] compacting ${this.path} works again`);
    this.#failing = false;
    this.stats.compactions++;
    this.stats.compactedBytes += bytes.length;
  }

  close(): void {
    if (this.#fd >= 0) closeSync(this.#fd);
    this.#fd = -1;
    if (this.store.journal === this) this.store.journal = undefined;
  }
}

function header() {
  return {format: STATE_FORMAT, version: STATE_VERSION};
}

function writeAll(fd: number, bytes: Buffer, at: number): void {
  for (let done = 0; done < bytes.length;) done += writeSync(fd, bytes, done, bytes.length - done, at + done);
}

function syncDirectory(file: string): void {
  const fd = openSync(dirname(file), 'r');
  try {
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
}

type Fail = (line: number, rule: string) => never;

/** Request bodies nest at most 64 levels (MAX_JSON_DEPTH); a stored line wraps them in a dozen more. */
const MAX_LINE_DEPTH = 128;

/** Whether `value` nests objects/arrays more than `levels` deep; walks with its own stack, never the call stack. */
function tooDeep(value: unknown, levels: number): boolean {
  const stack: Array<[unknown, number]> = [[value, 0]];
  while (stack.length) {
    const [v, depth] = stack.pop()!;
    if (v === null || typeof v !== 'object') continue;
    if (depth >= levels) return true;
    for (const child of Array.isArray(v) ? v : Object.values(v)) {
      if (child !== null && typeof child === 'object') stack.push([child, depth + 1]);
    }
  }
  return false;
}

function parseLine(text: string, line: number, fail: Fail): unknown {
  try {
    return JSON.parse(text);
  } catch (e) {
    return fail(line, `is not JSON (${(e as Error).message})`);
  }
}

function isObject(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

function checkHeader(h: unknown, fail: Fail): void {
  if (!isObject(h) || h.format !== STATE_FORMAT) {
    const version = isObject(h) && 'version' in h ? ` (a file of version ${JSON.stringify(h.version)})` : '';
    fail(1, `must start with the header ${JSON.stringify(header())}${version}`);
  }
  if (h.version !== STATE_VERSION)
    fail(1, `is version ${JSON.stringify(h.version)}; this emulator reads version ${STATE_VERSION} only`);
  const extra = Object.keys(h).filter((k) => k !== 'format' && k !== 'version');
  if (extra.length) fail(1, `the header has unknown members: ${extra.join(', ')}`);
}

/**
 * The envelope strictly (members, map names, key types); the values leniently: the members the
 * emulator reads must be there with their types, anything else is kept as it is.
 */
function checkEntry(entry: unknown, line: number, fail: Fail): Change[] {
  if (!isObject(entry)) return fail(line, 'must be an object {seq, changes}');
  const extra = Object.keys(entry).filter((k) => k !== 'seq' && k !== 'changes');
  if (extra.length) fail(line, `unknown members: ${extra.join(', ')}`);
  if (!Number.isSafeInteger(entry.seq) || (entry.seq as number) < 0)
    fail(line, 'seq must be an integer >= 0');
  if (!Array.isArray(entry.changes)) return fail(line, 'changes must be an array');
  return entry.changes.map((c: unknown, i: number) => {
    const at = `changes[${i}]`;
    if (!Array.isArray(c) || c.length < 2 || c.length > 3)
      return fail(line, `${at} must be [map, key, value] or [map, key]`);
    const [map, key, value] = c as [unknown, unknown, unknown];
    const known =
      Array.isArray(map) &&
      (map.length === 1
        ? Object.hasOwn(VALUE_RULES, map[0] as string)
        : map.length === 3 && map[0] === 'records' && map.every((s) => typeof s === 'string' && s));
    if (!known)
      fail(
        line,
        `${at}[0] must name a map: ["installations"], ["connections"], ["jwtKeys"], ["operations"], ["latestOperation"] or ["records", provider, object]`,
      );
    if (typeof key !== 'string' || !key) fail(line, `${at}[1] must be a non-empty string`);
    const name = (map as string[])[0];
    if (c.length === 3) {
      const rule = VALUE_RULES[name](value, key as string);
      if (rule) fail(line, `${name}[${JSON.stringify(key)}]${rule}`);
    }
    return c as Change;
  });
}

/** What is wrong with a stored value (`.member: rule`), or undefined. */
type ValueRule = (v: unknown, key: string) => string | undefined;

const firstIssue = (issues: Array<{path: string; message: string}>) =>
  issues.length ? `${issues[0].path ? `.${issues[0].path}` : ''}: ${issues[0].message}` : undefined;

const members =
  (spec: Record<string, 'string' | 'object' | 'integer' | 'string?'>, keyMember?: string): ValueRule =>
  (v, key) => {
    if (!isObject(v)) return ': must be an object';
    for (const [m, type] of Object.entries(spec)) {
      const x = v[m];
      if (type === 'string?' ? x !== undefined && typeof x !== 'string' : false)
        return `.${m}: must be a string`;
      if (type === 'string' && typeof x !== 'string') return `.${m}: required, a string`;
      if (type === 'object' && !isObject(x)) return `.${m}: required, an object`;
      if (type === 'integer' && !Number.isSafeInteger(x)) return `.${m}: required, an integer`;
    }
    if (keyMember && v[keyMember] !== key) return `.${keyMember}: must equal the key ${key}`;
    return undefined;
  };

const VALUE_RULES: Record<string, ValueRule> = {
  installations: (v, key) =>
    firstIssue(check(InstallationSchema, v)) ??
    (isObject(v) && v.id !== key ? `.id: must equal the key ${key}` : undefined) ??
    (isObject(v) && isObject(v.config) && typeof v.config.revisionId !== 'string'
      ? '.config.revisionId: required, a string'
      : undefined),
  connections: members({id: 'string', projectId: 'string', provider: 'string'}, 'id'),
  jwtKeys: (v, key) =>
    members(
      {kid: 'string', projectId: 'string', label: 'string', publicKeyPem: 'string', createTime: 'string'},
      'kid',
    )(v, key) ?? pemRule((v as {publicKeyPem: string}).publicKeyPem),
  operations: (v, key) =>
    members({op: 'object', groupRef: 'string', consumerRef: 'string?'})(v, key) ??
    firstIssue(check(OperationSchema, (v as {op: unknown}).op, 'op')) ??
    ((v as {op: {id: string}}).op.id !== key ? `.op.id: must equal the key ${key}` : undefined),
  latestOperation: (v) => (typeof v === 'string' && v ? undefined : ': must be an operation id'),
  records: members(
    {
      id: 'string',
      groupRef: 'string',
      data: 'object',
      createTime: 'string',
      updateTime: 'string',
      writes: 'integer',
    },
    'id',
  ),
};

function pemRule(pem: string): string | undefined {
  try {
    createPublicKey({key: pem, format: 'pem'});
    return undefined;
  } catch {
    return '.publicKeyPem: must be a PEM public key';
  }
}

/** A change as it goes on disk (a JWT key without its parsed KeyObject). */
function encode(c: Change): Change {
  if (c.length === 3 && c[0][0] === 'jwtKeys') {
    const {key: _key, ...stored} = c[2] as JwtKeyRecord;
    return [c[0], c[1], stored];
  }
  return c;
}

function apply(store: Store, changes: Change[]): void {
  for (const [path, key, ...value] of changes) {
    const map =
      path[0] === 'records'
        ? store.providers.objectStore(path[1], path[2])
        : (store[path[0] as 'installations'] as Map<string, unknown>);
    if (!value.length) map.delete(key);
    else if (path[0] === 'jwtKeys') {
      const k = value[0] as Omit<JwtKeyRecord, 'key'>;
      map.set(key, {...k, key: createPublicKey({key: k.publicKeyPem, format: 'pem'})});
    } else map.set(key, value[0]);
  }
}

/** Operations a restart interrupted cannot resume (their background jobs are gone): they fail and say so. */
function interrupt(store: Store, now: string): void {
  for (const [id, rec] of store.operations) {
    if (rec.op.status !== 'in_progress') continue;
    const op = {
      ...rec.op,
      status: 'failure',
      result: 'interrupted: the emulator restarted before the write ran',
      updateTime: now,
    };
    store.operations.set(id, {...rec, op});
    const inst = op.installationId ? store.installations.get(op.installationId) : undefined;
    if (inst && store.latestOperation.get(inst.id) === id)
      store.installations.set(inst.id, {...inst, lastOperationStatus: 'failure'});
  }
}
