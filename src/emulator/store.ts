// The emulator's state: everything a reset puts back to the seed.
import {createPublicKey, type KeyObject} from 'node:crypto';
import type {Installation, Operation} from '../contract/schemas.ts';
import {FakeProviders, type StoredRecord} from './providers.ts';
import type {Seed, SeedIntegration, SeedProject, SeedProvider} from './seed.ts';

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

export class Store {
  projects = new Map<string, SeedProject>();
  providerDefs = new Map<string, SeedProvider>();
  integrations = new Map<string, SeedIntegration>();
  installations = new Map<string, Installation>();
  jwtKeys = new Map<string, JwtKeyRecord>();
  operations = new Map<string, OperationRecord>();
  /** installationId -> id of its latest operation */
  latestOperation = new Map<string, string>();
  requests: RequestLogEntry[] = [];
  readonly providers = new FakeProviders();
  /** Bumped on every reset, so background work of an earlier generation stops. */
  generation = 0;

  constructor(readonly seed: Seed) {}

  reset(now: string): void {
    const seed = structuredClone(this.seed);
    this.generation++;
    this.projects = new Map(seed.projects.map((p) => [p.id, p]));
    this.providerDefs = new Map(Object.entries(seed.providers));
    this.integrations = new Map(seed.integrations.map((i) => [`${i.projectId}/${i.id}`, i]));
    this.installations = new Map(seed.installations.map((i) => [i.id, i]));
    this.jwtKeys.clear();
    this.operations.clear();
    this.latestOperation.clear();
    this.requests = [];
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

  /** What `--state` keeps across restarts: installations, keys, operations, stored records. */
  snapshot(): StoreSnapshot {
    const records: StoreSnapshot['records'] = [];
    for (const [provider, objects] of this.providers.stores) {
      for (const [objectName, m] of objects) records.push({provider, objectName, records: [...m.values()]});
    }
    return {
      version: 1,
      installations: [...this.installations.values()],
      jwtKeys: [...this.jwtKeys.values()].map(({key: _key, ...k}) => k),
      operations: [...this.operations.values()],
      latestOperation: [...this.latestOperation],
      records,
      recordSeq: this.providers.seq,
    };
  }

  /**
   * Puts a snapshot back on top of the seed. Operations still in progress when it was taken
   * cannot resume (their background jobs are gone): they end as failures that say so.
   */
  restore(snap: StoreSnapshot, now: string): void {
    if (snap?.version !== 1) throw new Error('not an emulator state file (version 1)');
    this.installations = new Map(snap.installations.map((i) => [i.id, i]));
    this.jwtKeys = new Map(
      snap.jwtKeys.map((k) => [k.kid, {...k, key: createPublicKey({key: k.publicKeyPem, format: 'pem'})}]),
    );
    this.operations = new Map(
      snap.operations.map((r) => [
        r.op.id,
        r.op.status === 'in_progress'
          ? {
              ...r,
              op: {
                ...r.op,
                status: 'failure',
                result: 'interrupted: the emulator restarted before the write ran',
                updateTime: now,
              },
            }
          : r,
      ]),
    );
    this.latestOperation = new Map(snap.latestOperation);
    this.providers.stores.clear();
    for (const {provider, objectName, records} of snap.records) {
      const m = this.providers.objectStore(provider, objectName);
      for (const r of records) m.set(r.id, r);
    }
    this.providers.seq = snap.recordSeq;
  }

  logRequest(e: RequestLogEntry): void {
    this.requests.push(e);
    // One in, one out once full (no array of removed entries made per request).
    while (this.requests.length > 500) this.requests.shift();
  }
}

export interface StoreSnapshot {
  version: 1;
  installations: Installation[];
  jwtKeys: Array<Omit<JwtKeyRecord, 'key'>>;
  operations: OperationRecord[];
  latestOperation: Array<[string, string]>;
  records: Array<{provider: string; objectName: string; records: StoredRecord[]}>;
  recordSeq: number;
}
