// `npm run bench write-object-picker`: <write-object-picker> with 300 objects in Debian's Chromium
// (production Lit, bundled with esbuild), against the same element with 16, measured in the same
// page and run. The list is not windowed: this shows what rendering every row costs. Also one
// search keystroke over 300 objects (a frame is 16.7 ms).
// A report, not a test: it never fails on the numbers.
import {build} from 'esbuild';
import {chromium} from 'playwright-core';
import {existsSync} from 'node:fs';
import {fileURLToPath} from 'node:url';

const ITERATIONS = 25;
const WARMUP = 3;

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2]! : (s[s.length / 2 - 1]! + s[s.length / 2]!) / 2;
};

const bundled = await build({
  entryPoints: [fileURLToPath(new URL('./pages/write-object-picker.page.ts', import.meta.url))],
  bundle: true,
  format: 'iife',
  platform: 'browser',
  target: 'es2022',
  minify: true,
  write: false,
  conditions: ['browser', 'production'],
  define: {'process.env.NODE_ENV': '"production"'},
  logLevel: 'error',
});
const code = bundled.outputFiles[0]!.text;
if (code.includes('Lit is in dev mode')) throw new Error('the bundle holds development Lit');

const executablePath = [process.env.CHROME_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].find(
  (p) => p && existsSync(p),
);
if (!executablePath) throw new Error('No Chromium: set CHROME_PATH or install chromium');
const browser = await chromium.launch({
  executablePath,
  args: ['--no-sandbox', '--disable-gpu', '--no-first-run'],
});
try {
  const page = await browser.newPage({viewport: {width: 1200, height: 900}});
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.setContent('<!doctype html><html lang="en"><body></body></html>');
  await page.addScriptTag({content: code});
  await page.waitForFunction(() => !!window.pickerBench);
  if (errors.length) throw new Error(`page error: ${errors.join('; ')}`);

  // alternating 300 and 16 so drift on the shared machine hits both
  const [many, few]: number[][] = [[], []];
  for (let i = 0; i < WARMUP + ITERATIONS; i++) {
    const m = await page.evaluate(() => window.pickerBench.firstRender(300));
    const f = await page.evaluate(() => window.pickerBench.firstRender(16));
    if (i >= WARMUP) (many.push(m), few.push(f));
  }
  await page.evaluate(() => window.pickerBench.firstRender(300));
  const keys: number[] = [];
  for (let i = 0; i < WARMUP + ITERATIONS; i++) {
    const ms = await page.evaluate((q) => window.pickerBench.keystroke(q), i % 2 ? 'object 1' : 'object 12');
    if (i >= WARMUP) keys.push(ms);
  }
  if (errors.length) throw new Error(`page error: ${errors.join('; ')}`);
  const [m, f, k] = [median(many), median(few), median(keys)];
  console.log(
    `first render, 300 objects: ${m.toFixed(2)} ms; 16 objects: ${f.toFixed(2)} ms (median of ${ITERATIONS})`,
  );
  console.log(`ratio 300 / 16: ${(m / f).toFixed(2)}x (rows: ${(300 / 16).toFixed(2)}x)`);
  console.log(
    `one search keystroke over 300 objects: ${k.toFixed(2)} ms (${((k / (1000 / 60)) * 100).toFixed(0)} % of a frame)`,
  );
} finally {
  await browser.close();
}
