// One server for bench/emulator.bench.ts, in a process of its own so the servers do not share a
// heap or an event loop with each other or with the load generator. `mode`:
//  bare       node:http, parse the JSON body, answer a JSON body like a sync write's
//  same-work  the same plus what the emulator must do for a write: check the API key, validate the
//             body with the shared WriteRequestSchema, store the record in a Map
//  emulator   createEmulator() with the time scale at 0
// Prints one JSON line {base, apiKey} once listening. Over IPC (when spawned with one), answers
// 'cpu' with this process's CPU time so far (process.cpuUsage()), for CPU time per request.
import {createServer} from 'node:http';
import type {AddressInfo} from 'node:net';
import {check, passes, WriteRequestSchema} from '../src/contract/schemas.ts';
import {createEmulator} from '../src/emulator/index.ts';

const mode = process.argv[2];
process.on('message', (m) => {
  if (m === 'cpu') process.send?.(process.cpuUsage());
});
// An IPC channel keeps the process alive; it must not keep it from being stopped.
process.channel?.unref();
const API_KEY = 'bench-key';

function plain(work: boolean) {
  const store = new Map<string, unknown>();
  let id = 0;
  return createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c) => chunks.push(c));
    req.on('end', () => {
      const answer = (status: number, body: unknown) => {
        res.writeHead(status, {'content-type': 'application/json'});
        res.end(JSON.stringify(body));
      };
      if (work && req.headers['x-api-key'] !== API_KEY) return answer(401, {title: 'Unauthorized'});
      const body = JSON.parse(Buffer.concat(chunks).toString()) as {record: Record<string, unknown>};
      let recordId = 'r';
      if (work) {
        // As the emulator validates: the cheap yes/no, the issues only for a body that fails.
        const issues = passes(WriteRequestSchema, body) ? [] : check(WriteRequestSchema, body);
        if (issues.length) return answer(400, {title: 'Bad Request', issues});
        recordId = `rec-${++id}`;
        store.set(recordId, {...body.record});
      }
      answer(200, {operationId: 'x', result: {success: true, recordId, data: body.record}});
    });
  });
}

if (mode === 'emulator') {
  const emu = createEmulator({timeScale: 0});
  const {url} = await emu.listen(0);
  console.log(JSON.stringify({base: url, apiKey: emu.apiKey}));
} else {
  const server = plain(mode === 'same-work');
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  console.log(
    JSON.stringify({base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, apiKey: API_KEY}),
  );
}
