// The Chromium every Node-driven browser test launches (playwright-core): the one
// scripts/check-browser.mjs finds, headless, with the flags this workplace's closed network needs;
// and the loopback server those tests serve their pages from.
import type {Server} from 'node:http';
import {chromium, type Browser, type LaunchOptions} from 'playwright-core';
import {chromePath} from '../scripts/check-browser.mjs';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
];

/** Launches the tests' Chromium; `options` add to (never replace) the shared flags. */
export function launchChromium(options: LaunchOptions = {}): Promise<Browser> {
  return chromium.launch({
    ...options,
    executablePath: chromePath(),
    args: [...CHROMIUM_ARGS, ...(options.args ?? [])],
  });
}

/** Starts `server` on a free loopback port and returns its origin (`http://127.0.0.1:<port>`). */
export async function listenOnLoopback(server: Server): Promise<string> {
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
  const address = server.address();
  return `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
}
