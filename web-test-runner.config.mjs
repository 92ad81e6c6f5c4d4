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
  testFramework: {config: {timeout: 10000}},
  testsFinishTimeout: 300000,
};
