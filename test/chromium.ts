// The Chromium every Node-driven browser test launches (playwright-core): the one
// scripts/check-browser.mjs finds, headless, with the flags this workplace's closed network needs.
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
