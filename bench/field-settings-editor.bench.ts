// `npm run bench field-settings-editor`: <field-settings-editor> with 5,000 fields in Debian's
// Chromium (production Lit, bundled with esbuild), against a plain-DOM page that builds the same
// visible rows with createElement, measured in the same page and run.
// Goals: first render within 1.5x of plain DOM; an edit shown in under one frame (16.7 ms).
// Then the first edit of a fresh element with 50,000 fields against the edits after it, standalone
// and editing a draft (goal: every edit <= 1 ms with its style and layout, DESIGN "One millisecond
// per edit"; the figure to the row updated alone is shown beside it).
// Then the same first renders under a Chromium trace, split into script, style and layout (thread
// CPU time), to show where the strict ratio's gap is.
// A report, not a test: it never fails on the numbers.
import {bundlePage, launchChromium, median, type TraceEvent} from './browser.ts';
import type {EditResult} from './pages/field-settings-editor.page.ts';

const RENDER_ITERATIONS = 15;
const EDIT_ITERATIONS = 30;
const WARMUP = 3;
const FRAME_MS = 1000 / 60;
const RENDER_GOAL = 1.5;
// The strict goals (issue 13): render + layout without the frame wait, and one edit with style and layout.
const STRICT_RENDER_GOAL = 1.3;
const EDIT_LAYOUT_GOAL_MS = 1;
const TRACE_ITERATIONS = 20;
const FIRST_EDIT_ITERATIONS = 15;
const EVERY_EDIT_GOAL_MS = 1;

interface Split {
  total: number;
  style: number;
  layout: number;
  script: number;
}

/**
 * Where each first render's time goes, from a Chromium trace: the renderer main thread's task that
 * renders (the one fired by the timer before the measured code; each first render waits for two),
 * split into Recalculate Style, Layout (which holds the style of a container query's contents) and
 * the rest (script and DOM calls). Thread CPU time, so other processes on the machine count less.
 */
function splitTrace(events: TraceEvent[]): {element: Split[]; plain: Split[]} {
  const main = events.find((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain');
  if (!main) throw new Error('trace: no renderer main thread');
  const own = events
    .filter((e) => e.pid === main.pid && e.tid === main.tid && e.ph === 'X')
    .sort((a, b) => a.ts - b.ts);
  const cpu = (e: TraceEvent) => (e.tdur ?? e.dur ?? 0) / 1000;
  const tasks = own.filter((e) => e.name === 'RunTask');
  const timers = own.filter((e) => e.name === 'TimerFire');
  const split = (timer: TraceEvent): Split => {
    const task = tasks
      .filter((t) => t.ts <= timer.ts && t.ts + t.dur! >= timer.ts + timer.dur!)
      .sort((a, b) => a.dur! - b.dur!)[0];
    if (!task) throw new Error('trace: a timer outside any task');
    const inside = own.filter((e) => e.ts >= task.ts && e.ts + e.dur! <= task.ts + task.dur!);
    const sum = (name: string) => inside.filter((e) => e.name === name).reduce((a, e) => a + cpu(e), 0);
    const [total, style, layout] = [cpu(task), sum('UpdateLayoutTree'), sum('Layout')];
    if (!layout) throw new Error('trace: the render task holds no layout');
    return {total, style, layout, script: total - style - layout};
  };
  // Per round: element (render timer, frame timer), then plain DOM (render timer, frame timer).
  return {
    element: timers.filter((_, i) => i % 4 === 0).map(split),
    plain: timers.filter((_, i) => i % 4 === 2).map(split),
  };
}

const fmt = (ms: number) => `${ms.toFixed(3)} ms`;
const ratio = (a: number, b: number) => (b > 0 ? `${(a / b).toFixed(2)}x` : 'n/a');

const code = await bundlePage('field-settings-editor');
const browser = await launchChromium(['--disable-background-networking', '--disable-component-update']);
try {
  const page = await browser.newPage({viewport: {width: 1200, height: 900}});
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  // Served cross-origin isolated (COOP + COEP) so performance.now() has 5 us resolution, not 100 us.
  await page.route('http://localhost:7357/**', (route) =>
    route.fulfill({
      status: 200,
      headers: {
        'content-type': route.request().url().endsWith('.js')
          ? 'text/javascript'
          : 'text/html; charset=utf-8',
        'cross-origin-opener-policy': 'same-origin',
        'cross-origin-embedder-policy': 'require-corp',
      },
      body: route.request().url().endsWith('.js')
        ? code
        : '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>bench</title></head><body><script src="/page.js"></script></body></html>',
    }),
  );
  await page.goto('http://localhost:7357/');
  await page.waitForFunction(() => !!window.fseBench);
  const isolated = await page.evaluate(() => crossOriginIsolated);
  if (errors.length) throw new Error(`page error: ${errors.join('; ')}`);

  // First render, alternating element and plain DOM so drift on the shared machine hits both.
  const el: number[] = [];
  const plain: number[] = [];
  const elLayout: number[] = [];
  const elSmall: number[] = [];
  const plainLayout: number[] = [];
  const plainFullLayout: number[] = [];
  let rows = 0;
  for (let i = 0; i < WARMUP + RENDER_ITERATIONS; i++) {
    const e = await page.evaluate(() => window.fseBench.elementFirstRender());
    rows = e.rows;
    const p = await page.evaluate((n) => window.fseBench.plainFirstRender(n), rows);
    if (p.rows !== rows) throw new Error(`plain DOM built ${p.rows} rows, the element ${rows}`);
    // The same rows plus the toolbar and header row the element shows above them.
    const full = await page.evaluate((n) => window.fseBench.plainFirstRender(n, true), rows);
    if (full.rows !== rows)
      throw new Error(`plain DOM with toolbar built ${full.rows} rows, the element ${rows}`);
    // The element given only the visible fields: how much of its cost the 5,000 fields are.
    const small = await page.evaluate((n) => window.fseBench.elementFirstRender(n), rows);
    if (i >= WARMUP) {
      el.push(e.ms);
      plain.push(p.ms);
      elLayout.push(e.layoutMs);
      plainLayout.push(p.layoutMs);
      plainFullLayout.push(full.layoutMs);
      elSmall.push(small.layoutMs);
    }
  }

  // Edits: the element rendered once, then one row edited many times; the same on plain DOM.
  await page.evaluate(() => window.fseBench.elementFirstRender());
  const elEdit: EditResult[] = [];
  for (let i = 0; i < WARMUP + EDIT_ITERATIONS; i++) {
    const r = await page.evaluate(() => window.fseBench.elementEdit());
    if (i >= WARMUP) elEdit.push(r);
  }
  // as many plain rows as the element's grid held while edited (once scrolled, more than at first)
  await page.evaluate((n) => window.fseBench.plainFirstRender(n), elEdit[0]!.rows);
  const plainEdit: EditResult[] = [];
  for (let i = 0; i < WARMUP + EDIT_ITERATIONS; i++) {
    const r = await page.evaluate(() => window.fseBench.plainEdit());
    if (i >= WARMUP) plainEdit.push(r);
  }
  if (errors.length) throw new Error(`page error: ${errors.join('; ')}`);
  const editsPerRun = elEdit[0]!.edits;
  if (plainEdit[0]!.edits !== editsPerRun)
    throw new Error(`plain DOM edited ${plainEdit[0]!.edits} rows, the element ${editsPerRun}`);

  const r = {el: median(el), plain: median(plain)};
  const eDom = median(elEdit.map((x) => x.domMs));
  const pDom = median(plainEdit.map((x) => x.domMs));
  const ePaint = median(elEdit.map((x) => x.paintMs));
  const pPaint = median(plainEdit.map((x) => x.paintMs));

  const lay = {el: median(elLayout), plain: median(plainLayout), full: median(plainFullLayout)};
  const eLay = median(elEdit.map((x) => x.layoutMs));
  const pLay = median(plainEdit.map((x) => x.layoutMs));
  console.log(
    `Chromium ${browser.version()}, 5,000 fields, ${rows} rows visible (windowed); medians of ${RENDER_ITERATIONS} renders, ${EDIT_ITERATIONS} runs of ${editsPerRun} row edits`,
  );
  console.log(`timer: ${isolated ? 'cross-origin isolated (5 us)' : 'NOT isolated (100 us resolution)'}`);
  console.log('');
  console.log('first render (set fields -> rows painted)');
  console.log(`  <field-settings-editor>  ${fmt(r.el)}`);
  console.log(`  plain DOM, ${rows} rows      ${fmt(r.plain)}`);
  console.log(
    `  ratio                    ${ratio(r.el, r.plain)}   (goal <= ${RENDER_GOAL}x: ${r.el / r.plain <= RENDER_GOAL ? 'MET' : 'MISSED'})`,
  );
  console.log(
    '  strict baseline, without the frame wait (set fields -> rendered + forced layout), which the frame wait above hides:',
  );
  console.log(
    `    element ${fmt(lay.el)}, plain DOM rows only ${fmt(lay.plain)}, ratio ${ratio(lay.el, lay.plain)}   (goal <= ${STRICT_RENDER_GOAL}x: ${lay.el / lay.plain <= STRICT_RENDER_GOAL ? 'MET' : 'MISSED'})`,
  );
  console.log(
    `    plain DOM with the toolbar and header row the element also shows ${fmt(lay.full)}, ratio ${ratio(lay.el, lay.full)}   (goal <= ${STRICT_RENDER_GOAL}x: ${lay.el / lay.full <= STRICT_RENDER_GOAL ? 'MET' : 'MISSED'})`,
  );
  console.log(
    `    the element given only the ${rows} visible fields: ${fmt(median(elSmall))} (${ratio(median(elSmall), lay.plain)} of plain DOM)`,
  );
  console.log('');
  console.log('one edit (change event -> row shows the new state; mean per row edit)');
  console.log(
    `  <field-settings-editor>  ${fmt(eDom)}  = ${((eDom / FRAME_MS) * 100).toFixed(1)}% of a ${FRAME_MS.toFixed(1)} ms frame (goal < 1 frame: ${eDom < FRAME_MS ? 'MET' : 'MISSED'})`,
  );
  console.log(`  plain DOM                ${fmt(pDom)}`);
  console.log(`  ratio                    ${ratio(eDom, pDom)}`);
  console.log("  strict: including style and layout (the edited input's box read after the update)");
  console.log(
    `    element ${fmt(eLay)}, plain DOM ${fmt(pLay)}, ratio ${ratio(eLay, pLay)}   (goal <= ${EDIT_LAYOUT_GOAL_MS} ms: ${eLay <= EDIT_LAYOUT_GOAL_MS ? 'MET' : 'MISSED'})`,
  );
  console.log('  last edit to the next frame (rAF-bound, so near the frame interval for both):');
  console.log(`    element ${fmt(ePaint)}, plain DOM ${fmt(pPaint)}, ratio ${ratio(ePaint, pPaint)}`);

  // First edit vs warm edits at 50,000 fields: a fresh element per round, so each round's first edit
  // is an element's first; rounds alternate standalone and draft so drift hits both.
  const firstEdits = {standalone: [] as number[], draft: [] as number[]};
  const warmEdits = {standalone: [] as number[], draft: [] as number[]};
  const firstLaidOut = {standalone: [] as number[], draft: [] as number[]};
  const warmLaidOut = {standalone: [] as number[], draft: [] as number[]};
  const manyRenders = {standalone: [] as number[], draft: [] as number[]};
  for (let i = 0; i < WARMUP + FIRST_EDIT_ITERATIONS; i++) {
    for (const mode of ['standalone', 'draft'] as const) {
      const e = await page.evaluate((d) => window.fseBench.elementFirstEdit(d), mode === 'draft');
      if (i < WARMUP) continue;
      firstEdits[mode].push(e.firstMs);
      warmEdits[mode].push(median(e.warmMs));
      firstLaidOut[mode].push(e.firstLaidOutMs);
      warmLaidOut[mode].push(median(e.warmLaidOutMs));
      manyRenders[mode].push(e.renderMs);
    }
  }
  if (errors.length) throw new Error(`page error: ${errors.join('; ')}`);
  console.log('');
  console.log(
    `first edit vs the edits after it, 50,000 fields (medians of ${FIRST_EDIT_ITERATIONS} fresh elements)`,
  );
  // DESIGN's "one millisecond per edit" counts style and layout: the verdict is on that figure
  for (const mode of ['standalone', 'draft'] as const) {
    const first = median(firstEdits[mode]);
    const warm = median(warmEdits[mode]);
    const [firstAll, warmAll] = [median(firstLaidOut[mode]), median(warmLaidOut[mode])];
    const worst = Math.max(firstAll, warmAll);
    console.log(
      `  ${mode.padEnd(10)}  change event -> row updated: first ${fmt(first)}, warm ${fmt(warm)}, ratio ${ratio(first, warm)}`,
    );
    console.log(
      `              with style and layout: first ${fmt(firstAll)}, warm ${fmt(warmAll)}   (goal every edit <= ${EVERY_EDIT_GOAL_MS} ms: ${worst <= EVERY_EDIT_GOAL_MS ? 'MET' : 'MISSED'})`,
    );
    console.log(`              (its first render: ${fmt(median(manyRenders[mode]))})`);
  }

  // The same first renders again under a trace, for the split of the strict ratio.
  const cdp = await page.context().newCDPSession(page);
  const events: TraceEvent[] = [];
  cdp.on('Tracing.dataCollected', (e) => events.push(...(e.value as unknown as TraceEvent[])));
  await cdp.send('Tracing.start', {
    traceConfig: {includedCategories: ['devtools.timeline', 'disabled-by-default-devtools.timeline']},
    transferMode: 'ReportEvents',
  });
  for (let i = 0; i < TRACE_ITERATIONS; i++) {
    await page.evaluate(() => window.fseBench.elementFirstRender());
    await page.evaluate((n) => window.fseBench.plainFirstRender(n, true), rows);
  }
  const traced = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
  await cdp.send('Tracing.end');
  await traced;
  const trace = splitTrace(events);
  if (trace.element.length !== TRACE_ITERATIONS || trace.plain.length !== TRACE_ITERATIONS)
    throw new Error('trace: renders not found');
  console.log('');
  console.log(
    `where a first render's time goes (Chromium trace, thread CPU time, medians of ${TRACE_ITERATIONS}; plain DOM with toolbar and header):`,
  );
  for (const key of ['total', 'script', 'style', 'layout'] as const) {
    const e = median(trace.element.map((x) => x[key]));
    const p = median(trace.plain.map((x) => x[key]));
    console.log(`  ${key.padEnd(6)}  element ${fmt(e)}, plain DOM ${fmt(p)}, ratio ${ratio(e, p)}`);
  }
  const both = (x: Split) => x.style + x.layout;
  console.log(
    `  style + layout  element ${fmt(median(trace.element.map(both)))}, plain DOM ${fmt(median(trace.plain.map(both)))}`,
  );
  console.log(
    "  (the element's style mostly shows under layout: a container query styles its contents during layout)",
  );
} finally {
  await browser.close();
}
