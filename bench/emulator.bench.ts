// `npm run bench emulator`:
//  1. synchronous single writes per second against the emulator over HTTP, as a ratio to two
//     baselines: a bare node:http handler that parses the same JSON request and answers a JSON
//     body, and a handler that also does the emulator's auth, validation and storage. Each server
//     runs in a process of its own (bench/emulator-server.ts); same run, client and concurrency.
//     The servers take turns within each round (the order flips every round) and each ratio is
//     taken within a round, then the median over rounds: the machine may be shared and noisy.
//     Many short rounds rather than a few long ones: a round's ratio swings with whatever else
//     the machine runs during it, and the median of more paired rounds swings far less (the
//     spread of the per-round ratios is printed beside it).
//     Also the server's own CPU time per request (process.cpuUsage over IPC), which depends far
//     less on what else the machine runs than requests per second do;
//  2. 10,000 auto-batched asynchronous records: provider batch calls made (expected: 100).
import {spawn} from 'node:child_process';
import {Agent, request} from 'node:http';
import type * as Emulator from '../src/emulator/index.ts';
import {buildForNode, importBuilt} from './built.ts';

// the built JavaScript (bench/built.ts), as it ships, not the source through tsx
const {createEmulator} = await importBuilt<typeof Emulator>('src/emulator/index.ts');
const serverScript = await buildForNode('bench/emulator-server.ts');

const IN_FLIGHT = 16;
const REQUESTS = 2000;
const ROUNDS = 9;
const PATH = '/v1/projects/demo/integrations/acme-crm-sync/objects/contact';

function post(
  agent: Agent,
  base: string,
  path: string,
  headers: Record<string, string>,
  data: string,
): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = request(
      `${base}${path}`,
      {
        method: 'POST',
        agent,
        headers: {
          ...headers,
          'content-type': 'application/json',
          'content-length': String(Buffer.byteLength(data)),
        },
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      },
    );
    req.on('error', reject);
    req.end(data);
  });
}

async function load(
  base: string,
  headers: Record<string, string>,
  body: (i: number) => string,
  expect: number,
  cpu?: () => Promise<number>,
): Promise<{rate: number; cpuUs: number}> {
  const cpu0 = await cpu?.();
  const agent = new Agent({keepAlive: true, maxSockets: IN_FLIGHT});
  let next = 0;
  const t0 = performance.now();
  await Promise.all(
    Array.from({length: IN_FLIGHT}, async () => {
      while (next < REQUESTS) {
        const i = next++;
        const status = await post(agent, base, PATH, headers, body(i));
        if (status !== expect) throw new Error(`unexpected status ${status}`);
      }
    }),
  );
  const secs = (performance.now() - t0) / 1000;
  const cpuUs = cpu && cpu0 !== undefined ? ((await cpu()) - cpu0) / REQUESTS : NaN;
  agent.destroy();
  return {rate: REQUESTS / secs, cpuUs};
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

// ---- part 1: each server in its own process, the load from this one
async function startServer(
  mode: string,
): Promise<{base: string; apiKey: string; stop(): void; cpu(): Promise<number>}> {
  const child = spawn(process.execPath, [serverScript, mode], {
    stdio: ['ignore', 'pipe', 'inherit', 'ipc'],
  });
  /** The server process's CPU time so far (user + system), microseconds. */
  const cpu = () =>
    new Promise<number>((resolve) => {
      child.once('message', (u) => resolve((u as NodeJS.CpuUsage).user + (u as NodeJS.CpuUsage).system));
      child.send('cpu');
    });
  const line = await new Promise<string>((resolve, reject) => {
    let out = '';
    child.stdout!.on('data', (c) => {
      out += c;
      if (out.includes('\n')) resolve(out.split('\n')[0]!);
    });
    child.on('exit', (code) => reject(new Error(`${mode} server exited (${code})`)));
  });
  return {...(JSON.parse(line) as {base: string; apiKey: string}), stop: () => child.kill(), cpu};
}

const body = (i: number) =>
  JSON.stringify({
    groupRef: 'group-1',
    type: 'create',
    mode: 'synchronous',
    record: {emailAddress: `b${i}@example.com`, firstName: 'Bench', age: i},
  });
const servers = {
  bare: await startServer('bare'),
  same: await startServer('same-work'),
  emulator: await startServer('emulator'),
};
type Name = keyof typeof servers;
const runs: Record<Name, Array<{rate: number; cpuUs: number}>> = {bare: [], same: [], emulator: []};
for (let r = 0; r <= ROUNDS; r++) {
  const order: Name[] = r % 2 ? ['emulator', 'same', 'bare'] : ['bare', 'same', 'emulator'];
  for (const k of order) {
    const x = await load(servers[k].base, {'x-api-key': servers[k].apiKey}, body, 200, servers[k].cpu);
    if (r > 0) runs[k].push(x); // round 0 warms up
  }
}
for (const s of Object.values(servers)) s.stop();
/** Median over rounds of a ratio taken within each round. */
const ratio = (f: (x: {rate: number; cpuUs: number}) => number, a: Name, b: Name) =>
  median(runs[a].map((x, i) => f(x) / f(runs[b][i])));
const rateOf = (k: Name) => median(runs[k].map((x) => x.rate));
const cpuOf = (k: Name) => median(runs[k].map((x) => x.cpuUs));
const eb = ratio((x) => x.rate, 'emulator', 'bare');
/** Per-round ratios of a to b, sorted, as "min q1 median q3 max". */
const spread = (f: (x: {rate: number; cpuUs: number}) => number, a: Name, b: Name) => {
  const xs = runs[a].map((x, i) => f(x) / f(runs[b][i])).sort((p, q) => p - q);
  const at = (q: number) => xs[Math.round(q * (xs.length - 1))].toFixed(2);
  return `min ${at(0)}, quartiles ${at(0.25)}-${at(0.75)}, max ${at(1)}`;
};
const rate = (x: {rate: number}) => x.rate;
const perCpu = (x: {cpuUs: number}) => 1 / x.cpuUs;
console.log(
  `sync single writes (${ROUNDS} rounds x ${REQUESTS} requests, ${IN_FLIGHT} in flight, each server in its own process; medians):`,
);
console.log(
  `  emulator ${rateOf('emulator').toFixed(0)}/s, bare node:http ${rateOf('bare').toFixed(0)}/s, same auth+validation+storage ${rateOf('same').toFixed(0)}/s`,
);
console.log(
  `  ratio emulator / bare handler: ${eb.toFixed(2)}x (goal >= 0.5x: ${eb >= 0.5 ? 'MET' : 'MISSED'}; per round ${spread(rate, 'emulator', 'bare')})`,
);
console.log(
  `  ratio emulator / same-work handler: ${ratio(rate, 'emulator', 'same').toFixed(2)}x (per round ${spread(rate, 'emulator', 'same')})`,
);
console.log(
  `  server CPU per request: emulator ${cpuOf('emulator').toFixed(0)} us, bare ${cpuOf('bare').toFixed(0)} us, same-work ${cpuOf('same').toFixed(0)} us`,
);
console.log(
  `  requests per server CPU-second, emulator / bare: ${ratio(perCpu, 'emulator', 'bare').toFixed(2)}x (goal >= 0.5x, issue 34: ${ratio(perCpu, 'emulator', 'bare') >= 0.5 ? 'MET' : 'MISSED'}); of same-work: ${ratio(perCpu, 'emulator', 'same').toFixed(2)}x`,
);

// in-process emulator for part 2 (it needs the clock)
const emu = createEmulator({timeScale: 0});
const {url: emuBase} = await emu.listen(0);

// ---- 10,000 auto-batched records
emu.reset();
const before = emu.store.providers.batchCalls;
const agent = new Agent({keepAlive: true, maxSockets: 50});
let next = 0;
const t0 = performance.now();
await Promise.all(
  Array.from({length: 50}, async () => {
    while (next < 10_000) {
      const i = next++;
      const s = await post(
        agent,
        emuBase,
        PATH,
        {'x-api-key': emu.apiKey},
        JSON.stringify({
          groupRef: 'group-1',
          type: 'create',
          mode: 'asynchronous',
          record: {email: `ab${i}@example.com`},
          autoBatchPolicy: {maxDelayMinutes: 15},
        }),
      );
      if (s !== 202) throw new Error(`unexpected status ${s}`);
    }
  }),
);
await emu.advance(15 * 60);
const secs = (performance.now() - t0) / 1000;
agent.destroy();
const stored = emu.store.providers
  .list('acme-crm', 'contact')
  .filter((r) => String(r.data.email).startsWith('ab')).length;
console.log(
  `10,000 auto-batched records: ${emu.store.providers.batchCalls - before} provider batch calls (expected 100), ${stored} stored, ${(10_000 / secs).toFixed(0)} records/s accepted+written`,
);

await emu.close();
