// `npm run bench emulator`:
//  1. synchronous single writes per second against the emulator over HTTP, as a ratio to a bare
//     node:http handler that parses the same JSON request and answers a JSON body (same run,
//     same client, same concurrency);
//  2. 10,000 auto-batched asynchronous records: provider batch calls made (expected: 100).
import {Agent, createServer, request} from 'node:http';
import type {AddressInfo} from 'node:net';
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

// ---- baseline: bare node:http, parse the JSON body, answer a JSON body like a sync write's
const bare = createServer((req, res) => {
  const chunks: Buffer[] = [];
  req.on('data', (c) => chunks.push(c));
  req.on('end', () => {
    const body = JSON.parse(Buffer.concat(chunks).toString()) as {record: Record<string, unknown>};
    const out = JSON.stringify({operationId: 'x', result: {success: true, recordId: 'r', data: body.record}});
    res.writeHead(200, {'content-type': 'application/json'});
    res.end(out);
  });
});
await new Promise<void>((r) => bare.listen(0, '127.0.0.1', r));
const bareBase = `http://127.0.0.1:${(bare.address() as AddressInfo).port}`;

const emu = createEmulator({timeScale: 0});
const {url: emuBase} = await emu.listen(0);
const body = (i: number) => JSON.stringify({groupRef: 'group-1', type: 'create', mode: 'synchronous', record: {emailAddress: `b${i}@example.com`, firstName: 'Bench', age: i}});

// warm-up
await rate(bareBase, {}, body, 200);
await rate(emuBase, {'x-api-key': emu.apiKey}, body, 200);
const bareRates: number[] = [];
const emuRates: number[] = [];
for (let r = 0; r < ROUNDS; r++) {
  bareRates.push(await rate(bareBase, {}, body, 200));
  emu.reset();
  emuRates.push(await rate(emuBase, {'x-api-key': emu.apiKey}, body, 200));
}
const b = median(bareRates);
const e = median(emuRates);
console.log(`sync single writes: emulator ${e.toFixed(0)}/s, bare node:http ${b.toFixed(0)}/s (median of ${ROUNDS} x ${REQUESTS} requests, ${IN_FLIGHT} in flight)`);
console.log(`  ratio emulator / bare handler: ${(e / b).toFixed(2)}x of baseline throughput`);

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
bare.close();
