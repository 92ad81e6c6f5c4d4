// `npm run bench write-object-picker`: <write-object-picker> with 300 objects in Debian's Chromium
// (production Lit, bundled with esbuild), against the same element with 16, measured in the same
// page and run. The list is not windowed: this shows what rendering every row costs. Also one
// search keystroke over 300 objects (a frame is 16.7 ms).
// A report, not a test: it never fails on the numbers.
import {bundlePage, launchChromium, median} from './browser.ts';

const ITERATIONS = 25;
const WARMUP = 3;

const code = await bundlePage('write-object-picker');
const browser = await launchChromium();
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
