// The browser tests' waits. A wait's limit only catches a hang: how long a load, a render or a
// lazy chunk takes depends on the machine, and a busy 2-core machine takes seconds where a quiet
// one takes milliseconds (@open-wc's waitUntil gives up after 1 s). Below the per-test limit in
// web-test-runner.config.mjs, so a hang still fails with the wait's own message.
import {waitUntil as openWcWaitUntil} from '@open-wc/testing';

/** How long any wait in a browser test may take before it counts as a hang. */
export const HANG_MS = 30_000;

/** Resolves once `predicate` returns something truthy; fails with `message` after HANG_MS. */
export function waitUntil(
  predicate: () => unknown | Promise<unknown>,
  message?: string,
  options: {interval?: number} = {},
): Promise<void> {
  return openWcWaitUntil(predicate, message, {...options, timeout: HANG_MS});
}
