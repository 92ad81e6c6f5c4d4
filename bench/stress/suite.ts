// The stress suite behind `npm run stress` (full) and test/emulator/stress.test.ts (short): runs
// attacks and load against an emulator on 127.0.0.1 and returns one row of figures per part.
import {Agent, createServer, request} from 'node:http';
import type {AddressInfo} from 'node:net';
import {createClient} from '../../src/api/client.ts';
import {ApiError, NetworkError, ResponseFormatError, TimeoutError} from '../../src/contract/errors.ts';
import {ConfigDraft} from '../../src/config/draft.ts';
import {saveDraft} from '../../src/config/save.ts';
import {connect} from 'node:net';
import {SignJWT, exportSPKI, generateKeyPair} from 'jose';
import {createEmulator, type Emulator} from '../../src/emulator/index.ts';
import {DURABILITY_FULL, DURABILITY_SHORT, durabilityRows, type DurabilitySizes} from './durability.ts';
import {NETWORK_FULL, NETWORK_SHORT, networkRows, type NetworkSizes} from './network.ts';

export interface Row {
  part: string;
  cases: number;
  /** What must hold, and whether it did. */
  expect: string;
  ok: boolean;
  figures: string;
}
export interface Sizes {
  concurrent: number;
  asyncWrites: number;
  slowClients: number;
  faultRounds: number;
  durability: DurabilitySizes;
  network: NetworkSizes;
}
export const FULL: Sizes = {
  concurrent: 200,
  asyncWrites: 2000,
  slowClients: 200,
  faultRounds: 20,
  durability: DURABILITY_FULL,
  network: NETWORK_FULL,
};
export const SHORT: Sizes = {
  concurrent: 20,
  asyncWrites: 200,
  slowClients: 20,
  faultRounds: 2,
  durability: DURABILITY_SHORT,
  network: NETWORK_SHORT,
};

const ACME = '/v1/projects/demo/integrations/acme-crm-sync';
const INST = `${ACME}/installations/inst-acme`;

type Answer = {status: number; type: string; body: any; ms: number};

export async function runStress(sizes: Sizes): Promise<Row[]> {
  const emu = createEmulator({timeScale: 0});
  const {url, port} = await emu.listen(0);
  const agent = new Agent({keepAlive: true, maxSockets: 64});
  const send = (method: string, path: string, opts: {body?: string; headers?: Record<string, string>} = {}) =>
    new Promise<Answer>((resolve, reject) => {
      const t0 = performance.now();
      const headers: Record<string, string> = {...opts.headers};
      if (opts.body !== undefined) headers['content-length'] = String(Buffer.byteLength(opts.body));
      const req = request(`${url}${path}`, {method, agent, headers}, (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (c) => (text += c));
        res.on('end', () => {
          let body: unknown = text;
          try {
            body = JSON.parse(text);
          } catch {
            /* not JSON */
          }
          resolve({
            status: res.statusCode ?? 0,
            type: String(res.headers['content-type'] ?? ''),
            body,
            ms: performance.now() - t0,
          });
        });
      });
      req.on('error', reject);
      req.end(opts.body);
    });
  const key = {'x-api-key': emu.apiKey};
  const json = {...key, 'content-type': 'application/json'};
  const rows: Row[] = [];
  try {
    rows.push(await badInputs(send, json));
    // the catalogue's DELETE of the installation uninstalled it: the other parts start from the seed
    emu.reset();
    rows.push(await jwtAttacks(emu, send));
    rows.push(await samerevision(emu, send, json, sizes.concurrent));
    rows.push(await withoutRevision(emu, send, json, sizes.concurrent));
    rows.push(await asyncWrites(emu, send, json, sizes.asyncWrites));
    rows.push(await slowClients(port, send, sizes.slowClients));
    rows.push(await clientFaults(emu, url, sizes.faultRounds));
    rows.push(...(await durabilityRows(sizes.durability, port)));
    rows.push(...(await networkRows(sizes.network)));
  } finally {
    agent.destroy();
    await emu.close();
  }
  return rows;
}

type Send = (
  method: string,
  path: string,
  opts?: {body?: string; headers?: Record<string, string>},
) => Promise<Answer>;

/** Bad input over every endpoint: never a 5xx, always problem+json. */
async function badInputs(send: Send, json: Record<string, string>): Promise<Row> {
  const endpoints: Array<[string, string]> = [
    ['GET', '/v1/providers/acme-crm'],
    ['POST', '/v1/projects/demo/jwt-keys'],
    ['GET', '/v1/projects/demo/integrations'],
    ['GET', ACME],
    ['GET', `${ACME}/installations`],
    ['POST', `${ACME}/installations`],
    ['GET', INST],
    ['PATCH', INST],
    ['GET', `${ACME}/objects/contact/metadata?groupRef=group-1`],
    ['POST', `${ACME}/objects/contact`],
    ['GET', '/v1/projects/demo/operations/nope'],
    ['POST', '/_emulator/faults'],
    ['POST', '/_emulator/clock/advance'],
    ['GET', '/_demo/token?projectIdOrName=demo&groupRef=group-1'],
  ];
  const bodies = [
    '',
    'null',
    '[]',
    '"x"',
    '1e999',
    '{',
    '{"a":' + '['.repeat(200) + ']'.repeat(200) + '}',
    JSON.stringify({groupRef: null, type: 5, record: 'x'}),
    JSON.stringify({updateMask: 'config', installation: null}),
    JSON.stringify({updateMask: ['x'.repeat(5000)], installation: {config: {}}}),
    JSON.stringify({label: {}, algorithm: 'HS256', publicKeyPem: 7}),
    JSON.stringify({__proto__: {admin: true}, constructor: {prototype: 1}}),
    '\u0000\uffff',
    'true',
    JSON.stringify({updateMask: [], installation: {}}),
    JSON.stringify({groupRef: 'group-1', type: 'create', record: {email: 'x'.repeat(100_000)}}),
  ];
  const mutations: Array<
    (m: string, p: string) => [string, string, string | undefined, Record<string, string>]
  > = [
    ...bodies.map(
      (b) => (m: string, p: string) =>
        [m === 'GET' ? 'POST' : m, p, b, json] as [string, string, string, Record<string, string>],
    ),
    (m, p) => [m, p, '{}', {...json, 'content-type': 'text/plain'}],
    (m, p) => [m, p.replace('/v1/', '/v1/../'), undefined, json],
    (m, p) => [m, p.replace('/v1/', '/v1/%2e%2e/'), undefined, json],
    (m, p) => [m, `${p}/%E0%A4%A`, undefined, json],
    (m, p) => [m, p, undefined, {'x-api-key': 'wrong'}],
    (m, p) => [m, p, undefined, {authorization: 'Bearer not.a.jwt'}],
    (m, p) => [m, p, undefined, {...json, origin: 'http://evil.example'}],
    (m, p) => ['DELETE', p, undefined, json],
  ];
  let cases = 0;
  const bad: string[] = [];
  for (const [method, path] of endpoints) {
    for (const mutate of mutations) {
      const [m, p, body, headers] = mutate(method, path);
      cases++;
      const r = await send(m, p, {body, headers});
      if (r.status >= 500 || (r.status >= 400 && !r.type.includes('problem+json')))
        bad.push(`${m} ${p.slice(0, 60)} -> ${r.status}`);
    }
  }
  return {
    part: 'bad-input catalogue, every endpoint',
    cases,
    expect: 'no 5xx; every error problem+json',
    ok: bad.length === 0,
    figures: bad.length ? bad.slice(0, 3).join('; ') : `${cases} answered 4xx/2xx`,
  };
}

/** Forged, expired, mis-scoped tokens: none reads the installation. */
async function jwtAttacks(emu: Emulator, send: Send): Promise<Row> {
  const {privateKey, publicKey} = await generateKeyPair('RS256', {modulusLength: 2048, extractable: true});
  const publicKeyPem = await exportSPKI(publicKey);
  const reg = await send('POST', '/v1/projects/demo/jwt-keys', {
    body: JSON.stringify({label: 'stress', algorithm: 'RS256', publicKeyPem}),
    headers: {'x-api-key': emu.apiKey, 'content-type': 'application/json'},
  });
  const kid = reg.body.kid as string;
  const other = await generateKeyPair('RS256', {modulusLength: 2048});
  const now = Math.floor(Date.now() / 1000);
  const mint = (
    claims: Record<string, unknown>,
    o: {kid?: string; key?: typeof privateKey; iat?: number; exp?: number; alg?: string} = {},
  ) =>
    new SignJWT({groupRef: 'group-1', consumerRef: 'consumer-1', ...claims})
      .setProtectedHeader({alg: o.alg ?? 'RS256', kid: o.kid ?? kid})
      .setIssuedAt(o.iat ?? now)
      .setExpirationTime(o.exp ?? (o.iat ?? now) + 300)
      .sign(o.key ?? privateKey);
  const b64 = (o: unknown) => Buffer.from(JSON.stringify(o)).toString('base64url');
  const good = await mint({});
  const [h, p, s] = good.split('.');
  const attacks: Array<[string, string]> = [
    ['alg none', `${b64({alg: 'none', kid})}.${p}.`],
    ['alg none, no signature part', `${b64({alg: 'none', kid})}.${p}`],
    [
      'payload swapped to group-2',
      `${h}.${b64({groupRef: 'group-2', consumerRef: 'consumer-2', iat: now, exp: now + 300})}.${s}`,
    ],
    ['signature of another key', await mint({}, {key: other.privateKey})],
    ['unknown kid', await mint({}, {kid: 'nope'})],
    ['no kid', `${b64({alg: 'RS256'})}.${p}.${s}`],
    ['expired', await mint({}, {iat: now - 1000, exp: now - 600})],
    ['iat a year ahead', await mint({}, {iat: now + 31_536_000})],
    ['lifetime 1 day', await mint({}, {exp: now + 86_400})],
    ['no groupRef', await mint({groupRef: undefined})],
    ['no consumerRef', await mint({consumerRef: undefined})],
    ['other consumer', await mint({consumerRef: 'consumer-2'})],
    ['other group', await mint({groupRef: 'group-2', consumerRef: 'consumer-2'})],
    ['empty', ''],
    ['garbage', 'a.b.c'],
    ['huge', 'x'.repeat(20_000)],
  ];
  const leaks: string[] = [];
  for (const [name, token] of attacks) {
    for (const path of [INST, `${ACME}/objects/contact/metadata?groupRef=group-1`]) {
      const r = await send('GET', path, {headers: {authorization: `Bearer ${token}`}});
      if (r.status < 400) leaks.push(`${name} -> ${r.status}`);
    }
  }
  const ok = (await send('GET', INST, {headers: {authorization: `Bearer ${good}`}})).status === 200;
  return {
    part: 'JWT attack set',
    cases: attacks.length * 2,
    expect: 'every attack 401/403/404; the good token 200',
    ok: leaks.length === 0 && ok,
    figures: leaks.length ? leaks.join('; ') : `0 of ${attacks.length * 2} got through`,
  };
}

const patchBody = (revisionId: string | undefined, i: number) =>
  JSON.stringify({
    updateMask: ['config.content.write.objects.deal'],
    installation: {
      config: {
        ...(revisionId ? {revisionId} : {}),
        content: {
          write: {
            objects: {
              deal: {objectName: 'deal', selectedFieldSettings: {amount: {default: {integerValue: i}}}},
            },
          },
        },
      },
    },
  });

async function samerevision(
  emu: Emulator,
  send: Send,
  json: Record<string, string>,
  n: number,
): Promise<Row> {
  emu.reset();
  const rev = (await send('GET', INST, {headers: json})).body.config.revisionId as string;
  const answers = await Promise.all(
    Array.from({length: n}, (_, i) => send('PATCH', INST, {body: patchBody(rev, i), headers: json})),
  );
  const wins = answers.filter((a) => a.status === 200).length;
  const conflicts = answers.filter((a) => a.status === 409).length;
  return {
    part: 'concurrent PATCHes, one revision',
    cases: n,
    expect: 'exactly one 200, the rest 409',
    ok: wins === 1 && conflicts === n - 1,
    figures: `${wins} x 200, ${conflicts} x 409`,
  };
}

async function withoutRevision(
  emu: Emulator,
  send: Send,
  json: Record<string, string>,
  n: number,
): Promise<Row> {
  emu.reset();
  const answers = await Promise.all(
    Array.from({length: n}, (_, i) => send('PATCH', INST, {body: patchBody(undefined, i), headers: json})),
  );
  const applied = answers.filter((a) => a.status === 200).length;
  return {
    part: 'concurrent PATCHes without revisionId',
    cases: n,
    expect: 'all refused (the contract change)',
    ok: applied === 0,
    figures: `${applied} applied, ${n - applied} refused`,
  };
}

/** Async writes while the provider answers quota errors: every operation ends, each record stored once. */
async function asyncWrites(emu: Emulator, send: Send, json: Record<string, string>, n: number): Promise<Row> {
  emu.reset();
  await send('POST', '/_emulator/faults', {
    body: JSON.stringify({objectName: 'contact', kind: 'quota', count: Math.ceil(n / 10)}),
    headers: json,
  });
  const ids: string[] = [];
  const refused: number[] = [];
  for (let i = 0; i < n; i += 50) {
    const batch = await Promise.all(
      Array.from({length: Math.min(50, n - i)}, (_, k) =>
        send('POST', `${ACME}/objects/contact`, {
          body: JSON.stringify({
            groupRef: 'group-1',
            type: 'create',
            mode: 'asynchronous',
            record: {email: `s${i + k}@stress.test`},
          }),
          headers: json,
        }),
      ),
    );
    batch.forEach((a) => (a.status === 202 ? ids.push(a.body.operationId) : refused.push(a.status)));
  }
  for (let t = 0; t < 40; t++) await emu.advance(60);
  const ops = await allOperations(send, json);
  const byId = new Map(ops.map((o) => [o.id, o.status]));
  const open = ids.filter((id) => byId.get(id) !== 'success' && byId.get(id) !== 'failure').length;
  const records: Array<{data: {email?: string}}> = [];
  // The listing is paged (at most 1,000 a page).
  for (let token: string | undefined = ''; token !== undefined;) {
    const page: {records: Array<{data: {email?: string}}>; nextPageToken?: string} = (
      await send(
        'GET',
        `/_emulator/providers/acme-crm/records/contact${token ? `?pageToken=${token}` : ''}`,
        {
          headers: json,
        },
      )
    ).body;
    records.push(...page.records);
    token = page.nextPageToken;
  }
  const emails = records.map((r) => r.data.email).filter((e) => e?.endsWith('@stress.test'));
  const lost = n - new Set(emails).size;
  const dup = emails.length - new Set(emails).size;
  return {
    part: 'async writes with quota faults',
    cases: n,
    expect: 'every operation ends; 0 lost, 0 duplicated',
    ok: open === 0 && lost === 0 && dup === 0 && refused.length === 0,
    figures: `${ids.length} accepted, ${open} unfinished, ${lost} lost, ${dup} duplicated`,
  };
}

/** Slow clients hold sockets open while a fast client's latency is measured. */
/** Every operation, through the paged control listing. */
async function allOperations(send: Send, json: Record<string, string>) {
  const ops: Array<{id: string; status: string}> = [];
  let token = '';
  do {
    const page: {operations: Array<{id: string; status: string}>; nextPageToken?: string} = (
      await send('GET', `/_emulator/operations?pageSize=1000${token && `&pageToken=${token}`}`, {
        headers: json,
      })
    ).body;
    ops.push(...page.operations);
    token = page.nextPageToken ?? '';
  } while (token);
  return ops;
}

async function slowClients(port: number, send: Send, n: number): Promise<Row> {
  const base: number[] = [];
  for (let i = 0; i < 30; i++)
    base.push((await send('GET', '/v1/providers/acme-crm', {headers: {'x-api-key': 'demo-api-key'}})).ms);
  const sockets = Array.from({length: n}, () => {
    const s = connect(port, '127.0.0.1', () =>
      s.write(
        `POST ${ACME}/objects/contact HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{`,
      ),
    );
    s.on('error', () => undefined);
    return s;
  });
  await new Promise((r) => setTimeout(r, 200));
  const loaded: number[] = [];
  for (let i = 0; i < 30; i++)
    loaded.push((await send('GET', '/v1/providers/acme-crm', {headers: {'x-api-key': 'demo-api-key'}})).ms);
  sockets.forEach((s) => s.destroy());
  const med = (a: number[]) => [...a].sort((x, y) => x - y)[a.length >> 1];
  const ratio = med(loaded) / med(base);
  return {
    part: 'slow clients vs a fast client',
    cases: n,
    expect: 'the fast client keeps answering (median latency ratio < 5)',
    ok: ratio < 5,
    figures: `median ${med(base).toFixed(2)} ms alone, ${med(loaded).toFixed(2)} ms beside ${n} stalled bodies (x${ratio.toFixed(2)})`,
  };
}

type Fault = 'pass' | 'drop' | 'hang' | 'garbage' | '5xx' | 'lose';
const HANG_LIMIT_MS = 300;

/**
 * The client's fault cases through a fault-injecting proxy in front of the emulator: every call
 * ends in its typed error within the time limit, and a save whose answer was lost is reported
 * saved on the retry without a second change.
 */
async function clientFaults(emu: Emulator, target: string, rounds: number): Promise<Row> {
  let fault: Fault = 'pass';
  const proxy = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    const f = fault;
    fault = 'pass';
    if (f === 'drop') return req.socket.destroy();
    if (f === 'hang') return;
    if (f === 'garbage')
      return res.writeHead(200, {'content-type': 'application/json'}).end('<html>not json');
    if (f === '5xx') return res.writeHead(502, {'content-type': 'text/html'}).end('<h1>Bad Gateway</h1>');
    const headers = Object.fromEntries(
      Object.entries(req.headers).filter(
        ([k]) => k !== 'host' && k !== 'connection' && k !== 'content-length',
      ),
    ) as Record<string, string>;
    const upstream = await fetch(`${target}${req.url}`, {
      method: req.method,
      headers,
      body: chunks.length ? Buffer.concat(chunks) : undefined,
    });
    const body = Buffer.from(await upstream.arrayBuffer());
    if (f === 'lose') return req.socket.destroy(); // applied upstream, the answer never arrives
    res
      .writeHead(upstream.status, {
        'content-type': upstream.headers.get('content-type') ?? 'application/json',
      })
      .end(body);
  });
  await new Promise<void>((r) => proxy.listen(0, '127.0.0.1', r));
  const base = `http://127.0.0.1:${(proxy.address() as AddressInfo).port}/v1`;
  // A generous limit for every call, so a loaded machine does not turn a dropped or lost answer into a
  // timeout; the hanging call alone gets the short limit it is meant to run into.
  const client = createClient({baseUrl: base, apiKey: emu.apiKey, timeoutMs: 5000});
  const ref = {projectIdOrName: 'demo', integrationId: 'acme-crm-sync', installationId: 'inst-acme'};
  const expected: Array<[Exclude<Fault, 'pass' | 'lose'>, (e: unknown) => boolean]> = [
    ['drop', (e) => e instanceof NetworkError],
    ['hang', (e) => e instanceof TimeoutError],
    ['garbage', (e) => e instanceof ResponseFormatError],
    ['5xx', (e) => e instanceof ApiError && e.status === 502 && /Bad Gateway/.test(e.problem.detail ?? '')],
  ];
  const wrong: string[] = [];
  let cases = 0;
  let slowest = 0;
  try {
    for (let i = 0; i < rounds; i++) {
      for (const [f, ok] of expected) {
        cases++;
        fault = f;
        const t0 = performance.now();
        const e = await client
          .getInstallation(ref, f === 'hang' ? {timeoutMs: HANG_LIMIT_MS} : undefined)
          .then(
            () => undefined,
            (x: unknown) => x,
          );
        if (f === 'hang') slowest = Math.max(slowest, performance.now() - t0);
        if (!ok(e)) wrong.push(`${f}: ${(e as Error)?.name ?? 'no error'}`);
      }
      cases++;
      emu.reset();
      const draft = ConfigDraft.from(await client.getInstallation(ref));
      draft.writeObject('deal').setFieldSettings('amount', {default: {integerValue: i + 1}});
      fault = 'lose';
      const first = await saveDraft(client, ref, draft, draft.buildPatch(), {preRead: false}).then(
        () => undefined,
        (x: unknown) => x,
      );
      if (!(first instanceof NetworkError)) wrong.push(`lose: ${(first as Error)?.name ?? 'saved'}`);
      const retry = await saveDraft(client, ref, draft, draft.buildPatch(), {preRead: false});
      if (retry.status !== 'saved') wrong.push(`lose: retry ${retry.status}`);
    }
  } finally {
    proxy.closeAllConnections();
    proxy.close();
  }
  return {
    part: 'client faults via proxy (drop, hang, garbage, 5xx, lost answer)',
    cases,
    expect: `typed error each; a hang ends at its ${HANG_LIMIT_MS} ms limit; lost answer saved on retry`,
    ok: wrong.length === 0 && slowest < HANG_LIMIT_MS + 1000,
    figures: wrong.length
      ? wrong.slice(0, 3).join('; ')
      : `all typed; slowest hang ${slowest.toFixed(0)} ms; ${rounds} lost answers saved on retry`,
  };
}

export function table(rows: Row[]): string {
  const head = ['part', 'cases', 'expected', 'ok', 'figures'];
  const data = rows.map((r) => [r.part, String(r.cases), r.expect, r.ok ? 'yes' : 'NO', r.figures]);
  const w = head.map((h, i) => Math.max(h.length, ...data.map((d) => d[i].length)));
  const line = (cells: string[]) => cells.map((c, i) => c.padEnd(w[i])).join(' | ');
  return [line(head), w.map((n) => '-'.repeat(n)).join('-|-'), ...data.map(line)].join('\n');
}
