// Browser tests (elements, end-to-end) in Debian's Chromium. The emulator is mounted
// in the test server, so tests reach the service on the same origin under /v1.
import {chromeLauncher} from '@web/test-runner-chrome';
import {esbuildPlugin} from '@web/dev-server-esbuild';
import {chromePath} from './scripts/check-browser.mjs';
import {emulatorKoaMiddleware} from './src/emulator/mount.ts';
import {builtExamplesMiddleware} from './scripts/built-examples.mjs';
import {screenshotPlugin} from './scripts/screenshot-plugin.mjs';

export default {
  files: ['test/elements/**/*.test.ts', 'test/e2e/**/*.test.ts', 'test/visual/**/*.test.ts'],
  nodeResolve: {exportConditions: ['browser', 'development']},
  plugins: [esbuildPlugin({ts: true, target: 'es2022', tsconfig: './tsconfig.json'}), screenshotPlugin()],
  middleware: [emulatorKoaMiddleware(), builtExamplesMiddleware()],
  concurrency: 1, // browser tests share one mounted emulator and reset it per test
  browsers: [
    chromeLauncher({
      launchOptions: {
        executablePath: chromePath(),
        headless: true,
        args: [
          '--no-sandbox',
          '--disable-gpu',
          '--disable-background-networking',
          '--disable-component-update',
          '--no-first-run',
          '--disable-sync',
        ],
      },
    }),
  ],
  // Every limit here only catches a hang, never a slow machine: a busy 2-core machine runs these
  // many times slower than a quiet one. A test's waits give up sooner (test/wait.ts), so a hang
  // fails with the wait's own message.
  testFramework: {config: {timeout: 90_000}},
  browserStartTimeout: 120_000,
  testsStartTimeout: 120_000,
  testsFinishTimeout: 30 * 60_000,
};
