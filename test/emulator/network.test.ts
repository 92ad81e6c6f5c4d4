// Issue 31, "the emulator lets no one in from the network": who may reach the control and
// dev-token routes is judged by the socket (loopback or not), never by a header the caller writes.
import {test, describe, before, after} from 'node:test';
import assert from 'node:assert/strict';
import {networkInterfaces} from 'node:os';
import {request} from 'node:http';
import {createEmulator, type Emulator} from '../../src/emulator/index.ts';
import {startCli} from './helpers.ts';

/** An IPv4 address of this machine that is not loopback (the test binds and connects from it). */
const lanAddress = Object.values(networkInterfaces())
  .flat()
  .find((i) => i && i.family === 'IPv4' && !i.internal)?.address;

/** One request on a real socket, from `localAddress` when given. */
function send(
  url: string,
  opts: {method?: string; headers?: Record<string, string>; localAddress?: string; body?: string} = {},
) {
  return new Promise<{status: number; body: any}>((resolve, reject) => {
    const req = request(
      url,
      {method: opts.method ?? 'GET', headers: opts.headers, localAddress: opts.localAddress},
      (res) => {
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
          resolve({status: res.statusCode ?? 0, body});
        });
      },
    );
    req.on('error', reject);
    req.end(opts.body);
  });
}

const CONTROL_PATHS = [
  ['POST', '/_emulator/reset'],
  ['GET', '/_emulator/requests'],
  ['GET', '/_emulator/providers/acme-crm/records/contact'],
  ['GET', '/_demo/token?projectIdOrName=demo&groupRef=group-1&consumerRef=consumer-1'],
] as const;

describe(
  'S1: control and dev-token routes from the network',
  {skip: !lanAddress && 'no non-loopback address'},
  () => {
    let emu: Emulator;
    let url: string;
    before(async () => {
      emu = createEmulator({timeScale: 0, controlToken: 'ctl-secret', apiKey: 'custom-key'});
      ({url} = await emu.listen(0, '0.0.0.0'));
    });
    after(() => emu.close());
    const lan = () => url.replace('0.0.0.0', lanAddress!);

    test('a caller on another address gets 403 on every control and dev-token route, whatever its Host says', async () => {
      for (const [method, path] of CONTROL_PATHS) {
        for (const host of [undefined, '127.0.0.1', 'localhost', `${lanAddress}:1`]) {
          const r = await send(`${lan()}${path}`, {
            method,
            localAddress: lanAddress,
            headers: host ? {host} : {},
          });
          assert.equal(r.status, 403, `${method} ${path} Host ${host}`);
          assert.match(r.body.detail, /loopback/);
          assert.equal(r.body.token, undefined);
        }
      }
    });

    test('the same caller with the control token gets in', async () => {
      const r = await send(
        `${lan()}/_demo/token?projectIdOrName=demo&groupRef=group-1&consumerRef=consumer-1`,
        {
          localAddress: lanAddress,
          headers: {'x-emulator-token': 'ctl-secret'},
        },
      );
      assert.equal(r.status, 200);
      assert.equal(typeof r.body.token, 'string');
    });

    test('a caller on loopback still gets in without the token, and /v1 still answers the API key from anywhere', async () => {
      const local = await send(`${url.replace('0.0.0.0', '127.0.0.1')}/_emulator/clock`);
      assert.equal(local.status, 200);
      const service = await send(`${lan()}/v1/providers/acme-crm`, {
        localAddress: lanAddress,
        headers: {'x-api-key': 'custom-key'},
      });
      assert.equal(service.status, 200);
    });
  },
);

describe('S1: the remote-address rule through dispatch (no second address needed)', () => {
  const emu = createEmulator({timeScale: 0, controlToken: 'ctl-secret'});
  after(() => emu.close());
  const at = (remoteAddress: string | undefined, headers: Record<string, string> = {}) =>
    emu.dispatch({
      method: 'GET',
      url: '/_emulator/clock',
      headers: {host: '127.0.0.1:8787', ...headers},
      remoteAddress,
    });

  test('loopback sockets (IPv4, IPv6, IPv4-mapped) and in-process calls get in', async () => {
    for (const a of ['127.0.0.1', '127.8.9.10', '::1', '::ffff:127.0.0.1', undefined])
      assert.equal((await at(a)).status, 200, String(a));
  });

  test('any other socket is refused without the token, admitted with it', async () => {
    for (const a of ['192.0.2.7', '::ffff:10.0.0.1', 'fd00::2', '0.0.0.0', '']) {
      assert.equal((await at(a)).status, 403, a);
      assert.equal((await at(a, {'x-emulator-token': 'ctl-secret'})).status, 200, a);
    }
  });
});

/** Stops a CLI child and waits until all its output has been read. */
async function stop(emu: ReturnType<typeof startCli>) {
  const drained = Promise.all(
    [emu.child.stdout, emu.child.stderr].map((s) =>
      s!.closed ? undefined : new Promise((r) => s!.once('close', r)),
    ),
  );
  emu.child.kill('SIGTERM');
  await emu.exited;
  await drained;
}

describe('S1: the CLI on a non-loopback host', () => {
  test('warns at start and the banner says who the control API and dev tokens answer', async () => {
    const emu = startCli(['--port', '0', '--host', '0.0.0.0']);
    await emu.ready;
    await stop(emu);
    assert.match(emu.errors(), /warning: --host 0\.0\.0\.0 can be reached from the network/);
    assert.match(emu.errors(), /default, demo-api-key: set --api-key/);
    assert.match(emu.output(), /control API: .*loopback/);
    assert.doesNotMatch(emu.output(), /same origin only/);
  });

  test('on loopback it does not warn', async () => {
    const emu = startCli(['--port', '0']);
    await emu.ready;
    await stop(emu);
    assert.doesNotMatch(emu.errors(), /warning/);
  });
});
