// Issue 20: every malformed request gets a problem+json 4xx from the emulator's own server (not
// Node's bare 400/431/417, and CONNECT an answer at all), and HEAD works wherever GET does.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {connect} from 'node:net';
import {ACME, call, manualEmulator} from './helpers.ts';

/** Malformed framing, one raw request each (what a fuzzer or a broken client sends). */
export const MALFORMED: Array<[string, string]> = [
  ['invalid method token', 'G@T /v1 HTTP/1.1\r\nHost: x\r\n\r\n'],
  ['unknown HTTP version', 'GET /v1 HTTP/7.1\r\nHost: x\r\n\r\n'],
  ['header line without a colon', 'GET /v1 HTTP/1.1\r\nHost: x\r\nNoColonHere\r\n\r\n'],
  ['space in a header name', 'GET /v1 HTTP/1.1\r\nHost: x\r\nBad Name: 1\r\n\r\n'],
  ['NUL in a header value', 'GET /v1 HTTP/1.1\r\nHost: x\r\nX-A: a\0b\r\n\r\n'],
  ['headers larger than the limit', `GET /v1 HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`],
  ['Content-Length that is not a number', 'POST /v1 HTTP/1.1\r\nHost: x\r\nContent-Length: abc\r\n\r\n'],
  [
    'two different Content-Lengths',
    'POST /v1 HTTP/1.1\r\nHost: x\r\nContent-Length: 1\r\nContent-Length: 2\r\n\r\nab',
  ],
  [
    'Content-Length and Transfer-Encoding',
    'POST /v1 HTTP/1.1\r\nHost: x\r\nContent-Length: 3\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n',
  ],
  [
    'a chunk size that is not hex',
    'POST /v1 HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\n',
  ],
  ['an unknown transfer coding', 'POST /v1 HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: gzip, foo\r\n\r\n'],
  ['obsolete header folding', 'GET /v1 HTTP/1.1\r\nHost: x\r\nX-A: a\r\n  folded\r\n\r\n'],
  [
    'an expectation other than 100-continue',
    'POST /v1 HTTP/1.1\r\nHost: x\r\nExpect: teapot\r\nContent-Length: 0\r\n\r\n',
  ],
  ['CONNECT', 'CONNECT example.com:443 HTTP/1.1\r\nHost: example.com:443\r\n\r\n'],
  ['no Host header', 'GET /v1 HTTP/1.1\r\n\r\n'],
  ['a control character in the target', 'GET /v1\x7f HTTP/1.1\r\nHost: x\r\n\r\n'],
  ['binary garbage', '\x16\x03\x01\x02\x00\x01\x00\x01\xfc\x03\x03\r\n\r\n'],
];

export interface RawAnswer {
  status: number;
  type: string;
  body: string;
}

/** Sends raw bytes; resolves with the first answer (status, content type, body), or undefined if none came. */
export function rawExchange(port: number, bytes: string, waitMs = 3000): Promise<RawAnswer | undefined> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    let got = Buffer.alloc(0);
    const done = () => {
      clearTimeout(timer);
      socket.destroy();
      resolve(parse(got.toString('latin1')));
    };
    const timer = setTimeout(done, waitMs);
    socket.on('data', (c) => {
      got = Buffer.concat([got, c as Buffer]);
      const a = parse(got.toString('latin1'), true);
      if (a) done();
    });
    socket.on('end', done);
    socket.on('error', done);
    socket.write(Buffer.from(bytes, 'latin1'));
  });
}

function parse(text: string, complete = false): RawAnswer | undefined {
  const end = text.indexOf('\r\n\r\n');
  if (end < 0) return undefined;
  const head = text.slice(0, end).split('\r\n');
  const status = Number(/^HTTP\/1\.[01] (\d{3})/.exec(head[0])?.[1]);
  const header = (n: string) =>
    head
      .find((h) => h.toLowerCase().startsWith(`${n}:`))
      ?.slice(n.length + 1)
      .trim() ?? '';
  const body = text.slice(end + 4);
  const length = Number(header('content-length'));
  if (complete && !(Number.isFinite(length) && body.length >= length)) return undefined;
  return {status, type: header('content-type'), body};
}

test('every malformed request is answered with a problem+json 4xx, and the server goes on', async () => {
  const emu = manualEmulator();
  const {port} = await emu.listen(0);
  try {
    for (const [what, bytes] of MALFORMED) {
      const a = await rawExchange(port, bytes);
      assert.ok(a, `${what}: no answer`);
      assert.ok(a.status >= 400 && a.status < 500, `${what}: status ${a.status}`);
      assert.equal(a.type, 'application/problem+json', `${what}: ${a.status} ${a.type}`);
      const problem = JSON.parse(a.body);
      assert.equal(problem.status, a.status, what);
      assert.equal(typeof problem.detail, 'string', what);
    }
    assert.equal((await call(emu, 'GET', `${ACME}/installations/inst-acme`)).status, 200);
  } finally {
    await emu.close();
  }
});

test('HEAD answers wherever GET does: same status and headers, no body', async () => {
  const emu = manualEmulator();
  const {url} = await emu.listen(0);
  try {
    for (const path of [
      `${ACME}/installations/inst-acme`,
      '/v1/providers/acme-crm',
      '/_emulator/clock',
      '/v1/nope',
    ]) {
      const get = await fetch(`${url}${path}`, {headers: {'x-api-key': emu.apiKey}});
      const head = await fetch(`${url}${path}`, {method: 'HEAD', headers: {'x-api-key': emu.apiKey}});
      assert.equal(head.status, get.status, path);
      assert.equal(head.headers.get('content-type'), get.headers.get('content-type'), path);
      assert.equal(head.headers.get('content-length'), String((await get.arrayBuffer()).byteLength), path);
      assert.equal((await head.arrayBuffer()).byteLength, 0, path);
    }
    const r = await fetch(`${url}${ACME}/installations/inst-acme`, {
      method: 'DELETE',
      headers: {'x-api-key': emu.apiKey},
    });
    assert.equal(r.status, 405);
    assert.equal(r.headers.get('allow'), 'GET, HEAD, PATCH');
  } finally {
    await emu.close();
  }
});
