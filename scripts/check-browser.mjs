// Browser tests need a Chromium. `npm test` on a fresh machine finds one, or installs one where it
// can and says so in one line; only where nothing can work does it stop, with what to do.
import {spawnSync} from 'node:child_process';
import {existsSync, readdirSync} from 'node:fs';
import {homedir} from 'node:os';
import {join} from 'node:path';

const SYSTEM_PATHS = [
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
  '/usr/bin/google-chrome-stable',
  '/snap/bin/chromium',
  '/Applications/Google Chrome.app/Contents/MacOS/Google Chrome',
  '/Applications/Chromium.app/Contents/MacOS/Chromium',
];

/** Chromium builds that `playwright install chromium` left in its cache, newest first. */
function playwrightChromes() {
  const cache = process.env.PLAYWRIGHT_BROWSERS_PATH || join(homedir(), '.cache', 'ms-playwright');
  if (!existsSync(cache)) return [];
  return readdirSync(cache)
    .filter((d) => /^chromium-\d+$/.test(d))
    .sort((a, b) => Number(b.split('-')[1]) - Number(a.split('-')[1]))
    .flatMap((d) => [
      join(cache, d, 'chrome-linux', 'chrome'),
      join(cache, d, 'chrome-linux64', 'chrome'),
      join(cache, d, 'chrome-mac', 'Chromium.app', 'Contents', 'MacOS', 'Chromium'),
    ]);
}

/** The Chromium the tests use: CHROME_PATH, a system Chromium or Chrome, or Playwright's cache. */
export function chromePath() {
  return [process.env.CHROME_PATH, ...SYSTEM_PATHS, ...playwrightChromes()].find((p) => p && existsSync(p));
}

const isRoot = () => typeof process.getuid === 'function' && process.getuid() === 0;
const has = (cmd) => spawnSync('sh', ['-c', `command -v ${cmd}`], {stdio: 'ignore'}).status === 0;

/** Installs a Chromium the way this machine allows; returns false when it could not. */
function install() {
  if (process.platform === 'linux' && has('apt-get') && isRoot()) {
    console.log("No Chromium found: installing Debian/Ubuntu's (apt-get install -y chromium)…");
    spawnSync('apt-get', ['update', '-qq'], {stdio: 'ignore'});
    return spawnSync('apt-get', ['install', '-y', '-qq', 'chromium'], {stdio: 'ignore'}).status === 0;
  }
  console.log("No Chromium found: installing Playwright's (npx playwright-core install chromium)…");
  return spawnSync('npx', ['playwright-core', 'install', 'chromium'], {stdio: 'ignore'}).status === 0;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  if (!chromePath() && !(install() && chromePath())) {
    console.error(
      [
        'No Chromium found for the browser tests, and none could be installed here.',
        '  Set CHROME_PATH to a Chrome/Chromium binary, or install one:',
        '    sudo apt-get install -y chromium        (Debian/Ubuntu)',
        '    npx playwright-core install chromium    (elsewhere)',
      ].join('\n'),
    );
    process.exit(1);
  }
}
