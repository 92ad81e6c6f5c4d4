// `npm run bench emulator`:
//  1. synchronous single writes per second against the emulator over HTTP, as a ratio to two
//     baselines: a bare node:http handler that parses the same JSON request and answers a JSON
//     body, and a handler that also does the emulator's auth, validation and storage. Each server
//     runs in a process of its own (bench/emulator-server.ts); same run, client and concurrency;
//  2. 10,000 auto-batched asynchronous records: provider batch calls made (expected: 100).
import {spawn} from 'node:child_process';
import {Agent, request} from 'node:http';
import {fileURLToPath} from 'node:url';
import {createEmulator} from '../src/emulator/index.ts';

const IN_FLIGHT = 16;
const REQUESTS = 3000;
const ROUNDS = 3;
const PATH = '/v1/projects/demo/integrations/acme-crm-sync/objects/contact';

function post(agent: Agent, base: string, path: string, headers: Record<string, string>, data: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = request(`${base}${path}`, {method: 'POST', agent, headers: {...headers, 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(data))}}, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
    });
    req.on('error', reject);
    req.end(data);
  });
}

async function rate(base: string, headers: Record<string, string>, body: (i: number) => string, expect: number): Promise<number> {
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
  agent.destroy();
  return REQUESTS / secs;
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

// ---- part 1: each server in its own process, the load from this one
async function startServer(mode: string): Promise<{base: string; apiKey: string; stop(): void}> {
  const child = spawn(process.execPath, ['--import', 'tsx', fileURLToPath(new URL('./emulator-server.ts', import.meta.url)), mode], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const line = await new Promise<string>((resolve, reject) => {
    let out = '';
    child.stdout.on('data', (c) => {
      out += c;
      if (out.includes('\n')) resolve(out.split('\n')[0]!);
    });
    child.on('exit', (code) => reject(new Error(`${mode} server exited (${code})`)));
  });
  return {...(JSON.parse(line) as {base: string; apiKey: string}), stop: () => child.kill()};
}

const body = (i: number) => JSON.stringify({groupRef: 'group-1', type: 'create', mode: 'synchronous', record: {emailAddress: `b${i}@example.com`, firstName: 'Bench', age: i}});
const servers = {bare: await startServer('bare'), same: await startServer('same-work'), emulator: await startServer('emulator')};
const rates: Record<keyof typeof servers, number[]> = {bare: [], same: [], emulator: []};
for (let r = 0; r <= ROUNDS; r++) {
  for (const k of Object.keys(servers) as (keyof typeof servers)[]) {
    const x = await rate(servers[k].base, {'x-api-key': servers[k].apiKey}, body, 200);
    if (r > 0) rates[k].push(x); // round 0 warms up
  }
}
for (const s of Object.values(servers)) s.stop();
const b = median(rates.bare);
const w = median(rates.same);
const e = median(rates.emulator);
console.log(`sync single writes (median of ${ROUNDS} x ${REQUESTS} requests, ${IN_FLIGHT} in flight, each server in its own process):`);
console.log(`  emulator ${e.toFixed(0)}/s, bare node:http ${b.toFixed(0)}/s, same auth+validation+storage ${w.toFixed(0)}/s`);
console.log(`  ratio emulator / bare handler: ${(e / b).toFixed(2)}x (goal >= 0.5x: ${e / b >= 0.5 ? 'met' : 'NOT met'})`);
console.log(`  ratio emulator / same-work handler: ${(e / w).toFixed(2)}x`);

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
      const s = await post(agent, emuBase, PATH, {'x-api-key': emu.apiKey}, JSON.stringify({groupRef: 'group-1', type: 'create', mode: 'asynchronous', record: {email: `ab${i}@example.com`}, autoBatchPolicy: {maxDelayMinutes: 15}}));
      if (s !== 202) throw new Error(`unexpected status ${s}`);
    }
  }),
);
await emu.advance(15 * 60);
const secs = (performance.now() - t0) / 1000;
agent.destroy();
const stored = emu.store.providers.list('acme-crm', 'contact').filter((r) => String(r.data.email).startsWith('ab')).length;
console.log(`10,000 auto-batched records: ${emu.store.providers.batchCalls - before} provider batch calls (expected 100), ${stored} stored, ${(10_000 / secs).toFixed(0)} records/s accepted+written`);

await emu.close();
