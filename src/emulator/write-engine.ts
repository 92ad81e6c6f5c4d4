// Writes (spec 4.4): the rules on top of the shared request schema, the installation's write
// config applied to each record, synchronous and asynchronous execution, retries with
// exponential backoff on the emulated clock, and auto batching.
import {
  LIMITS,
  check,
  passes,
  WriteRequestSchema,
  type Installation,
  type ObjectMetadata,
  type Operation,
  type OperationStatus,
  type ProviderInfo,
  type WriteRequest,
  type WriteType,
} from '../contract/schemas.ts';
import {applyWriteSettings} from '../contract/write-rule.ts';
import {consumerOf} from './auth.ts';
import type {Clock} from './clock.ts';
import {HttpProblem, bodyIssues, type ProblemIssue} from './http.ts';
import {randomId} from './ids.ts';
import {ProviderCallError, type ItemResult, type ProviderItem} from './providers.ts';
import type {SeedIntegration} from './seed.ts';
import {StoreUnavailable, type OperationRecord, type Store} from './store.ts';

export const AUTO_BATCH_SIZE = 100;
const BACKOFF_BASE_MS = 2_000;
const BACKOFF_MAX_MS = 600_000;

export interface WriteTarget {
  integration: SeedIntegration;
  installation: Installation;
  objectName: string;
  provider: ProviderInfo;
  metadata: ObjectMetadata;
}

export interface WriteReply {
  status: number;
  body: unknown;
}

/** The batch limit for one kind of write (spec section 8), or 0 when batches are not supported. */
export function batchLimit(provider: ProviderInfo, type: WriteType, objectName: string): number {
  const kind = provider.support.batchWrite?.[type];
  if (!kind?.supported) return 0;
  const limits = kind.objectRecordLimits;
  const perObject = limits && Object.hasOwn(limits, objectName) ? limits[objectName] : undefined;
  const limit = typeof perObject === 'number' ? perObject : (kind.defaultRecordLimit ?? LIMITS.batchMax);
  return Math.max(0, Math.min(LIMITS.batchMax, limit));
}

const SINGLE_WRITE_KEYS = new Set(['groupRef', 'type', 'mode', 'record']);
const isWriteType = (v: unknown) => v === 'create' || v === 'update';
const isWriteMode = (v: unknown) => v === undefined || v === 'synchronous' || v === 'asynchronous';

/**
 * A quick yes, without the schema, for the most common write: one record and nothing else
 * (groupRef, type, mode and record only; an update's record has an id). True only for bodies
 * WriteRequestSchema accepts (test/emulator/write-fast-path.test.ts holds it to that); any other
 * body, valid or not, goes to the schema, which also names what broke.
 */
export function plainSingleWrite(body: unknown): boolean {
  if (!plainRecord(body)) return false;
  for (const k in body) if (!Object.hasOwn(body, k) || !SINGLE_WRITE_KEYS.has(k)) return false;
  const {groupRef, type, mode, record} = body;
  if (typeof groupRef !== 'string' || !groupRef || !isWriteType(type) || !isWriteMode(mode)) return false;
  if (!plainRecord(record)) return false;
  return type === 'create' || (record.id !== undefined && record.id !== null && record.id !== '');
}

/** An object as JSON.parse makes one: Object's prototype, no own `constructor` (the schema's record type looks at it). */
function plainRecord(v: unknown): v is Record<string, unknown> {
  return (
    typeof v === 'object' &&
    v !== null &&
    Object.getPrototypeOf(v) === Object.prototype &&
    !Object.hasOwn(v, 'constructor')
  );
}

/** Spec 4.4 rules 1-7 on top of the shared schema; every violation is a 400 naming the field. */
export function validateWriteBody(
  body: unknown,
  provider: ProviderInfo,
  integration: SeedIntegration,
  objectName: string,
  objects: Record<string, ObjectMetadata>,
): WriteRequest {
  // The cheap yes/no first; the issues are built only for a body that fails.
  const issues =
    plainSingleWrite(body) || passes(WriteRequestSchema, body) ? [] : check(WriteRequestSchema, body);
  if (issues.length)
    throw new HttpProblem(400, 'The write request is not valid.', {issues: bodyIssues(issues, '', body)});
  const req = body as WriteRequest;
  const out: ProblemIssue[] = [];
  const name = provider.displayName ?? provider.name;
  if (provider.support.write === false)
    out.push({
      in: 'path',
      name: 'objectName',
      value: objectName,
      detail: `provider ${name} does not support writes`,
    });
  const manifestObjects = integration.latestRevision.content.write?.objects ?? [];
  if (!manifestObjects.some((o) => o.objectName === objectName)) {
    out.push({
      in: 'path',
      name: 'objectName',
      value: objectName,
      detail: `is not a write object of the integration's manifest`,
    });
  } else if (!Object.hasOwn(objects, objectName)) {
    out.push({
      in: 'path',
      name: 'objectName',
      value: objectName,
      detail: `does not exist in the customer's ${name} instance`,
    });
  }
  if (req.batch) {
    const limit = batchLimit(provider, req.type, objectName);
    if (limit === 0)
      out.push({
        in: 'body',
        name: 'batch',
        detail: `provider ${name} does not support batch ${req.type} writes`,
      });
    else if (req.batch.length > limit)
      out.push({
        in: 'body',
        name: 'batch',
        detail: `must hold at most ${limit} records for ${objectName} (provider limit)`,
      });
  }
  const assocOk = provider.providerOpts?.associations === true;
  if (!assocOk) {
    if (req.associations)
      out.push({in: 'body', name: 'associations', detail: `not supported by provider ${name}`});
    req.batch?.forEach(
      (it, i) =>
        it.associations &&
        out.push({in: 'body', name: `batch[${i}].associations`, detail: `not supported by provider ${name}`}),
    );
  }
  if (req.headers && provider.providerOpts?.forwardedHeaders !== true) {
    out.push({
      in: 'body',
      name: 'headers',
      detail: `forwarded headers are not supported by provider ${name}`,
    });
  }
  // A forwarded header goes onto the provider request as written: CR/LF would split it.
  req.headers?.forEach((h, i) => {
    if (!/^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/.test(h.key))
      out.push({
        in: 'body',
        name: `headers[${i}].key`,
        detail: 'must be an HTTP header name (no spaces, CR or LF)',
      });
    if (/[\r\n\0]/.test(h.value))
      out.push({in: 'body', name: `headers[${i}].value`, detail: 'must not contain CR, LF or NUL'});
  });
  if (out.length) throw new HttpProblem(400, 'The write request is not valid.', {issues: out});
  return req;
}

interface Job {
  opId: string;
  target: WriteTarget;
  type: WriteType;
  groupRef: string;
  /** Chunks still to send (each one provider call). */
  chunks: ProviderItem[][];
  atomic: boolean;
  batchCall: boolean;
  deadline: number;
  attempts: number;
  generation: number;
  results: ItemResult[];
  autoBatch: boolean;
}

interface PendingAutoBatch {
  key: string;
  opId: string;
  target: WriteTarget;
  type: WriteType;
  groupRef: string;
  items: ProviderItem[];
  timer: number;
  deadlineHours: number;
}

export class WriteEngine {
  readonly #autoBatches = new Map<string, PendingAutoBatch>();
  readonly #inflight = new Set<Promise<unknown>>();

  constructor(
    private readonly store: Store,
    private readonly clock: Clock,
  ) {}

  /** Resolves when no background work is running (timers waiting on the clock do not count). */
  async settled(): Promise<void> {
    while (this.#inflight.size) await Promise.allSettled([...this.#inflight]);
  }

  get pendingAutoBatches(): number {
    return this.#autoBatches.size;
  }

  reset(): void {
    for (const b of this.#autoBatches.values()) this.clock.clearTimeout(b.timer);
    this.#autoBatches.clear();
  }

  /**
   * An installation was deleted: its auto-batches that have not run end as failed operations
   * (call inside store.change()); its background writes end at their next attempt.
   */
  endInstallation(installationId: string): void {
    for (const b of [...this.#autoBatches.values()]) {
      if (b.target.installation.id !== installationId) continue;
      this.#autoBatches.delete(b.key);
      this.clock.clearTimeout(b.timer);
      this.#finish(b.opId, 'failure', deletedResult(b.target.objectName, installationId));
    }
  }

  /** Answers a write; nothing in it waits (background work runs on its own), so no promise is made. */
  write(target: WriteTarget, req: WriteRequest): WriteReply {
    const items: ProviderItem[] = req.batch
      ? req.batch.map((it) => ({record: it.record, associations: it.associations, headers: req.headers}))
      : [{record: req.record!, associations: req.associations, headers: req.headers}];
    const mode = req.mode ?? 'synchronous';
    // Each change to the store is one store.change(): durable (with --state) before it is answered.
    if (mode === 'synchronous') return this.store.change(() => this.#sync(target, req, items));

    if (req.autoBatchPolicy) {
      const opId = this.#autoBatch(target, req, items[0]);
      return {status: 202, body: {operationId: opId}};
    }
    const op = this.store.change(() => this.#newOperation(target));
    const hours = req.retryPolicy?.deadlineHours ?? LIMITS.deadlineHoursDefault;
    const limit = batchLimit(target.provider, req.type, target.objectName) || 1;
    this.#start({
      opId: op.id,
      target,
      type: req.type,
      groupRef: req.groupRef,
      chunks: req.batch ? [items] : chunk(items, limit),
      atomic: Boolean(req.batch),
      batchCall: Boolean(req.batch),
      deadline: this.clock.now() + hours * 3_600_000,
      attempts: 0,
      generation: this.store.generation,
      results: [],
      autoBatch: false,
    });
    return {status: 202, body: {operationId: op.id}};
  }

  #sync(target: WriteTarget, req: WriteRequest, items: ProviderItem[]): WriteReply {
    // Nothing can read the operation before the write ends: it is made and stored once, finished.
    const op = {id: randomId(), createTime: this.clock.iso()};
    let results: ItemResult[];
    try {
      results = this.#call(target, req.type, req.groupRef, items, Boolean(req.batch), Boolean(req.batch));
    } catch (e) {
      const message = e instanceof Error ? e.message : String(e);
      this.#finishSync(target, op, 'failure', `[${target.objectName}] ${message}`);
      const retryable = e instanceof ProviderCallError && e.retryable;
      throw new HttpProblem(
        retryable ? 429 : 502,
        `[${target.objectName}] ${message}`,
        {
          operationId: op.id,
          retryable,
          // a date-time, as production's problem schema has it (the header says the seconds)
          ...(retryable ? {retryAfter: new Date(this.clock.now() + 30_000).toISOString()} : {}),
          errors: [{message}],
        },
        retryable ? {'Retry-After': '30'} : {},
      );
    }
    const failures: Array<{index: number; message: string; recordId?: string}> = [];
    results.forEach((r, index) => {
      if (!r.success)
        failures.push(
          r.recordId ? {index, message: r.message, recordId: r.recordId} : {index, message: r.message},
        );
    });
    if (failures.length) {
      const text = req.batch
        ? failures.map((f) => `record ${f.index}: ${f.message}`).join('; ')
        : failures[0].message;
      this.#finishSync(target, op, 'failure', `[${target.objectName}] ${text}`);
      // production's failed write (not problem details): the operation and the provider's messages;
      // a batch is all or nothing, so none of its records was written
      const body = req.batch
        ? {operationId: op.id, successCount: 0, failureCount: failures.length, errors: failures}
        : {operationId: op.id, errors: [{message: failures[0].message}]};
      return {status: 422, body};
    }
    this.#finishSync(target, op, 'success', summary(target.objectName, req.type, results));
    if (req.batch) {
      return {
        status: 200,
        body: {operationId: op.id, results, successCount: results.length, failureCount: 0},
      };
    }
    const r = results[0] as Extract<ItemResult, {success: true}>;
    return {
      status: 200,
      body: {operationId: op.id, result: {success: true, recordId: r.recordId, data: r.data}},
    };
  }

  #autoBatch(target: WriteTarget, req: WriteRequest, item: ProviderItem): string {
    const key = `${target.installation.id}\u0000${target.objectName}\u0000${req.type}`;
    let b = this.#autoBatches.get(key);
    if (!b) {
      // The operation first: when it cannot be saved, no batch is opened.
      const op = this.store.change(() => this.#newOperation(target));
      const policy = req.autoBatchPolicy!;
      const nb: PendingAutoBatch = {
        key,
        opId: op.id,
        target,
        type: req.type,
        groupRef: req.groupRef,
        items: [],
        timer: 0,
        deadlineHours:
          policy.retryDeadlineHours ?? req.retryPolicy?.deadlineHours ?? LIMITS.deadlineHoursDefault,
      };
      nb.timer = this.clock.setTimeout(() => this.#flush(nb), policy.maxDelayMinutes * 60_000);
      this.#autoBatches.set(key, nb);
      b = nb;
    }
    b.items.push(item);
    if (b.items.length >= AUTO_BATCH_SIZE) this.#flush(b);
    return b.opId;
  }

  #flush(b: PendingAutoBatch): Promise<void> | void {
    if (this.#autoBatches.get(b.key) !== b) return;
    this.#autoBatches.delete(b.key);
    this.clock.clearTimeout(b.timer);
    const limit = batchLimit(b.target.provider, b.type, b.target.objectName);
    return this.#start({
      opId: b.opId,
      target: b.target,
      type: b.type,
      groupRef: b.groupRef,
      chunks: chunk(b.items, limit || 1),
      atomic: false,
      batchCall: limit > 0,
      deadline: this.clock.now() + b.deadlineHours * 3_600_000,
      attempts: 0,
      generation: this.store.generation,
      results: [],
      autoBatch: true,
    });
  }

  /** Runs a job in the background (next turn of the event loop); returns when this attempt ends. */
  #start(job: Job): Promise<void> {
    const p = new Promise<void>((resolve) => setImmediate(resolve))
      .then(() => this.#attemptDurably(job))
      .catch((e: unknown) => {
        // A bug must not take the process down: the operation fails and says why.
        console.error('[emulator] background write failed:', e);
        const why = `[${job.target.objectName}] internal error: ${e instanceof Error ? e.message : String(e)}`;
        try {
          this.store.change(() => this.#finish(job.opId, 'failure', why));
        } catch (e2) {
          console.error('[emulator] could not record the failure:', e2);
        }
      });
    this.#inflight.add(p);
    void p.finally(() => this.#inflight.delete(p));
    return p;
  }

  /**
   * One attempt as one change. When the change cannot be saved, none of it happened (the store
   * undid it): the job is put back as it was and tries again later.
   */
  #attemptDurably(job: Job): void {
    if (job.generation !== this.store.generation) return; // reset since
    const before = {chunks: job.chunks.slice(), results: job.results.length, attempts: job.attempts};
    let retryIn: number | undefined;
    try {
      retryIn = this.store.change(() => this.#attempt(job));
    } catch (e) {
      if (!(e instanceof StoreUnavailable)) throw e;
      console.error(`[emulator] operation ${job.opId}: ${e.message} (${String(e.extra.causes)})`);
      job.chunks = before.chunks;
      job.results.length = before.results;
      job.attempts = before.attempts;
      retryIn = BACKOFF_BASE_MS;
    }
    if (retryIn !== undefined) this.clock.setTimeout(() => this.#start(job), retryIn);
  }

  /** Sends what is left of the job; returns when to try again (ms), if it should. */
  #attempt(job: Job): number | undefined {
    const {objectName} = job.target;
    const installationId = job.target.installation.id;
    if (!this.store.installations.has(installationId)) {
      this.#finish(job.opId, 'failure', deletedResult(objectName, installationId));
      return undefined;
    }
    while (job.chunks.length) {
      try {
        job.results.push(
          ...this.#call(job.target, job.type, job.groupRef, job.chunks[0], job.atomic, job.batchCall),
        );
        job.chunks.shift();
      } catch (e) {
        job.attempts++;
        const message = e instanceof Error ? e.message : String(e);
        const retryable = e instanceof ProviderCallError && e.retryable;
        const left = job.deadline - this.clock.now();
        // Exponential backoff; the last attempt is made at the deadline itself.
        const delay = Math.min(BACKOFF_MAX_MS, BACKOFF_BASE_MS * 2 ** (job.attempts - 1), left);
        if (!retryable) {
          this.#finish(job.opId, 'failure', `[${objectName}] ${message}`);
          return;
        }
        if (left <= 0) {
          this.#finish(
            job.opId,
            'failure',
            `[${objectName}] ${message} (gave up after ${job.attempts} attempts: retry deadline passed)`,
          );
          return;
        }
        this.#touch(
          job.opId,
          `[${objectName}] attempt ${job.attempts} failed: ${message}; retrying in ${delay / 1000} s`,
        );
        return delay;
      }
    }
    const failures = job.results.flatMap((r, i) => (r.success ? [] : [`record ${i}: ${r.message}`]));
    if (!failures.length) {
      this.#finish(job.opId, 'success', summary(objectName, job.type, job.results));
    } else if (job.autoBatch && failures.length < job.results.length) {
      const ok = job.results.length - failures.length;
      const shown =
        failures.slice(0, 20).join('; ') + (failures.length > 20 ? `; and ${failures.length - 20} more` : '');
      this.#finish(
        job.opId,
        'success',
        `[${objectName}] ${ok} of ${job.results.length} records written; ${failures.length} failed: ${shown}`,
      );
    } else {
      const shown =
        job.atomic || job.results.length > 1
          ? failures.slice(0, 20).join('; ')
          : (job.results[0] as {message: string}).message;
      this.#finish(job.opId, 'failure', `[${objectName}] ${shown}`);
    }
    return undefined;
  }

  #call(
    target: WriteTarget,
    type: WriteType,
    groupRef: string,
    items: ProviderItem[],
    atomic: boolean,
    batchCall: boolean,
  ): ItemResult[] {
    // Read the installation at call time: the config in force when the write reaches the provider.
    const inst = this.store.installations.get(target.installation.id) ?? target.installation;
    return this.store.providers.write({
      provider: target.provider.name,
      objectName: target.objectName,
      type,
      items,
      groupRef,
      installationId: inst.id,
      atomic,
      batchCall,
      metadata: target.metadata,
      now: this.clock.iso(),
      // the installation's write settings, by the rule the write preview shows (contract/write-rule.ts)
      prepare(record, stored) {
        return applyWriteSettings(inst.config.content, target.objectName, record, {
          type,
          current: stored,
          fields: target.metadata.fields,
          manifest: target.integration.latestRevision.content,
        });
      },
    });
  }

  /** A new asynchronous operation, stored in progress (bounded by retention, as finished ones are). */
  #newOperation(target: WriteTarget): Operation {
    this.store.admitOperation();
    const op = this.#draftOperation(target);
    this.#store(target, op);
    this.#syncInstallation(op);
    return op;
  }

  /** An operation of `target` starting now, in progress, not stored yet. */
  #draftOperation(target: WriteTarget): Operation {
    const now = this.clock.iso();
    const inst = target.installation;
    return {
      id: randomId(),
      projectId: inst.projectId,
      integrationId: inst.integrationId,
      installationId: inst.id,
      configId: inst.config.id,
      actionType: 'write',
      status: 'in_progress',
      createTime: now,
      updateTime: now,
      resource: target.objectName,
    };
  }

  #store(target: WriteTarget, op: Operation): void {
    const groupRef = target.installation.group?.groupRef ?? '';
    const consumerRef = consumerOf(target.installation);
    // Every member in the literal (none added after): thousands of these stay in the heap.
    const rec: OperationRecord = consumerRef === undefined ? {op, groupRef} : {op, groupRef, consumerRef};
    this.store.operations.set(op.id, rec);
    this.store.latestOperation.set(target.installation.id, op.id);
  }

  /**
   * A synchronous write's operation, made and stored once as it ended (no in-progress copy made
   * and replaced: the store's busiest path). The members in the order #update gives them, all in
   * one literal: retention keeps thousands of these in the heap, each better one object than two.
   */
  #finishSync(
    target: WriteTarget,
    started: {id: string; createTime: string},
    status: OperationStatus,
    result: string,
  ): void {
    const inst = target.installation;
    const op: Operation = {
      id: started.id,
      projectId: inst.projectId,
      integrationId: inst.integrationId,
      installationId: inst.id,
      configId: inst.config.id,
      actionType: 'write',
      status,
      createTime: started.createTime,
      updateTime: this.clock.iso(),
      resource: target.objectName,
      result,
    };
    this.#store(target, op);
    this.#syncInstallation(op);
    this.store.finished(op.id, this.clock.now());
  }

  /** A new value for the operation (stored values are replaced, never edited: see TrackedMap). */
  #update(opId: string, change: Partial<Operation>): Operation | undefined {
    const rec = this.store.operations.get(opId);
    if (!rec) return undefined;
    const op = {...rec.op, ...change, updateTime: this.clock.iso()};
    this.store.operations.set(opId, {...rec, op});
    return op;
  }

  #touch(opId: string, result: string): void {
    this.#update(opId, {result});
  }

  #finish(opId: string, status: OperationStatus, result: string): void {
    const op = this.#update(opId, {status, result});
    if (!op) return;
    this.#syncInstallation(op);
    this.store.finished(opId, this.clock.now());
  }

  #syncInstallation(op: Operation): void {
    const inst = op.installationId ? this.store.installations.get(op.installationId) : undefined;
    if (inst && this.store.latestOperation.get(inst.id) === op.id && inst.lastOperationStatus !== op.status)
      this.store.installations.set(inst.id, {...inst, lastOperationStatus: op.status});
  }
}

/** An operation's result when its installation was deleted before the write was made. */
const deletedResult = (objectName: string, installationId: string) =>
  `[${objectName}] installation ${installationId} was deleted; the write was not made`;

function chunk<T>(items: T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

/**
 * What a successful write's operation says. Joined rather than a template literal: V8 keeps a
 * concatenation as a tree of its pieces, several objects more for each of the thousands of
 * operations retention keeps; a join is one string.
 */
function summary(objectName: string, type: WriteType, results: ItemResult[]): string {
  const verb = type === 'create' ? 'created' : 'updated';
  if (results.length === 1 && results[0].success)
    return ['[', objectName, '] ', verb, ' record ', results[0].recordId].join('');
  return `[${objectName}] ${verb} ${results.length} records`;
}
