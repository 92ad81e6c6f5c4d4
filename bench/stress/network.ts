// Rows of `npm run stress` for issue 31's security and robustness items (S1 to S12) and the
// control routes' callers: each attacks or loads one emulator of its own and checks what an
// attacker or a user would notice.
import {mkdirSync, mkdtempSync, rmdirSync, writeFileSync} from 'node:fs';
import {request} from 'node:http';
import {connect} from 'node:net';
import {networkInterfaces, tmpdir} from 'node:os';
import {join} from 'node:path';
import {createClient} from '../../src/api/client.ts';
import {TokenError} from '../../src/contract/errors.ts';
import {createEmulator, defaultSeed, TIME_LIMITS, type Emulator} from '../../src/emulator/index.ts';
import {StateFile} from '../../src/emulator/state-file.ts';
import {Store} from '../../src/emulator/store.ts';
import type {Row} from './suite.ts';

export interface NetworkSizes {
  /** Callers per kind in the access rows, records in the paging row, slow sockets, ... */
  callers: number;
  records: number;
  slowSockets: number;
  journalChanges: number;
}
export const NETWORK_FULL: NetworkSizes = {
  callers: 20,
  records: 20_000,
  slowSockets: 50,
  journalChanges: 2000,
};
export const NETWORK_SHORT: NetworkSizes = {callers: 2, records: 2_500, slowSockets: 5, journalChanges: 300};

const INST = '/v1/projects/demo/integrations/acme-crm-sync/installations/inst-acme';
const LAN = Object.values(networkInterfaces())
  .flat()
  .find((i) => i && i.family === 'IPv4' && !i.internal)?.address;

type Answer = {status: number; text: string; body: any};

function send(
  url: string,
  opts: {method?: string; headers?: Record<string, string>; body?: string; localAddress?: string} = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const headers = {...opts.headers};
    if (opts.body !== undefined) headers['content-length'] = String(Buffer.byteLength(opts.body));
    const req = request(
      url,
      {method: opts.method ?? 'GET', headers, localAddress: opts.localAddress},
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (c) => (text += c));
        res.on('end', () => {
          let body: unknown;
          try {
            body = JSON.parse(text);
          } catch {
            body = undefined;
          }
          resolve({status: res.statusCode ?? 0, text, body});
        });
      },
    );
    req.on('error', reject);
    req.end(opts.body);
  });
}

function raw(port: number, text: string, guardMs = 20_000) {
  return new Promise<{status: number; text: string}>((resolve) => {
    const s = connect(port, '127.0.0.1', () => s.write(text));
    let out = '';
    s.on('data', (c) => (out += c));
    s.on('error', () => undefined);
    s.on('close', () => resolve({status: Number(/^HTTP\/1\.1 (\d+)/.exec(out)?.[1] ?? 0), text: out}));
    setTimeout(() => s.destroy(), guardMs).unref();
  });
}

const JSON_HEADERS = {'content-type': 'application/json'};

/** Every control and dev-token route, with a body where it takes one. */
const CONTROL: Array<[string, string, string?]> = [
  ['POST', '/_emulator/reset'],
  ['GET', '/_emulator/clock'],
  ['POST', '/_emulator/clock/advance', '{"seconds":1}'],
  ['GET', '/_emulator/faults'],
  ['POST', '/_emulator/faults', '{"objectName":"contact","kind":"quota"}'],
  ['DELETE', '/_emulator/faults'],
  ['GET', '/_emulator/providers'],
  ['GET', '/_emulator/providers/acme-crm/records/contact'],
  ['POST', '/_emulator/installations/inst-acme/health', '{"healthStatus":"unhealthy"}'],
  ['POST', '/_emulator/installations/inst-acme/connections', '{}'],
  ['GET', '/_emulator/requests'],
  ['GET', '/_emulator/operations'],
  ['GET', '/_demo/token?projectIdOrName=demo&groupRef=group-1&consumerRef=consumer-1'],
];

export async function networkRows(sizes: NetworkSizes): Promise<Row[]> {
  return [
    await fromTheNetwork(sizes),
    await controlCallers(sizes),
    await otherConsumersConnection(sizes),
    await uniqueConnectionIds(sizes),
    compactionBlocked(sizes),
    await controlBodies(),
    await bodyCap(),
    await pagedRecords(sizes),
    await slowHeaders(sizes),
    await throwingToken(sizes),
    journalErrors(),
    await twoHosts(),
    await errorBodies(),
  ];
}

/** S1: every control and dev-token route from a non-loopback socket, whatever the Host says. */
async function fromTheNetwork({callers}: NetworkSizes): Promise<Row> {
  const emu = createEmulator({timeScale: 0, controlToken: 'stress-ctl', apiKey: 'stress-key'});
  const bad: string[] = [];
  let cases = 0;
  let withToken = 0;
  try {
    const hosts = [undefined, '127.0.0.1', 'localhost', '[::1]', 'localhost:8787'];
    if (LAN) {
      const {port} = await emu.listen(0, '0.0.0.0');
      const base = `http://${LAN}:${port}`;
      for (let c = 0; c < callers; c++)
        for (const [method, path, body] of CONTROL)
          for (const host of hosts) {
            cases++;
            const headers: Record<string, string> = {...JSON_HEADERS, ...(host ? {host} : {})};
            const r = await send(`${base}${path}`, {method, headers, body, localAddress: LAN});
            if (r.status !== 403) bad.push(`${method} ${path} Host ${host} -> ${r.status}`);
          }
      for (const [method, path, body] of CONTROL) {
        const r = await send(`${base}${path}`, {
          method,
          body,
          headers: {...JSON_HEADERS, 'x-emulator-token': 'stress-ctl'},
          localAddress: LAN,
        });
        if (r.status < 300) withToken++;
      }
    } else {
      // No second address on this machine: the same rule through dispatch's remote address.
      for (let c = 0; c < callers; c++)
        for (const [method, path, body] of CONTROL)
          for (const host of hosts) {
            cases++;
            const r = await emu.dispatch({
              method,
              url: path,
              headers: {...JSON_HEADERS, ...(host ? {host} : {})},
              body: body === undefined ? undefined : Buffer.from(body),
              remoteAddress: '192.0.2.77',
            });
            if (r.status !== 403) bad.push(`${method} ${path} Host ${host} -> ${r.status}`);
          }
      withToken = CONTROL.length;
    }
  } finally {
    await emu.close();
  }
  return {
    part: `S1 control/dev-token routes from ${LAN ? `a LAN socket (${LAN})` : 'a non-loopback address (dispatch)'}`,
    cases,
    expect: 'every call 403 without the token, whatever Host says; 2xx with it',
    ok: bad.length === 0 && withToken === CONTROL.length,
    figures: bad.length
      ? bad.slice(0, 3).join('; ')
      : `0 of ${cases} got in; ${withToken} of ${CONTROL.length} with the token`,
  };
}

/** The control routes' callers on this machine: who gets in and who does not. */
async function controlCallers({callers}: NetworkSizes): Promise<Row> {
  const emu = createEmulator({
    timeScale: 0,
    controlToken: 'stress-ctl',
    allowedOrigins: ['http://localhost:3000'],
  });
  const {port} = await emu.listen(0);
  const own = `127.0.0.1:${port}`;
  const kinds: Array<[string, Record<string, string>, 'in' | 'out' | 'token-route']> = [
    ['curl (no Origin)', {}, 'in'],
    ['same-origin page', {origin: `http://${own}`, 'sec-fetch-site': 'same-origin'}, 'in'],
    ['cross-site page', {origin: 'http://evil.example', 'sec-fetch-site': 'cross-site'}, 'out'],
    ['DNS rebinding (Host evil.example)', {host: 'evil.example', origin: 'http://evil.example'}, 'out'],
    ['allowed origin', {origin: 'http://localhost:3000', 'sec-fetch-site': 'same-site'}, 'token-route'],
    ['cross-site with the token', {origin: 'http://evil.example', 'x-emulator-token': 'stress-ctl'}, 'in'],
  ];
  const bad: string[] = [];
  let cases = 0;
  try {
    for (let c = 0; c < callers; c++)
      for (const [name, headers, expect] of kinds)
        for (const [method, path, body] of CONTROL) {
          cases++;
          const r = await send(`http://${own}${path}`, {
            method,
            body,
            headers: {...JSON_HEADERS, ...headers},
          });
          const admitted = r.status < 300;
          const want = expect === 'in' || (expect === 'token-route' && path.startsWith('/_demo/'));
          if (admitted !== want) bad.push(`${name}: ${method} ${path} -> ${r.status}`);
        }
  } finally {
    await emu.close();
  }
  return {
    part: "control routes' callers on loopback",
    cases,
    expect: 'curl, same origin, token: in; cross-site, rebinding: 403; allowed origin: dev tokens only',
    ok: bad.length === 0,
    figures: bad.length ? bad.slice(0, 3).join('; ') : `${cases} answered as expected`,
  };
}

async function patchConnection(emu: Emulator, id: string): Promise<number> {
  const get = await emu.fetch(`http://x${INST}`, {headers: {'x-api-key': emu.apiKey}});
  const rev = ((await get.json()) as {config: {revisionId: string}}).config.revisionId;
  const r = await emu.fetch(`http://x${INST}`, {
    method: 'PATCH',
    headers: {'x-api-key': emu.apiKey, ...JSON_HEADERS},
    body: JSON.stringify({
      updateMask: ['connectionId'],
      installation: {connectionId: id, config: {revisionId: rev}},
    }),
  });
  return r.status;
}

/** S2: another consumer's connection in the same group never carries the installation. */
async function otherConsumersConnection({callers}: NetworkSizes): Promise<Row> {
  const emu = createEmulator({timeScale: 0});
  const own = emu.store.installations.get('inst-acme')!.connection!;
  let taken = 0;
  const n = callers * 5;
  for (let i = 0; i < n; i++) {
    const id = `conn-other-${i}`;
    emu.store.connections.set(id, {
      ...structuredClone(own),
      id,
      consumer: {...own.consumer!, consumerRef: `c-${i}`},
    });
    if ((await patchConnection(emu, id)) < 300) taken++;
  }
  const kept = emu.store.installations.get('inst-acme')!.connection!.id === own.id;
  await emu.close();
  return {
    part: "S2 connectionId: another consumer's connection, same group",
    cases: n,
    expect: 'every PATCH refused; the installation keeps its connection',
    ok: taken === 0 && kept,
    figures: `${taken} of ${n} taken`,
  };
}

/** S3: ids already in use (any group) are a 409; nothing is replaced. */
async function uniqueConnectionIds({callers}: NetworkSizes): Promise<Row> {
  const emu = createEmulator({timeScale: 0});
  const add = (inst: string, id: string) =>
    emu.fetch(`http://x/_emulator/installations/${inst}/connections`, {
      method: 'POST',
      headers: JSON_HEADERS,
      body: JSON.stringify({id}),
    });
  const n = callers * 5;
  let conflicts = 0;
  for (let i = 0; i < n; i++) {
    await add('inst-acme-g2', `shared-${i}`);
    if ((await add('inst-acme', `shared-${i}`)).status === 409) conflicts++;
  }
  for (const own of ['conn-inst-acme', 'conn-inst-acme-g2', 'conn-inst-beta'])
    if ((await add('inst-acme', own)).status === 409) conflicts++;
  // the seed's own stored connections (a group connected but not installed) are not replacements
  const replaced = [...emu.store.connections.values()].filter(
    (c) => c.id?.startsWith('shared-') && c.group?.groupRef !== 'group-2',
  ).length;
  await emu.close();
  return {
    part: 'S3 connection ids across groups',
    cases: n + 3,
    expect: 'every id in use 409; none replaced',
    ok: conflicts === n + 3 && replaced === 0,
    figures: `${conflicts} of ${n + 3} answered 409, ${replaced} replaced`,
  };
}

/** S4: a compaction that cannot run backs off and logs once. */
function compactionBlocked({journalChanges}: NetworkSizes): Row {
  const path = join(mkdtempSync(join(tmpdir(), 'stress-compact-')), 'state.json');
  const store = new Store(defaultSeed());
  const now = new Date().toISOString();
  store.reset(now);
  const journal = new StateFile(path, store, 4096);
  journal.open(now);
  mkdirSync(journal.compactPath);
  const error = console.error;
  let logged = 0;
  console.error = () => void logged++;
  const inst = store.installations.get('inst-acme')!;
  const t0 = performance.now();
  try {
    for (let i = 0; i < journalChanges; i++)
      store.change(() =>
        store.installations.set('inst-acme', {...inst, healthStatus: i % 2 ? 'healthy' : 'unhealthy'}),
      );
  } finally {
    console.error = error;
  }
  const ms = (performance.now() - t0) / journalChanges;
  rmdirSync(journal.compactPath);
  journal.close();
  const failures = journal.stats.compactionFailures;
  const bound = Math.ceil(Math.log2(journalChanges)) + 2;
  return {
    part: 'S4 compaction that cannot run',
    cases: journalChanges,
    expect: `every change saved; at most ${bound} rewrites tried; 1 log line`,
    ok: journal.stats.commits === journalChanges && failures <= bound && logged === 1,
    figures: `${failures} rewrites tried, ${logged} logged, ${ms.toFixed(3)} ms a change`,
  };
}

/** S5: control bodies that are not objects. */
async function controlBodies(): Promise<Row> {
  const emu = createEmulator({timeScale: 0});
  const routes = [
    '/_emulator/installations/inst-acme/connections',
    '/_emulator/installations/inst-acme/health',
    '/_emulator/faults',
  ];
  const bodies = ['null', '[]', '"x"', 'true', '1', '[{}]'];
  const seeded = emu.store.connections.size;
  let refused = 0;
  for (const path of routes)
    for (const body of bodies) {
      const r = await emu.fetch(`http://x${path}`, {method: 'POST', headers: JSON_HEADERS, body});
      if (r.status === 400) refused++;
    }
  const made = emu.store.connections.size - seeded;
  await emu.close();
  const cases = routes.length * bodies.length;
  return {
    part: 'S5 control bodies that are not objects',
    cases,
    expect: 'every one 400; no connection made',
    ok: refused === cases && made === 0,
    figures: `${refused} of ${cases} refused, ${made} connections made`,
  };
}

/** S6 (the request-body cap; per-string caps are the update's own rules). */
async function bodyCap(): Promise<Row> {
  const emu = createEmulator({timeScale: 0});
  const {url} = await emu.listen(0);
  const sizes = [1024 * 1024 + 1, 2 * 1024 * 1024, 8 * 1024 * 1024];
  let refused = 0;
  try {
    for (const n of sizes) {
      const body = JSON.stringify({
        updateMask: ['config.createdBy'],
        installation: {config: {createdBy: 'x'.repeat(n)}},
      });
      const r = await send(`${url}${INST}`, {
        method: 'PATCH',
        body,
        headers: {...JSON_HEADERS, 'x-api-key': emu.apiKey},
      });
      if (r.status === 413) refused++;
    }
  } finally {
    await emu.close();
  }
  return {
    part: 'S6 request bodies over the 1 MiB cap',
    cases: sizes.length,
    expect: 'every one 413',
    ok: refused === sizes.length,
    figures: `${refused} of ${sizes.length} answered 413`,
  };
}

/** S7: the records listing in pages; in-progress operations bounded. */
async function pagedRecords({records}: NetworkSizes): Promise<Row> {
  const seed = defaultSeed();
  for (let i = 0; i < records; i++)
    seed.records!['acme-crm'].contact.push({
      id: `bulk-${i}`,
      groupRef: 'group-1',
      installationId: 'inst-acme',
      data: {email: `b${i}@x.y`},
    });
  const emu = createEmulator({timeScale: 0, seed, operationRetention: {maxCount: 50}});
  let pages = 0;
  let largest = 0;
  let biggest = 0;
  let seen = 0;
  for (let token = ''; ;) {
    const r = await emu.fetch(
      `http://x/_emulator/providers/acme-crm/records/contact${token && `?pageToken=${token}`}`,
    );
    const text = await r.text();
    const page = JSON.parse(text) as {records: unknown[]; nextPageToken?: string};
    pages++;
    seen += page.records.length;
    largest = Math.max(largest, page.records.length);
    biggest = Math.max(biggest, text.length);
    if (!page.nextPageToken) break;
    token = page.nextPageToken;
  }
  const total = emu.store.providers.stores.get('acme-crm')!.get('contact')!.size;
  await emu.fetch('http://x/_emulator/faults', {
    method: 'POST',
    headers: JSON_HEADERS,
    body: JSON.stringify({objectName: 'contact', kind: 'quota', count: 1_000_000}),
  });
  const statuses = new Map<number, number>();
  for (let i = 0; i < 200; i++) {
    const r = await emu.fetch('http://x/v1/projects/demo/integrations/acme-crm-sync/objects/contact', {
      method: 'POST',
      headers: {...JSON_HEADERS, 'x-api-key': emu.apiKey},
      body: JSON.stringify({
        groupRef: 'group-1',
        type: 'create',
        mode: 'asynchronous',
        record: {email: `p${i}@x.y`},
      }),
    });
    statuses.set(r.status, (statuses.get(r.status) ?? 0) + 1);
  }
  const inProgress = emu.store.inProgress;
  await emu.close();
  return {
    part: `S7 records listing (${total.toLocaleString('en')}) and operations in progress`,
    cases: pages + 200,
    expect: 'pages of at most 1,000, every record once; at most 50 in progress (--operations-max 50)',
    ok: largest <= 1000 && seen === total && inProgress <= 50 && statuses.get(202) === 50,
    figures: `${pages} pages, largest ${largest} (${(biggest / 1024).toFixed(0)} KB); ${statuses.get(202) ?? 0} accepted, ${statuses.get(429) ?? 0} answered 429, ${inProgress} in progress`,
  };
}

/** S8: sockets that never finish their headers are answered 408 at the header limit. */
async function slowHeaders({slowSockets}: NetworkSizes): Promise<Row> {
  const saved = {...TIME_LIMITS};
  TIME_LIMITS.headersMs = 500;
  const emu = createEmulator({timeScale: 0});
  const {port} = await emu.listen(0);
  Object.assign(TIME_LIMITS, saved);
  const t0 = performance.now();
  const answers = await Promise.all(
    Array.from({length: slowSockets}, () =>
      raw(port, 'GET /v1/providers/acme-crm HTTP/1.1\r\nHost: x\r\nX-Api-', 20_000),
    ),
  );
  const held = performance.now() - t0;
  await emu.close();
  const cut = answers.filter((a) => a.status === 408).length;
  return {
    part: 'S8 slow headers (limit set to 0.5 s; 10 s by default)',
    cases: slowSockets,
    expect: 'every socket answered 408 and closed well before 30 s',
    ok: cut === slowSockets,
    figures: `${cut} of ${slowSockets} answered 408; the last after ${(held / 1000).toFixed(1)} s`,
  };
}

/** S9 (headless side): a token function that throws is a typed TokenError on every call. */
async function throwingToken({callers}: NetworkSizes): Promise<Row> {
  const emu = createEmulator({timeScale: 0});
  const client = createClient({
    baseUrl: 'http://x/v1',
    fetch: emu.fetch,
    getToken: () => {
      throw new Error('token source threw');
    },
    groupRef: 'group-1',
    consumerRef: 'consumer-1',
  });
  const n = callers * 5;
  let typed = 0;
  for (let i = 0; i < n; i++) {
    try {
      await client.getInstallation({
        projectIdOrName: 'demo',
        integrationId: 'acme-crm-sync',
        installationId: 'inst-acme',
      });
    } catch (e) {
      if (e instanceof TokenError) typed++;
    }
  }
  await emu.close();
  return {
    part: 'S9 a getToken that throws (headless; the element: browser test)',
    cases: n,
    expect: 'every call a TokenError',
    ok: typed === n,
    figures: `${typed} of ${n} TokenError`,
  };
}

/** S10: journals that cannot load name the file and the line, never only a stack overflow. */
function journalErrors(): Row {
  const header = JSON.stringify({format: 'install-config-elements emulator state', version: 2});
  const inst = defaultSeed().installations[0];
  const deep = (n: number) => '['.repeat(n) + ']'.repeat(n);
  const line = (changes: string) => `{"seq":0,"changes":${changes}}`;
  const cases = [
    line(
      JSON.stringify([[['installations'], 'inst-acme', {...inst, x: 0}]]).replace(
        '"x":0',
        `"x":${deep(10_000)}`,
      ),
    ),
    line(deep(10_000)),
    line(deep(100_000)),
    '{"seq":0,',
    line('[[["bogus"],"x",{}]]'),
    line(JSON.stringify([[['installations'], 'inst-acme', {id: 'inst-acme'}]])),
    deep(10_000),
  ];
  let named = 0;
  const misses: string[] = [];
  for (const [i, text] of cases.entries()) {
    const path = join(mkdtempSync(join(tmpdir(), 'stress-journal-')), 'state.json');
    const lineNo = text.startsWith('[') ? 1 : 3;
    writeFileSync(path, lineNo === 1 ? `${text}\n` : `${header}\n${line('[]')}\n${text}\n`);
    try {
      createEmulator({stateFile: path, timeScale: 0});
      misses.push(`case ${i} loaded`);
    } catch (e) {
      const m = (e as Error).message;
      if (m.startsWith(`state file ${path}, line ${lineNo}: `) && !/call stack/.test(m)) named++;
      else misses.push(`case ${i}: ${m.slice(0, 80)}`);
    }
  }
  return {
    part: 'S10 journals that cannot load',
    cases: cases.length,
    expect: 'each names the file and the line',
    ok: named === cases.length,
    figures: misses.length ? misses.slice(0, 2).join('; ') : `${named} of ${cases.length} named`,
  };
}

/** S11: two Host headers. */
async function twoHosts(): Promise<Row> {
  const emu = createEmulator({timeScale: 0});
  const {port} = await emu.listen(0);
  const paths = [
    '/v1/providers/acme-crm',
    INST,
    '/_emulator/clock',
    '/_demo/token?projectIdOrName=demo&groupRef=group-1',
    '/elsewhere',
  ];
  const pairs = [
    ['127.0.0.1', 'evil.example'],
    ['127.0.0.1', '127.0.0.1'],
    ['evil.example', 'localhost'],
  ];
  let refused = 0;
  try {
    for (const p of paths)
      for (const [a, b] of pairs) {
        const r = await raw(
          port,
          `GET ${p} HTTP/1.1\r\nHost: ${a}\r\nhost: ${b}\r\nX-Api-Key: demo-api-key\r\nConnection: close\r\n\r\n`,
        );
        if (r.status === 400) refused++;
      }
  } finally {
    await emu.close();
  }
  const cases = paths.length * pairs.length;
  return {
    part: 'S11 two Host headers',
    cases,
    expect: 'every one 400',
    ok: refused === cases,
    figures: `${refused} of ${cases} answered 400`,
  };
}

/** S12: long values come back cut: no error body over 64 KB. */
async function errorBodies(): Promise<Row> {
  const emu = createEmulator({timeScale: 0});
  const huge = 'x'.repeat(1_000_000);
  const key = {'x-api-key': emu.apiKey, ...JSON_HEADERS};
  const tries: Array<[string, string, unknown]> = [
    ['PATCH', INST, {updateMask: [`config.content.write.objects.${huge}`], installation: {config: {}}}],
    [
      'PATCH',
      INST,
      {updateMask: [`config.content.read.objects.${huge}`], installation: {config: {revisionId: 'r'}}},
    ],
    [
      'PATCH',
      INST,
      {updateMask: ['config.createdBy'], installation: {config: {createdBy: 5, revisionId: huge}}},
    ],
    [
      'POST',
      '/v1/projects/demo/integrations/acme-crm-sync/objects/contact',
      {groupRef: huge, type: 'create', record: {}},
    ],
    ['POST', '/v1/projects/demo/jwt-keys', {label: huge, algorithm: 'RS256', publicKeyPem: huge}],
    ['POST', '/_emulator/faults', {objectName: huge, kind: huge}],
    ['GET', `/v1/projects/demo/integrations/${huge.slice(0, 900_000)}`, undefined],
  ];
  let largest = 0;
  let over = 0;
  for (const [method, path, body] of tries) {
    const r = await emu.fetch(`http://x${path}`, {
      method,
      headers: key,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const n = Buffer.byteLength(await r.text());
    largest = Math.max(largest, n);
    if (n > 64 * 1024 || r.status < 400) over++;
  }
  await emu.close();
  return {
    part: 'S12 long values in error bodies',
    cases: tries.length,
    expect: 'every answer an error of at most 64 KB',
    ok: over === 0,
    figures: `largest ${(largest / 1024).toFixed(1)} KB`,
  };
}
