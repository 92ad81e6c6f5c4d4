// Time limits of the transport (issue 12, finding 2): every request has a timeout covering the
// answer's body too, passes an abort signal to fetch, and can be cancelled by the caller.
import {describe, it, type TestContext} from 'node:test';
import assert from 'node:assert/strict';
import {createClient, type FetchLike} from '../../src/api/client.ts';
import {AbortError, TimeoutError, ValidationError} from '../../src/contract/errors.ts';

const inst = {projectIdOrName: 'demo', integrationId: 'i', installationId: 'x'};
const json = (body: unknown) =>
  new Response(JSON.stringify(body), {status: 200, headers: {'content-type': 'application/json'}});

/** A fetch that never answers, recording the signals it was given. */
function hanging() {
  const signals: AbortSignal[] = [];
  const doFetch: FetchLike = (_url, init) => {
    signals.push(init!.signal!);
    return new Promise(() => undefined);
  };
  return {signals, doFetch};
}

/** Lets pending promise callbacks and I/O run (not a timer: those are mocked where this is used). */
const turn = () => new Promise((r) => setImmediate(r));

/**
 * Runs `call` under mocked timers: still pending 1 ms before `ms`, rejected with `error` at `ms`.
 * The clock is the test's, so a busy machine cannot make the limit look late or early.
 */
async function rejectsAt(
  t: TestContext,
  ms: number,
  call: () => Promise<unknown>,
  error: (e: unknown) => boolean,
): Promise<void> {
  t.mock.timers.reset();
  t.mock.timers.enable({apis: ['setTimeout']});
  let settled = false;
  const p = call().finally(() => (settled = true));
  p.catch(() => undefined);
  await turn();
  t.mock.timers.tick(ms - 1);
  await turn();
  assert.equal(settled, false, `settled before ${ms} ms`);
  t.mock.timers.tick(1);
  await turn();
  assert.equal(settled, true, `still pending at ${ms} ms`);
  await assert.rejects(p, error);
}

describe('request time limits', () => {
  it('a request without an answer ends in TimeoutError after the client timeout, and fetch got a signal that fired', async (t) => {
    const {signals, doFetch} = hanging();
    const c = createClient({baseUrl: 'http://x/v1', apiKey: 'k', fetch: doFetch, timeoutMs: 50});
    await rejectsAt(
      t,
      50,
      () => c.getInstallation(inst),
      (e) => e instanceof TimeoutError && /within 50 ms/.test(e.message),
    );
    assert.equal(signals.length, 1);
    assert.equal(signals[0].aborted, true, 'the fetch was told to stop');
  });

  it('the per-call timeoutMs overrides the client default', async () => {
    const {doFetch} = hanging();
    const c = createClient({baseUrl: 'http://x/v1', apiKey: 'k', fetch: doFetch, timeoutMs: 60_000});
    await assert.rejects(
      c.updateInstallation(
        inst,
        {
          updateMask: ['config.content.proxy.enabled'],
          installation: {config: {revisionId: 'r', content: {proxy: {enabled: true}}}},
        },
        {timeoutMs: 30},
      ),
      TimeoutError,
    );
  });

  it('the limit covers the body: headers that arrive but a body that stalls is a TimeoutError', async () => {
    const doFetch: FetchLike = async () =>
      new Response(new ReadableStream({start: (ctl) => ctl.enqueue(new TextEncoder().encode('{"id":'))}), {
        status: 200,
        headers: {'content-type': 'application/json'},
      });
    const c = createClient({baseUrl: 'http://x/v1', apiKey: 'k', fetch: doFetch, timeoutMs: 50});
    await assert.rejects(c.getInstallation(inst), TimeoutError);
  });

  it("the caller's abort is an AbortError, not a timeout", async () => {
    const {signals, doFetch} = hanging();
    const c = createClient({baseUrl: 'http://x/v1', apiKey: 'k', fetch: doFetch, timeoutMs: 5_000});
    const ctl = new AbortController();
    const p = c.getInstallation(inst, {signal: ctl.signal});
    // Aborted once the request is out, however long that took.
    while (!signals.length) await turn();
    ctl.abort();
    await assert.rejects(p, (e) => e instanceof AbortError && !(e instanceof TimeoutError));
    assert.equal(signals[0].aborted, true);
  });

  it('a default timeout exists (30 s) and 0 turns it off; a bad client value is refused', async () => {
    let seen: AbortSignal | undefined | null;
    const doFetch: FetchLike = async (_u, init) => (
      (seen = init?.signal),
      json({id: 'x', projectId: 'demo', integrationId: 'i', config: {content: {}}})
    );
    await createClient({baseUrl: 'http://x/v1', apiKey: 'k', fetch: doFetch}).getInstallation(inst);
    assert.ok(seen instanceof AbortSignal, 'a signal is passed by default');
    await createClient({baseUrl: 'http://x/v1', apiKey: 'k', fetch: doFetch, timeoutMs: 0}).getInstallation(
      inst,
    );
    assert.throws(() => createClient({baseUrl: 'http://x/v1', apiKey: 'k', timeoutMs: -1}), ValidationError);
  });

  it('a getToken that never resolves ends in TimeoutError within the time limit, and nothing is sent', async (t) => {
    const {signals, doFetch} = hanging();
    const c = createClient({
      baseUrl: 'http://x/v1',
      getToken: () => new Promise<string>(() => undefined),
      groupRef: 'g',
      fetch: doFetch,
      timeoutMs: 50,
    });
    await rejectsAt(
      t,
      50,
      () => c.getInstallation(inst),
      (e) => e instanceof TimeoutError && /within 50 ms/.test(e.message),
    );
    assert.equal(signals.length, 0, 'no request without a token');
    // the per-call limit applies to the token wait too
    await rejectsAt(
      t,
      20,
      () => c.getInstallation(inst, {timeoutMs: 20}),
      (e) => e instanceof TimeoutError,
    );
  });
});
