// The planted bugs of `npm run mutants` (scripts/mutants.mjs): each a mistake a reviewer could
// miss, with the tests that should catch it. `find` must occur once in `file`; `replace` is the
// bug. Add one when a bug slips past the suite, so the suite learns it.
const JSON_SAFE = [
  'test/unit/config-draft.test.ts',
  'test/unit/config-patch.test.ts',
  'test/unit/api-client.test.ts',
];
const EMULATOR = [
  'test/emulator/auth.test.ts',
  'test/emulator/tenancy.test.ts',
  'test/emulator/async.test.ts',
  'test/emulator/retention.test.ts',
  'test/emulator/state.test.ts',
];
const CONTRACT = ['test/contract', 'test/unit/schemas.test.ts'];
const PATCH = [
  'test/unit/config-patch.test.ts',
  'test/unit/config-draft.test.ts',
  'test/unit/round-trip.property.test.ts',
];

export const MUTANTS = [
  // contract: one definition of each rule
  {
    id: 'batch-101',
    file: 'src/contract/schemas.ts',
    find: 'batchMax: 100,',
    replace: 'batchMax: 101,',
    tests: CONTRACT,
    why: 'a batch of 101 records accepted',
  },
  {
    id: 'label-256',
    file: 'src/contract/schemas.ts',
    find: 'labelMax: 255,',
    replace: 'labelMax: 256,',
    tests: CONTRACT,
    why: 'a 256-character key label accepted',
  },
  {
    id: 'default-two-values',
    file: 'src/contract/schemas.ts',
    find: '.filter((x) => x !== undefined).length === 1,',
    replace: '.filter((x) => x !== undefined).length >= 1,',
    tests: CONTRACT,
    why: 'a default with two values accepted',
  },
  {
    id: 'unsafe-integer',
    file: 'src/contract/schemas.ts',
    find: "z.refine((v) => !Number.isInteger(v) || Number.isSafeInteger(v), 'is too large'),",
    replace: '',
    tests: CONTRACT,
    why: 'a default integer beyond 2^53 accepted (it would be rounded)',
  },
  {
    id: 'token-lifetime',
    file: 'src/contract/schemas.ts',
    find: 'tokenLifetimeMaxSeconds: 600,',
    replace: 'tokenLifetimeMaxSeconds: 6000,',
    tests: EMULATOR,
    why: 'a token living 100 minutes accepted',
  },
  // config: the draft and the patch
  {
    id: 'removal-not-whole-map',
    file: 'src/config/patch.ts',
    find: '    if (!e.enabled) ch.writeRemoved = true;\n',
    replace: '',
    tests: PATCH,
    why: 'switching an object off sends no removal',
  },
  {
    id: 'no-revision',
    file: 'src/config/patch.ts',
    find: 'if (b.revisionId !== undefined) config.revisionId = b.revisionId;',
    replace: '',
    tests: PATCH,
    why: 'the patch forgets the revision it edits',
  },
  {
    id: 'sub-removal-keeps',
    file: 'src/config/patch.ts',
    find: 'if (!s.sub.has(n)) setOwn(objects, n, copyJson(b.sub[n]));',
    replace: 'if (s.sub.has(n)) setOwn(objects, n, copyJson(b.sub[n]));',
    tests: ['test/unit/config-subscribe.test.ts', ...PATCH],
    why: 'removing one subscription drops the others',
  },
  {
    id: 'proto-key',
    file: 'src/config/json.ts',
    find: "if (key === '__proto__') defineOwn(obj, key, value);",
    replace: 'if (false) defineOwn(obj, key, value);',
    tests: JSON_SAFE,
    why: 'a field named __proto__ sets the prototype',
  },
  {
    id: 'merge-theirs-lost',
    file: 'src/config/rebase.ts',
    find: 'if (deepEqual(ours, base)) return theirs;',
    replace: 'if (deepEqual(ours, base)) return ours;',
    tests: ['test/unit/config-rebase.test.ts'],
    why: "a rebase after 409 throws away the other save's change",
  },
  // api: token handling
  {
    id: 'no-401-retry',
    file: 'src/api/client.ts',
    find: 'e.status !== 401 || attempt > 0',
    replace: 'e.status !== 401 || attempt >= 0',
    tests: ['test/unit/api-auth.test.ts'],
    why: 'an expired token is not refreshed once on 401',
  },
  {
    id: 'token-margin',
    file: 'src/api/token.ts',
    find: 'exp * 1000 - TOKEN_EXPIRY_MARGIN_MS',
    replace: 'exp * 1000 + TOKEN_EXPIRY_MARGIN_MS',
    tests: ['test/unit/api-auth.test.ts'],
    why: 'a token is used past its expiry',
  },
  // emulator
  {
    id: 'any-group',
    file: 'src/emulator/auth.ts',
    find: "if (p.kind === 'bearer' && groupRef !== p.groupRef) {",
    replace: "if (p.kind === 'bearer' && false) {",
    tests: EMULATOR,
    why: "a customer's token reaches another group",
  },
  {
    id: 'other-project-key',
    file: 'src/emulator/auth.ts',
    find: 'if (projectId !== undefined && rec.projectId !== projectId)',
    replace: 'if (false)',
    tests: EMULATOR,
    why: "a key of another project signs this project's tokens",
  },
  {
    id: 'future-iat',
    file: 'src/emulator/auth.ts',
    find: 'if (iat > now + IAT_FUTURE_TOLERANCE_SECONDS) {',
    replace: 'if (false) {',
    tests: EMULATOR,
    why: 'a token issued in the future stretches its lifetime',
  },
  {
    id: 'batch-at-101',
    file: 'src/emulator/write-engine.ts',
    find: 'export const AUTO_BATCH_SIZE = 100;',
    replace: 'export const AUTO_BATCH_SIZE = 101;',
    tests: EMULATOR,
    why: 'an auto batch waits for 101 records',
  },
  {
    id: 'journal-no-deletes',
    file: 'src/emulator/state-file.ts',
    find: '    if (!value.length) map.delete(key);\n    else if',
    replace: '    if (!value.length) void 0;\n    else if',
    tests: EMULATOR,
    why: 'deleted records come back after a restart',
  },
  // elements
  {
    id: 'http-logo',
    file: 'src/elements/url.ts',
    find: "if (url.protocol === 'https:') return url.href;",
    replace: "if (url.protocol === 'https:' || url.protocol === 'http:') return url.href;",
    tests: ['test/elements/install-config.test.ts'],
    why: 'a logo over plain http from anywhere is shown',
  },
  {
    id: 'leave-no-prompt',
    file: 'src/elements/controllers/leave-guard.ts',
    find: '    e.preventDefault();\n',
    replace: '',
    tests: ['test/elements/install-config.test.ts'],
    why: 'confirm-leave lets the customer leave unsaved edits without asking',
  },
  {
    id: 'change-before-render',
    file: 'src/elements/field-settings-editor/field-settings-editor.ts',
    find: 'void this.updateComplete.then(() => this.dispatchEvent(new IcChangeEvent(detail)));',
    replace: 'void Promise.resolve().then(() => this.dispatchEvent(new IcChangeEvent(detail)));',
    tests: ['test/elements/field-settings-editor.test.ts'],
    why: 'ic-change fires before the row shows the change',
  },
  {
    id: 'held-404-dropped',
    file: 'src/elements/install-config/fields-controller.ts',
    find: "if (f?.status !== 'missing' || holdsWrite(draft, objectName)) continue;",
    replace: "if (f?.status !== 'missing') continue;",
    tests: ['test/elements/held-unloadable.test.ts'],
    why: 'an object the installation writes is switched off when its fields answer 404',
  },
];
