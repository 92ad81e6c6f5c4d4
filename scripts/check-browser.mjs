// Browser tests need a Chromium; fail early with instructions rather than a stack trace.
import {existsSync} from 'node:fs';

export function chromePath() {
  const candidates = [
    process.env.CHROME_PATH,
    '/usr/bin/chromium',
    '/usr/bin/chromium-browser',
    '/usr/bin/google-chrome',
  ];
  return candidates.find((p) => p && existsSync(p));
}

if (import.meta.url === `file://${process.argv[1]}`) {
  if (!chromePath()) {
    console.error(
      [
        'No Chromium found for the browser tests.',
        '  Set CHROME_PATH to a Chrome/Chromium binary, or install one:',
        '    sudo apt-get update && sudo apt-get install -y chromium',
      ].join('\n'),
    );
    process.exit(1);
  }
}
