// Quiet on success, loud on surprise. Every browser test file imports this first.
// `<install-config>` tells the host developer of a failure twice: a console warning and an
// `ic-error` event with the same phase. Tests of failure states cause such warnings on purpose;
// printed, their stack traces buried the real failure under ~290 lines. Here each warning is held
// until its `ic-error` arrives: a pair is what the element promises, so it is checked and not
// printed. A warning whose event never came, or any other warning, is printed and fails the test.
// Lit's notice that the tests run its development build is the one expected warning of every page.
// Each test also starts with no unsaved edits kept from an earlier test (`persist`, on by default,
// keeps them in the page's storage, and an element would offer them back).
(globalThis as {litIssuedWarnings?: Set<string>}).litIssuedWarnings = new Set(['dev-mode']);
const FAILED = /^<install-config> (\S+) failed: /;
const print = console.warn.bind(console);
/** Failure warnings waiting for their ic-error. */
const awaiting: {phase: string; args: unknown[]}[] = [];
/** Warnings no test expected. */
const unexpected: unknown[][] = [];

console.warn = (...args: unknown[]) => {
  const phase = typeof args[0] === 'string' ? FAILED.exec(args[0])?.[1] : undefined;
  if (phase) awaiting.push({phase, args});
  else unexpected.push(args);
};

document.addEventListener(
  'ic-error',
  (event) => {
    const phase = (event as Event & {detail?: {phase?: string}}).detail?.phase;
    const i = awaiting.findIndex((w) => w.phase === phase);
    if (i >= 0) awaiting.splice(i, 1);
  },
  {capture: true},
);

/** For a test that causes an unusual warning on purpose: takes the warnings matching `pattern`. */
export function takeWarnings(pattern: RegExp): string[] {
  const taken: string[] = [];
  for (let i = unexpected.length - 1; i >= 0; i--) {
    const text = unexpected[i].map(String).join(' ');
    if (pattern.test(text)) {
      taken.unshift(text);
      unexpected.splice(i, 1);
    }
  }
  return taken;
}

/** Throws (failing the test that just ran) when a warning came that nothing expected. */
function checkWarnings() {
  const stray = [...unexpected.splice(0), ...awaiting.splice(0).map((w) => w.args)];
  if (!stray.length) return;
  for (const args of stray) print(...args);
  throw new Error(
    `${stray.length} console warning(s) with no ic-error to match and no test expecting them (above)`,
  );
}

// Each test checks its warnings as its last step, so a stray one fails that test alone (a failing
// afterEach hook would skip the rest of its suite).
type TestFn = (this: Mocha.Context) => unknown;
const KEPT = /^install-config:edits:/;
function forgetKeptEdits() {
  for (const store of [sessionStorage, localStorage])
    for (const key of Object.keys(store)) if (KEPT.test(key)) store.removeItem(key);
}
const wrap = (fn?: TestFn) =>
  fn &&
  async function (this: Mocha.Context) {
    forgetKeptEdits();
    try {
      await fn.call(this);
    } finally {
      forgetKeptEdits();
    }
    checkWarnings();
  };
const plainIt = globalThis.it;
const guardedIt = ((title: string, fn?: TestFn) => plainIt(title, wrap(fn))) as Mocha.TestFunction;
Object.assign(guardedIt, plainIt, {only: (title: string, fn?: TestFn) => plainIt.only(title, wrap(fn))});
globalThis.it = guardedIt;
