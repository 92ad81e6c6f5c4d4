// `npm run emulator -- --port 8787 [--api-key KEY] [--seed FILE] [--state FILE] [--time-scale N] [--host H] [--allow-origin URL ...]
//   [--operations-max N] [--operations-max-age SECONDS]`
import {readFileSync} from 'node:fs';
import {parseArgs} from 'node:util';
import {createEmulator, DEFAULT_API_KEY, DEFAULT_RETENTION, type Seed} from './index.ts';

function fail(message: string): never {
  console.error(`emulator: ${message}`);
  process.exit(2);
}

const parse = () =>
  parseArgs({
    options: {
      port: {type: 'string', default: '8787'},
      host: {type: 'string', default: '127.0.0.1'},
      'api-key': {type: 'string', default: DEFAULT_API_KEY},
      seed: {type: 'string'},
      'time-scale': {type: 'string', default: '1'},
      state: {type: 'string'},
      'allow-origin': {type: 'string', multiple: true},
      'operations-max': {type: 'string', default: String(DEFAULT_RETENTION.maxCount)},
      'operations-max-age': {type: 'string', default: String(DEFAULT_RETENTION.maxAgeSeconds)},
      help: {type: 'boolean', short: 'h'},
    },
    strict: true,
  });
let values: ReturnType<typeof parse>['values'];
try {
  ({values} = parse());
} catch (e) {
  fail(`${(e as Error).message} (see --help)`);
}

if (values.help) {
  console.log(
    'usage: npm run emulator -- [--port 8787] [--host 127.0.0.1] [--api-key KEY] [--seed FILE.json] [--state FILE.json] [--time-scale N] [--allow-origin http://localhost:3000 ...]',
  );
  console.log('  --state FILE         keep installations, keys, operations and records across restarts');
  console.log(
    '  --allow-origin URL   a page origin that may call /v1 and get /_demo/token cross-origin (repeatable)',
  );
  console.log(
    `  --operations-max N   keep at most N finished operations, the newest (default ${DEFAULT_RETENTION.maxCount})`,
  );
  console.log(
    `  --operations-max-age S  drop finished operations S emulated seconds after they finished (default ${DEFAULT_RETENTION.maxAgeSeconds})`,
  );
  process.exit(0);
}
const port = Number(values.port);
if (!Number.isInteger(port) || port < 0 || port > 65535) fail(`--port must be 0..65535, got ${values.port}`);
const timeScale = Number(values['time-scale']);
if (!Number.isFinite(timeScale) || timeScale < 0)
  fail(`--time-scale must be a number >= 0, got ${values['time-scale']}`);
if (!values['api-key']) fail('--api-key must not be empty');
const retention = {
  maxCount: Number(values['operations-max']),
  maxAgeSeconds: Number(values['operations-max-age']),
};
if (!Number.isSafeInteger(retention.maxCount) || retention.maxCount < 0)
  fail(`--operations-max must be an integer >= 0, got ${values['operations-max']}`);
if (!Number.isFinite(retention.maxAgeSeconds) || retention.maxAgeSeconds < 0)
  fail(`--operations-max-age must be a number of seconds >= 0, got ${values['operations-max-age']}`);
let seed: Seed | undefined;
if (values.seed) {
  try {
    seed = JSON.parse(readFileSync(values.seed, 'utf8')) as Seed;
  } catch (e) {
    fail(`cannot read seed ${values.seed}: ${(e as Error).message}`);
  }
  if (
    !seed ||
    !Array.isArray(seed.projects) ||
    !Array.isArray(seed.integrations) ||
    !Array.isArray(seed.installations) ||
    typeof seed.providers !== 'object'
  ) {
    fail('the seed must be a JSON object with projects, providers, integrations and installations');
  }
}

const allowedOrigins = values['allow-origin'] ?? [];
for (const o of allowedOrigins) {
  let ok = false;
  try {
    ok = new URL(o).origin === o;
  } catch {
    /* not a URL */
  }
  if (!ok)
    fail(
      `--allow-origin must be an origin like http://localhost:3000 (scheme, host, port; no path), got ${o}`,
    );
}

let emulator: ReturnType<typeof createEmulator>;
try {
  emulator = createEmulator({
    apiKey: values['api-key'],
    seed,
    timeScale,
    allowedOrigins,
    stateFile: values.state,
    operationRetention: retention,
  });
} catch (e) {
  fail(`cannot load the ${values.state ? 'seed or state file' : 'seed'}: ${(e as Error).message}`);
}

let stopping = false;
const stop = (signal: string) => {
  if (stopping) return;
  stopping = true;
  console.log(`\nemulator: ${signal}, stopping`);
  const force = setTimeout(() => process.exit(0), 3000);
  force.unref();
  void emulator.close().then(() => process.exit(0));
};
process.on('SIGINT', () => stop('SIGINT'));
process.on('SIGTERM', () => stop('SIGTERM'));

const {url} = await emulator
  .listen(port, values.host)
  .catch((e: Error) => fail(`cannot listen on ${values.host}:${port}: ${e.message}`));
// Loopback only when every address the host name stands for is one (0.0.0.0 and :: are every interface).
const loopbackOnly = /^(127\.\d+\.\d+\.\d+|::1|\[::1\]|localhost)$/i.test(values.host);
if (!loopbackOnly) {
  console.warn(
    `emulator: warning: --host ${values.host} can be reached from the network. /v1 answers anyone who has the API key${
      values['api-key'] === DEFAULT_API_KEY ? ` (the default, ${DEFAULT_API_KEY}: set --api-key)` : ''
    } or a valid JWT; the control API and the dev tokens answer callers on this machine (loopback) only, or callers with the control token.`,
  );
}
console.log(`emulator listening on ${url}`);
console.log(`  service:     ${url}/v1`);
console.log(`  API key:     ${emulator.apiKey}`);
console.log(
  `  control API: ${url}/_emulator/ (reset, clock, faults, records, requests, operations); callers on this machine (loopback socket) from the same origin, or with the control token`,
);
console.log(
  `  control token (X-Emulator-Token; needed from other machines and other origins): ${emulator.controlToken}`,
);
console.log(
  `  CORS origins: ${allowedOrigins.length ? allowedOrigins.join(', ') : 'none besides the same origin (--allow-origin URL)'}`,
);
if (values.state) console.log(`  state file:  ${values.state}`);
console.log(
  `  dev tokens:  ${url}/_demo/token?projectIdOrName=demo&groupRef=group-1&consumerRef=consumer-1 (loopback callers, or with the control token)`,
);
console.log(`  time scale:  ${timeScale} emulated s per real s`);
