// waitForOperation: polls getOperation until the status is no longer in_progress, honours
// abort and timeout, and rides out a couple of transient failures.
import {describe, it, type TestContext} from 'node:test';
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

/**
 * A client whose polls are answered at once with `statuses` in turn (the last repeated), on a
 * mocked clock starting at 0: `at` holds each poll's time. Waits and limits then follow the test's
 * clock, not the machine's speed.
 */
function onMockedClock(t: TestContext, ...statuses: string[]) {
  t.mock.timers.enable({apis: ['setTimeout', 'Date'], now: 0});
  const at: number[] = [];
  const polls = createClient({
    baseUrl: 'http://x/v1',
    apiKey: 'k',
    fetch: async () => {
      at.push(Date.now());
      const status = statuses[Math.min(at.length, statuses.length) - 1]!;
      return new Response(JSON.stringify(operation(status)), {
        status: 200,
        headers: {'content-type': 'application/json'},
      });
    },
  });
  /** Lets the answers and callbacks pending now run (setImmediate: not a mocked timer). */
  const settle = async () => {
    for (let k = 0; k < 5; k++) await new Promise((r) => setImmediate(r));
  };
  /** Moves the clock on `ms`, a millisecond at a time, letting what each step wakes run. */
  const advance = async (ms: number) => {
    for (let i = 0; i < ms; i++) {
      await settle();
      t.mock.timers.tick(1);
    }
    await settle();
  };
  return {polls, at, advance};
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

  it('gives up with TimeoutError after timeoutMs, polling until then', async (t) => {
    const {polls, at, advance} = onMockedClock(t, 'in_progress');
    let settled = false;
    const p = polls
      .waitForOperation(ref, {intervalMs: 100, maxIntervalMs: 100, timeoutMs: 250})
      .finally(() => (settled = true));
    p.catch(() => undefined);
    await advance(249);
    assert.equal(settled, false, 'gave up before 250 ms');
    await advance(1);
    const e = await rejects(p, TimeoutError);
    assert.match(e.message, /op-1 still in progress after 250 ms/);
    assert.deepEqual(at, [0, 100, 200]);
  });

  it('rejects with AbortError when the signal fires while waiting, and stops polling', async (t) => {
    const {polls, at, advance} = onMockedClock(t, 'in_progress');
    const ctl = new AbortController();
    const p = polls.waitForOperation(ref, {intervalMs: 100, maxIntervalMs: 100, signal: ctl.signal});
    p.catch(() => undefined);
    await advance(150);
    ctl.abort();
    await rejects(p, AbortError);
    await advance(1000);
    assert.deepEqual(at, [0, 100], 'no polls after the abort');
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

  it('backs off: the gap between polls grows by half each time, up to maxIntervalMs', async (t) => {
    const {polls, at, advance} = onMockedClock(t, ...Array(5).fill('in_progress'), 'success');
    const p = polls.waitForOperation(ref, {intervalMs: 40, maxIntervalMs: 90});
    await advance(400);
    assert.equal((await p).status, 'success');
    // Sleeps of 40, 60, 90, 90, 90 ms: growth, then the cap (uncapped, the fifth would be 202 ms).
    assert.deepEqual(
      at.slice(1).map((time, k) => time - at[k]!),
      [40, 60, 90, 90, 90],
    );
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
