// 10,000 asynchronous auto-batched records over real HTTP on 127.0.0.1 (50 in flight): every
// operation ends, no record is lost or stored twice.
import {test, after, before} from 'node:test';
import assert from 'node:assert/strict';
import {Agent, request} from 'node:http';
import {createEmulator, type Emulator} from '../../src/emulator/index.ts';

const TOTAL = 10_000;
const IN_FLIGHT = 50;

let emu: Emulator;
let base: string;
const agent = new Agent({keepAlive: true, maxSockets: IN_FLIGHT});

before(async () => {
  emu = createEmulator({timeScale: 0});
  ({url: base} = await emu.listen(0));
});
after(async () => {
  agent.destroy();
  await emu.close();
});

function post(path: string, body: unknown): Promise<{status: number; body: any}> {
  const data = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = request(
      `${base}${path}`,
      {
        method: 'POST',
        agent,
        headers: {
          'x-api-key': emu.apiKey,
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(data),
        },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (c) => (text += c));
        res.on('end', () => resolve({status: res.statusCode ?? 0, body: JSON.parse(text)}));
      },
    );
    req.on('error', reject);
    req.end(data);
  });
}

test(`${TOTAL} auto-batched async records: every operation ends, none lost or stored twice`, async () => {
  const opOf: string[] = new Array(TOTAL);
  let next = 0;
  const worker = async () => {
    while (next < TOTAL) {
      const i = next++;
      const r = await post('/v1/projects/demo/integrations/acme-crm-sync/objects/contact', {
        groupRef: 'group-1',
        type: 'create',
        mode: 'asynchronous',
        record: {email: `load-${i}@example.com`, age: i},
        autoBatchPolicy: {maxDelayMinutes: 15},
      });
      assert.equal(r.status, 202, JSON.stringify(r.body));
      opOf[i] = r.body.operationId;
    }
  };
  await Promise.all(Array.from({length: IN_FLIGHT}, worker));
  await emu.advance(15 * 60); // flush whatever a size trigger left behind
  const ops = new Set(opOf);
  assert.equal(ops.size, TOTAL / 100, 'one master operation per 100 records');
  for (const id of ops) {
    const op = emu.store.operations.get(id)!.op;
    assert.equal(op.status, 'success', String(op.result));
    assert.equal(op.result, '[contact] created 100 records');
  }
  const stored = emu.store.providers
    .list('acme-crm', 'contact')
    .filter((r) => String(r.data.email).startsWith('load-'));
  assert.equal(stored.length, TOTAL);
  const emails = new Set(stored.map((r) => String(r.data.email)));
  assert.equal(emails.size, TOTAL, 'no record stored twice');
  for (let i = 0; i < TOTAL; i += 997) assert.ok(emails.has(`load-${i}@example.com`));
  assert.equal(new Set(stored.map((r) => r.id)).size, TOTAL);
  assert.equal(emu.store.providers.batchCalls, TOTAL / 100);
});
