// Issue 20's stress rows: tenants kept apart, ids that never collide, a --state store that loses
// nothing to SIGKILL and costs the same per write at any size, memory that comes back after a
// burst, and malformed framing answered with problem+json. Figures are reports; `ok` holds on
// counts only (never on a time), so the short suite inside `npm test` does not depend on speed.
import {spawn} from 'node:child_process';
import {mkdtempSync, readdirSync, statSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {setFlagsFromString} from 'node:v8';
import {runInNewContext} from 'node:vm';
import {SignJWT, exportSPKI, generateKeyPair} from 'jose';
import {createEmulator, defaultSeed, type Emulator, type Seed} from '../../src/emulator/index.ts';
import {MALFORMED, isProblem4xx, rawExchange} from './framing.ts';
import type {Row} from './suite.ts';

const ACME = '/v1/projects/demo/integrations/acme-crm-sync';
const KEY = {'x-api-key': 'demo-api-key', 'content-type': 'application/json'};

export interface DurabilitySizes {
  /** Operations read by each foreign caller. */
  crossReads: number;
  /** Resets in the id-collision row (creates per round: 20). */
  resetRounds: number;
  crashRounds: number;
  /** Records in the store killed in the crash rounds. */
  crashRecords: number;
  /** Writes per store size in the persistence-cost row. */
  persistWrites: number;
  burstWrites: number;
}
export const DURABILITY_FULL: DurabilitySizes = {
  crossReads: 200,
  resetRounds: 50,
  crashRounds: 5,
  crashRecords: 30_000,
  persistWrites: 300,
  burstWrites: 100_000,
};
export const DURABILITY_SHORT: DurabilitySizes = {
  crossReads: 20,
  resetRounds: 5,
  crashRounds: 1,
  crashRecords: 2_000,
  persistWrites: 30,
  burstWrites: 2_000,
};

export async function durabilityRows(sizes: DurabilitySizes, port: number): Promise<Row[]> {
  return [
    // First: the rows after it leave big heaps behind (30k-record stores) that RSS would still show.
    await burstMemory(sizes.burstWrites),
    await crossConsumerReads(sizes.crossReads),
    await idsOverResets(sizes.resetRounds),
    await crashRounds(sizes.crashRounds, sizes.crashRecords),
    await persistenceCost(sizes.persistWrites),
    await malformedFraming(port),
  ];
}

async function json(emu: Emulator, method: string, path: string, body?: unknown, token?: string) {
  const headers: Record<string, string> = token
    ? {authorization: `Bearer ${token}`}
    : {'x-api-key': emu.apiKey};
  if (body !== undefined) headers['content-type'] = 'application/json';
  const r = await emu.fetch(path, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return {status: r.status, body: (await r.json().catch(() => null)) as any};
}

const create = (emu: Emulator, email: string, mode = 'synchronous') =>
  json(emu, 'POST', `${ACME}/objects/contact`, {groupRef: 'group-1', type: 'create', mode, record: {email}});

async function crossConsumerReads(n: number): Promise<Row> {
  const emu = createEmulator({timeScale: 0});
  const {privateKey, publicKey} = await generateKeyPair('RS256', {modulusLength: 2048});
  const reg = await json(emu, 'POST', '/v1/projects/demo/jwt-keys', {
    label: 'stress',
    algorithm: 'RS256',
    publicKeyPem: await exportSPKI(publicKey),
  });
  const mint = (groupRef: string, consumerRef: string) =>
    new SignJWT({groupRef, consumerRef})
      .setProtectedHeader({alg: 'RS256', kid: reg.body.kid})
      .setIssuedAt()
      .setExpirationTime('5m')
      .sign(privateKey);
  const owner = await mint('group-1', 'consumer-1');
  const foreign = [await mint('group-1', 'consumer-2'), await mint('group-2', 'consumer-2')];
  let refused = 0;
  let leaked = 0;
  let ownerRead = 0;
  for (let i = 0; i < n; i++) {
    const op = (await create(emu, `x${i}@cross.test`, i % 2 ? 'asynchronous' : 'synchronous')).body
      .operationId;
    for (const token of foreign) {
      const r = await json(emu, 'GET', `/v1/projects/demo/operations/${op}`, undefined, token);
      if (r.status === 403 || r.status === 404) refused++;
      else leaked++;
    }
    if ((await json(emu, 'GET', `/v1/projects/demo/operations/${op}`, undefined, owner)).status === 200)
      ownerRead++;
  }
  await emu.close();
  return {
    part: 'operations read by another consumer or group',
    cases: 2 * n,
    expect: 'every foreign read refused (403/404), the owner reads all',
    ok: leaked === 0 && ownerRead === n,
    figures: `${refused} of ${2 * n} refused, ${leaked} answered; owner read ${ownerRead} of ${n}`,
  };
}

async function idsOverResets(rounds: number): Promise<Row> {
  const seed = defaultSeed();
  // The seed holds ids the counter will reach, of another group.
  for (let i = 1; i <= 10; i++)
    seed.records!['acme-crm'].contact.push({
      id: `contact-${String(i).padStart(6, '0')}`,
      groupRef: 'group-2',
      installationId: 'inst-acme-g2',
      data: {email: `seeded-${i}@g2.test`},
    });
  const emu = createEmulator({timeScale: 0, seed});
  const seen = new Set<string>();
  let collisions = 0;
  let replaced = 0;
  for (let r = 0; r < rounds; r++) {
    for (let i = 0; i < 20; i++) {
      const id = (await create(emu, `r${r}-${i}@ids.test`)).body.result.recordId as string;
      if (seen.has(id)) collisions++;
      seen.add(id);
    }
    const g2 = (await json(emu, 'GET', '/_emulator/providers/acme-crm/records/contact')).body.records.filter(
      (x: {groupRef: string}) => x.groupRef === 'group-2',
    ).length;
    replaced += 10 - g2;
    await json(emu, 'POST', '/_emulator/reset');
  }
  await emu.close();
  return {
    part: 'record ids over resets',
    cases: rounds * 20,
    expect: '0 ids handed out twice, 0 records of another group replaced',
    ok: collisions === 0 && replaced === 0,
    figures: `${seen.size} ids over ${rounds} resets: ${collisions} collisions, ${replaced} replaced`,
  };
}

function seedWith(records: number): Seed {
  const seed = defaultSeed();
  for (let i = 0; i < records; i++)
    seed.records!['acme-crm'].contact.push({
      id: `bulk-${i}`,
      groupRef: i % 2 ? 'group-2' : 'group-1',
      installationId: i % 2 ? 'inst-acme-g2' : 'inst-acme',
      data: {email: `bulk-${i}@example.com`, first_name: 'Bulk', last_name: `Record ${i}`},
    });
  return seed;
}

function startCli(args: string[]) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/emulator/cli.ts', ...args], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout.on('data', (c) => (out += c));
  child.stderr.on('data', () => undefined);
  const exited = new Promise<void>((r) => child.on('exit', () => r()));
  const ready = new Promise<string>((resolve, reject) => {
    child.stdout.on('data', () => {
      const m = /listening on (http:\/\/\S+)/.exec(out);
      if (m && out.includes('time scale')) resolve(m[1]);
    });
    void exited.then(() => reject(new Error('the emulator exited before it listened')));
  });
  return {child, ready, exited};
}

async function crashRounds(rounds: number, records: number): Promise<Row> {
  const dir = mkdtempSync(join(tmpdir(), 'emu-crash-'));
  const seedFile = join(dir, 'seed.json');
  writeFileSync(seedFile, JSON.stringify(seedWith(records)));
  const args = ['--port', '0', '--seed', seedFile, '--state', join(dir, 'state.json'), '--time-scale', '0'];
  const acked = new Set<string>();
  let lost = 0;
  let duplicated = 0;
  let leftovers = 0;
  let sent = 0;
  for (let round = 0; round <= rounds; round++) {
    const emu = startCli(args);
    const url = await emu.ready;
    // Check everything acknowledged so far (a restart after each kill).
    const all: Array<{id: string; data: {email?: string}}> = [];
    // The listing is paged (at most 1,000 a page).
    for (let token: string | undefined = ''; token !== undefined;) {
      const page = (await (
        await fetch(
          `${url}/_emulator/providers/acme-crm/records/contact${token ? `?pageToken=${token}` : ''}`,
        )
      ).json()) as {records: Array<{id: string; data: {email?: string}}>; nextPageToken?: string};
      all.push(...page.records);
      token = page.nextPageToken;
    }
    const emails = all.map((r) => r.data.email ?? '').filter((e) => e.endsWith('@crash.test'));
    const count = new Map<string, number>();
    for (const e of emails) count.set(e, (count.get(e) ?? 0) + 1);
    lost = [...acked].filter((e) => !count.has(e)).length;
    duplicated =
      [...count.values()].filter((c) => c > 1).length + (all.length - new Set(all.map((r) => r.id)).size);
    leftovers = readdirSync(dir).filter((f) => f !== 'seed.json' && f !== 'state.json').length;
    if (round === rounds) {
      emu.child.kill('SIGTERM');
      await emu.exited;
      break;
    }
    // Eight writers until the kill, which lands while writes are in flight.
    let killed = false;
    const writer = async (w: number) => {
      for (let i = 0; !killed; i++) {
        const email = `r${round}-w${w}-${i}@crash.test`;
        sent++;
        try {
          const r = await fetch(`${url}${ACME}/objects/contact`, {
            method: 'POST',
            headers: KEY,
            body: JSON.stringify({groupRef: 'group-1', type: 'create', record: {email}}),
          });
          if (r.status === 200) acked.add(email);
        } catch {
          return; // the connection died with the process
        }
      }
    };
    const writers = Array.from({length: 8}, (_, w) => writer(w));
    const target = acked.size + 150;
    while (acked.size < target) await new Promise((r) => setTimeout(r, 5));
    emu.child.kill('SIGKILL');
    killed = true;
    await emu.exited;
    await Promise.all(writers);
  }
  return {
    part: `SIGKILL rounds, ${records.toLocaleString('en')}-record --state store`,
    cases: rounds,
    expect: '0 acknowledged writes lost, 0 duplicated, no temp files left',
    ok: lost === 0 && duplicated === 0 && leftovers === 0,
    figures: `${acked.size} acknowledged of ${sent} sent: ${lost} lost, ${duplicated} duplicated, ${leftovers} leftover files`,
  };
}

async function persistenceCost(writes: number): Promise<Row> {
  const per: Array<{records: number; ms: number; bytes: number}> = [];
  for (const records of [1_000, 30_000]) {
    const dir = mkdtempSync(join(tmpdir(), 'emu-cost-'));
    const stateFile = join(dir, 'state.json');
    const emu = createEmulator({timeScale: 0, seed: seedWith(records), stateFile});
    await create(emu, 'warm@cost.test');
    const size0 = statSync(stateFile).size;
    const times: number[] = [];
    for (let i = 0; i < writes; i++) {
      const t0 = performance.now();
      const r = await create(emu, `w${i}@cost.test`);
      times.push(performance.now() - t0);
      if (r.status !== 200) throw new Error(`write answered ${r.status}`);
    }
    times.sort((a, b) => a - b);
    per.push({
      records,
      ms: times[Math.floor(times.length / 2)],
      bytes: (statSync(stateFile).size - size0) / writes,
    });
    await emu.close();
  }
  const [small, large] = per;
  return {
    part: 'per-write persistence, 1k vs 30k records',
    cases: 2 * writes,
    expect: 'bytes per write do not grow with the store',
    ok: large.bytes <= small.bytes * 1.5 + 256,
    figures:
      `median ${small.ms.toFixed(2)} ms vs ${large.ms.toFixed(2)} ms (x${(large.ms / small.ms).toFixed(2)}); ` +
      `${small.bytes.toFixed(0)} vs ${large.bytes.toFixed(0)} bytes appended per write`,
  };
}

function collectGarbage(): void {
  setFlagsFromString('--expose-gc');
  (runInNewContext('gc') as () => void)();
}
const mb = (bytes: number) => `${(bytes / 1_048_576).toFixed(0)} MB`;
const memory = () => {
  const m = process.memoryUsage();
  return `${mb(m.rss)} (heap ${mb(m.heapUsed)})`;
};

async function burstMemory(writes: number): Promise<Row> {
  const retention = {maxCount: 10_000, maxAgeSeconds: 3_600};
  const emu = createEmulator({timeScale: 0, operationRetention: retention});
  const body = (i: number) =>
    new TextEncoder().encode(
      JSON.stringify({
        groupRef: 'group-1',
        type: 'update',
        record: {id: 'acme-contact-seed-1', phone: String(i)},
      }),
    );
  const headers = {...KEY};
  const send = (i: number) =>
    emu.dispatch({method: 'POST', url: `${ACME}/objects/contact`, headers, body: body(i)});
  for (let i = 0; i < 500; i++) await send(i);
  collectGarbage();
  const before = memory();
  let failed = 0;
  for (let i = 0; i < writes; i++) if ((await send(i)).status !== 200) failed++;
  collectGarbage();
  const afterBurst = memory();
  const keptAfterBurst = emu.store.operations.size;
  await emu.advance(retention.maxAgeSeconds + 1);
  collectGarbage();
  const afterRetention = memory();
  const keptAfterRetention = emu.store.operations.size;
  await emu.close();
  return {
    part: `memory after a ${writes.toLocaleString('en')}-write burst`,
    cases: writes,
    expect: `at most ${retention.maxCount.toLocaleString('en')} operations kept, none once expired`,
    ok: failed === 0 && keptAfterBurst <= retention.maxCount && keptAfterRetention === 0,
    figures:
      `RSS ${before} before, ${afterBurst} after (${keptAfterBurst} operations kept), ` +
      `${afterRetention} after retention (${keptAfterRetention} kept)`,
  };
}

async function malformedFraming(port: number): Promise<Row> {
  const bare: string[] = [];
  for (const [what, bytes] of MALFORMED) if (!isProblem4xx(await rawExchange(port, bytes))) bare.push(what);
  return {
    part: 'malformed HTTP framing',
    cases: MALFORMED.length,
    expect: 'every answer a problem+json 4xx; none bare or missing',
    ok: bare.length === 0,
    figures: bare.length
      ? `bare or missing: ${bare.join(', ')}`
      : `${MALFORMED.length} of ${MALFORMED.length} problem+json 4xx, 0 bare`,
  };
}
