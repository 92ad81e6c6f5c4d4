// Malformed HTTP framing, one raw request each (what a fuzzer or a broken client sends), and a raw
// exchange over a socket: shared by `npm run stress` and test/emulator/framing.test.ts.
import {connect} from 'node:net';

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
  ['binary garbage (a TLS hello)', '\x16\x03\x01\x02\x00\x01\x00\x01\xfc\x03\x03\r\n\r\n'],
  ['a lone LF line ending', 'GET /v1 HTTP/1.1\nHost: x\n\n'],
  ['a request line without a target', 'GET HTTP/1.1\r\nHost: x\r\n\r\n'],
  ['a negative Content-Length', 'POST /v1 HTTP/1.1\r\nHost: x\r\nContent-Length: -5\r\n\r\n'],
];

export interface RawAnswer {
  status: number;
  type: string;
  body: string;
}

/** Sends raw bytes; resolves with the first answer, or undefined when none came within `waitMs`. */
export function rawExchange(port: number, bytes: string, waitMs = 3000): Promise<RawAnswer | undefined> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    let got = Buffer.alloc(0);
    const done = () => {
      clearTimeout(timer);
      socket.destroy();
      resolve(parseAnswer(got.toString('latin1')));
    };
    const timer = setTimeout(done, waitMs);
    socket.on('data', (c: Buffer) => {
      got = Buffer.concat([got, c]);
      if (parseAnswer(got.toString('latin1'), true)) done();
    });
    socket.on('end', done);
    socket.on('error', done);
    socket.write(Buffer.from(bytes, 'latin1'));
  });
}

/** The status, content type and body of a raw answer (`complete`: only once its whole body is in). */
function parseAnswer(text: string, complete = false): RawAnswer | undefined {
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
  if (complete && !(header('content-length') && body.length >= length)) return undefined;
  return {status, type: header('content-type'), body};
}

/** Whether an answer is what every malformed request must get: a problem+json 4xx naming its status. */
export function isProblem4xx(a: RawAnswer | undefined): boolean {
  if (!a || a.status < 400 || a.status > 499 || a.type !== 'application/problem+json') return false;
  try {
    const p = JSON.parse(a.body) as {status?: unknown; detail?: unknown};
    return p.status === a.status && typeof p.detail === 'string';
  } catch {
    return false;
  }
}
