// waitForOperation: polls getOperation until the status is no longer in_progress, honours
// abort and timeout, and rides out a couple of transient failures.
import {describe, it} from 'node:test';
import assert from 'node:assert/strict';
import {createClient, type Client} from '../../src/api/client.ts';
import {
  AbortError,
  ApiError,
  NetworkError,
  TimeoutError,
  ValidationError,
} from '../../src/contract/errors.ts';
import {json, operation, problem, rejects, useServer} from './api-helpers.ts';

let client: Client;
const server = await useServer((s) => {
  client = createClient({baseUrl: s.base, apiKey: 'k'});
});

const ref = {projectId: 'demo', operationId: 'op-1'};
const fast = {intervalMs: 2, maxIntervalMs: 5};

/** Answers the given sequence of statuses (numbers = that HTTP error), repeating the last. */
function sequence(...steps: Array<string | number>) {
  let i = 0;
  server.handler = (_req, res) => {
    const step = steps[Math.min(i++, steps.length - 1)]!;
    if (typeof step === 'number') problem(res, step, {title: 'Unavailable'});
    else json(res, 200, operation(step, step === 'failure' ? {result: '[contact] quota exceeded'} : {}));
  };
}

describe('waitForOperation', () => {
  it('polls until the operation succeeds and returns it', async () => {
    sequence('in_progress', 'in_progress', 'success');
    const op = await client.waitForOperation(ref, fast);
    assert.equal(op.status, 'success');
    assert.equal(server.seen.length, 3);
    assert.ok(server.seen.every((s) => s.url === '/v1/projects/demo/operations/op-1'));
  });

  it('returns a failed operation (does not throw) so the caller can read the result', async () => {
    sequence('in_progress', 'failure');
    const op = await client.waitForOperation(ref, fast);
    assert.equal(op.status, 'failure');
    assert.equal(op.result, '[contact] quota exceeded');
  });

  it('null options read as the defaults (it threw a TypeError)', async () => {
    sequence('success');
    assert.equal((await client.waitForOperation(ref, null as never)).status, 'success');
  });

  it('an unknown status from a newer server ends the wait too', async () => {
    sequence('cancelled');
    assert.equal((await client.waitForOperation(ref, fast)).status, 'cancelled');
  });

  it('gives up with TimeoutError after timeoutMs', async () => {
    sequence('in_progress');
    // 300 ms at a 2-5 ms interval: room for several polls even on a loaded machine
    const e = await rejects(client.waitForOperation(ref, {...fast, timeoutMs: 300}), TimeoutError);
    assert.match(e.message, /op-1 still in progress after 300 ms/);
    assert.ok(server.seen.length >= 2, `polled ${server.seen.length} times`);
  });

  it('rejects with AbortError when the signal fires while waiting, and stops polling', async () => {
    sequence('in_progress');
    const ctl = new AbortController();
    const p = client.waitForOperation(ref, {...fast, signal: ctl.signal});
    setTimeout(() => ctl.abort(), 30);
    await rejects(p, AbortError);
    // A poll already on the wire when the signal fired may still arrive; let it land first.
    await new Promise((r) => setTimeout(r, 20));
    const count = server.seen.length;
    await new Promise((r) => setTimeout(r, 60));
    assert.equal(server.seen.length, count, 'no polls after the abort');
  });

  it('an already-aborted signal sends nothing', async () => {
    const ctl = new AbortController();
    ctl.abort();
    await rejects(client.waitForOperation(ref, {signal: ctl.signal}), AbortError);
    assert.equal(server.seen.length, 0);
  });

  it('retries a couple of transient 5xx answers', async () => {
    sequence(503, 'in_progress', 502, 500, 'success');
    assert.equal((await client.waitForOperation(ref, fast)).status, 'success');
    assert.equal(server.seen.length, 5);
  });

  it('three transient failures in a row surface as the ApiError', async () => {
    sequence(503, 503, 503, 'success');
    const e = await rejects(client.waitForOperation(ref, fast), ApiError);
    assert.equal(e.status, 503);
    assert.equal(server.seen.length, 3);
  });

  it('a 404 is not transient: it surfaces at once', async () => {
    sequence(404);
    assert.equal((await rejects(client.waitForOperation(ref, fast), ApiError)).status, 404);
    assert.equal(server.seen.length, 1);
  });

  it('retries a network error once, then succeeds', async () => {
    let n = 0;
    const c = createClient({
      baseUrl: '/v1',
      apiKey: 'k',
      fetch: async () => {
        if (n++ === 0) throw new TypeError('fetch failed');
        return new Response(JSON.stringify(operation('success')), {status: 200});
      },
    });
    assert.equal((await c.waitForOperation(ref, fast)).status, 'success');
    assert.equal(n, 2);
    const down = createClient({
      baseUrl: '/v1',
      apiKey: 'k',
      fetch: () => Promise.reject(new TypeError('fetch failed')),
    });
    await rejects(down.waitForOperation(ref, fast), NetworkError);
  });

  it('rejects a timeoutMs that is not a positive number', async () => {
    for (const timeoutMs of [0, -1, NaN, '100' as never]) {
      const e = await rejects(client.waitForOperation(ref, {timeoutMs}), ValidationError);
      assert.deepEqual(
        e.issues.map((i) => i.path),
        ['timeoutMs'],
      );
    }
    assert.equal(server.seen.length, 0);
  });

  it('rejects poll intervals that are not positive, finite numbers (they would poll in a tight loop)', async () => {
    for (const [name, bad] of [
      ['intervalMs', 0],
      ['intervalMs', -5],
      ['intervalMs', NaN],
      ['maxIntervalMs', Infinity],
      ['maxIntervalMs', '9' as never],
    ] as const) {
      const e = await rejects(client.waitForOperation(ref, {[name]: bad}), ValidationError);
      assert.deepEqual(
        e.issues.map((i) => i.path),
        [name],
      );
    }
    assert.equal(server.seen.length, 0);
  });

  it('backs off: the gap between polls grows by half each time, up to maxIntervalMs', async () => {
    const times: number[] = [];
    let i = 0;
    server.handler = (_req, res) => {
      times.push(performance.now());
      json(res, 200, operation(++i < 6 ? 'in_progress' : 'success'));
    };
    await client.waitForOperation(ref, {intervalMs: 40, maxIntervalMs: 90});
    const gaps = times.slice(1).map((t, k) => t - times[k]!);
    // Expected sleeps 40, 60, 90, 90, 90 ms (plus request time): growth, then the cap.
    assert.equal(gaps.length, 5);
    assert.ok(gaps[0]! >= 38, `first gap ${gaps[0]}`);
    assert.ok(gaps[1]! >= 58, `second gap ${gaps[1]}`);
    assert.ok(gaps[2]! >= 88 && gaps[3]! >= 88 && gaps[4]! >= 88, `capped gaps ${gaps.slice(2)}`);
    // Uncapped, the fifth sleep would be 40 * 1.5^4 = 202 ms.
    assert.ok(gaps[4]! < 190, `capped at maxIntervalMs: ${gaps[4]}`);
  });

  it('a timeout beyond what a timer can hold (2^31-1 ms) means no limit, not an immediate timeout', async () => {
    sequence('in_progress', 'success');
    const op = await client.waitForOperation(ref, {...fast, timeoutMs: 3e9});
    assert.equal(op.status, 'success');
  });

  it('validates the operation reference before polling', async () => {
    const e = await rejects(
      client.waitForOperation({projectId: 'demo', operationId: ''}, fast),
      ValidationError,
    );
    assert.deepEqual(
      e.issues.map((i) => i.path),
      ['operationId'],
    );
    assert.equal(server.seen.length, 0);
  });
});
