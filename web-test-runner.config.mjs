// Browser tests (elements, end-to-end) in Debian's Chromium. The emulator is mounted
// in the test server, so tests reach the service on the same origin under /v1.
import {chromeLauncher} from '@web/test-runner-chrome';
import {esbuildPlugin} from '@web/dev-server-esbuild';
import {chromePath} from './scripts/check-browser.mjs';
import {emulatorKoaMiddleware} from './src/emulator/mount.ts';
import {builtExamplesMiddleware} from './scripts/built-examples.mjs';
import {screenshotPlugin} from './scripts/screenshot-plugin.mjs';

/** How long a page may take to open or start its tests before it counts as a hang. */
const HANG_LIMIT_MS = 180_000;

export default {
  files: [
    'test/elements/**/*.test.ts',
    'test/e2e/**/*.test.ts',
    'test/visual/**/*.test.ts',
    // The screenshot comparisons run in `npm run test:integration` (`npm run screenshots`).
    '!test/visual/screenshots.test.ts',
    '!test/visual/connection-screenshots.test.ts',
    '!test/visual/picker-screenshots.test.ts',
    '!test/visual/first-run-screenshots.test.ts',
    '!test/visual/field-mapping.test.ts',
    '!test/visual/guided-screenshots.test.ts',
  ],
  nodeResolve: {exportConditions: ['browser', 'development']},
  plugins: [esbuildPlugin({ts: true, target: 'es2022', tsconfig: './tsconfig.json'}), screenshotPlugin()],
  middleware: [emulatorKoaMiddleware(), builtExamplesMiddleware()],
  concurrency: 1, // browser tests share one mounted emulator and reset it per test
  browsers: [
    chromeLauncher({
      // Opening a test file compiles its imports on first request: on a busy 2-core machine that
      // outlasts puppeteer's 30 s navigation limit, so only a hang may stop it.
      createPage: async ({context}) => {
        const page = await context.newPage();
        page.setDefaultNavigationTimeout(HANG_LIMIT_MS);
        return page;
      },
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
  browserStartTimeout: HANG_LIMIT_MS,
  testsStartTimeout: HANG_LIMIT_MS,
  testsFinishTimeout: 30 * 60_000,
};
