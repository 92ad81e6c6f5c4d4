// What the browser benches share: a bench page bundled with production Lit, Debian's Chromium
// launched headless, and the median of a run's samples.
import {build} from 'esbuild';
import {chromium, type Browser} from 'playwright-core';
import {existsSync} from 'node:fs';
import {fileURLToPath} from 'node:url';

/** The middle sample (the mean of the two middle ones for an even count). */
export const median = (xs: number[]): number => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2]! : (s[s.length / 2 - 1]! + s[s.length / 2]!) / 2;
};

/** A Chromium trace event, as far as the benches read them (ts, dur and tdur in microseconds). */
export interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  /** Thread (CPU) time, where the trace has it. */
  tdur?: number;
  args?: {name?: string; data?: {message?: string}};
}

/** A bench page (bench/pages/<name>.page.ts) as one minified script, with production Lit. */
export async function bundlePage(name: string): Promise<string> {
  const bundled = await build({
    entryPoints: [fileURLToPath(new URL(`./pages/${name}.page.ts`, import.meta.url))],
    bundle: true,
    format: 'iife',
    platform: 'browser',
    target: 'es2022',
    minify: true,
    write: false,
    // No "development" condition: Lit resolves to its production build.
    conditions: ['browser', 'production'],
    define: {'process.env.NODE_ENV': '"production"'},
    logLevel: 'error',
  });
  const code = bundled.outputFiles[0]!.text;
  if (code.includes('Lit is in dev mode')) throw new Error('the bundle holds development Lit');
  return code;
}

/** Debian's Chromium (or CHROME_PATH), headless, with `args` beside the ones every bench needs. */
export function launchChromium(args: string[] = []): Promise<Browser> {
  const executablePath = [process.env.CHROME_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].find(
    (p) => p && existsSync(p),
  );
  if (!executablePath) throw new Error('No Chromium: set CHROME_PATH or install chromium');
  return chromium.launch({
    executablePath,
    args: ['--no-sandbox', '--disable-gpu', '--no-first-run', ...args],
  });
}
