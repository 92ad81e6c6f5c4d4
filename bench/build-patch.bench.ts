// `npm run bench build-patch`: draft.buildPatch() on a config of 1,000 write objects x 100 field
// settings, against two copies of the same installation measured in the same run: structuredClone,
// and the strict baseline, a hand-written JSON copy (a recursive loop over plain objects and arrays,
// which V8 runs faster than structuredClone).
// Goal: buildPatch at most 2.5x the hand-written copy, even when every object was touched.
// The draft is the built JavaScript (bench/built.ts), not the source through tsx.
// Run on two configs: settings that repeat a few shapes (as real configs do), and every value
// distinct, so nothing can be reused between settings (the worst case).
import type * as Config from '../src/config/index.ts';
import type {Installation} from '../src/contract/schemas.ts';
import {importBuilt} from './built.ts';

const {ConfigDraft} = await importBuilt<typeof Config>('src/config/index.ts');
type ConfigDraft = Config.ConfigDraft;

const OBJECTS = 1000;
const FIELDS = 100;
const ITERATIONS = 15;
const GOAL = 2.5;

/** The strict baseline: copy JSON data by hand, no checks, no cycles. */
function copyByHand(v: unknown): unknown {
  if (typeof v !== 'object' || v === null) return v;
  if (Array.isArray(v)) return v.map(copyByHand);
  const out: Record<string, unknown> = {};
  for (const k in v) out[k] = copyByHand((v as Record<string, unknown>)[k]);
  return out;
}

function bigInstallation(distinct: boolean): Installation {
  const objects: Record<string, unknown> = {};
  for (let o = 0; o < OBJECTS; o++) {
    const fields: Record<string, unknown> = {};
    for (let f = 0; f < FIELDS; f++) {
      const n = distinct ? o * FIELDS + f : f;
      fields[`field_${f}`] =
        f % 3 === 0
          ? {writeOnUpdate: 'never', ...(distinct ? {default: {integerValue: n}} : {})}
          : f % 3 === 1
            ? {default: {integerValue: n}, writeOnCreate: 'always'}
            : {default: {stringValue: `value ${n}`}};
    }
    objects[`object_${o}`] = {
      objectName: `object_${o}`,
      inheritMapping: o % 2 === 0,
      selectedFieldSettings: fields,
    };
  }
  return {
    id: 'inst-bench',
    projectId: 'proj',
    integrationId: 'int',
    connection: {id: 'conn'},
    config: {revisionId: 'rev-1', content: {provider: 'acme', write: {objects}}},
  } as Installation;
}

const gc = (globalThis as {gc?: () => void}).gc ?? (() => {});
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

function time(fn: () => unknown): number {
  const t = performance.now();
  fn();
  return performance.now() - t;
}

interface Variant {
  name: string;
  edit: (d: ConfigDraft) => void;
  expectMask: (mask: string[]) => boolean;
}

const variants: Variant[] = [
  {
    name: 'one field in 10 objects',
    edit: (d) => {
      for (let o = 0; o < OBJECTS; o += OBJECTS / 10)
        d.writeObject(`object_${o}`).setFieldSettings('field_0', {writeOnUpdate: 'ifEmpty'});
    },
    expectMask: (m) => m.length === 10,
  },
  {
    name: 'one field in every object',
    edit: (d) => {
      for (let o = 0; o < OBJECTS; o++)
        d.writeObject(`object_${o}`).setFieldSettings('field_1', {default: {integerValue: -1}});
    },
    expectMask: (m) => m.length === OBJECTS,
  },
  {
    name: 'one object removed (whole map)',
    edit: (d) => d.writeObject('object_0').disable(),
    expectMask: (m) => m.length === 1 && m[0] === 'config.content.write.objects',
  },
];

let worst = 0;
let inst = bigInstallation(false);
for (const distinct of [false, true]) {
  inst = bigInstallation(distinct);
  console.log(
    `${OBJECTS} write objects x ${FIELDS} field settings, ${distinct ? 'every value distinct (no two settings alike)' : 'repeated shapes'}; median of ${ITERATIONS} runs`,
  );
  for (const v of variants) {
    const clone: number[] = [];
    const hand: number[] = [];
    const patch: number[] = [];
    for (let i = 0; i < ITERATIONS; i++) {
      // a fresh draft each run, so nothing cached by an earlier buildPatch on it is reused
      const draft = ConfigDraft.from(inst);
      v.edit(draft);
      gc();
      clone.push(time(() => structuredClone(inst)));
      gc();
      hand.push(time(() => copyByHand(inst)));
      gc();
      let mask: string[] = [];
      patch.push(time(() => (mask = draft.buildPatch().updateMask)));
      if (!v.expectMask(mask))
        throw new Error(`${v.name}: unexpected mask ${mask.slice(0, 3).join(', ')}...`);
    }
    const ratio = median(patch) / median(hand);
    const first = patch[0]! / hand[0]!;
    worst = Math.max(worst, ratio);
    console.log(
      `  ${v.name.padEnd(32)} buildPatch ${median(patch).toFixed(2).padStart(8)} ms   hand-written copy ${median(
        hand,
      )
        .toFixed(2)
        .padStart(
          8,
        )} ms   ratio ${ratio.toFixed(3)}x (first run ${first.toFixed(3)}x)   [structuredClone ${median(clone).toFixed(2)} ms: ${(
        median(patch) / median(clone)
      ).toFixed(3)}x]`,
    );
  }
}

// For scale: what setting up the draft costs (deep frozen copy), against the same clone.
{
  const from: number[] = [];
  const clone: number[] = [];
  for (let i = 0; i < ITERATIONS; i++) {
    gc();
    clone.push(time(() => structuredClone(inst)));
    gc();
    from.push(time(() => ConfigDraft.from(inst)));
  }
  console.log(
    `${'ConfigDraft.from (info)'.padEnd(32)} ${median(from).toFixed(2).padStart(8)} ms   ratio ${(median(from) / median(clone)).toFixed(3)}x`,
  );
}

console.log(
  `worst buildPatch ratio to the hand-written copy ${worst.toFixed(3)}x (goal <= ${GOAL}x): ${worst <= GOAL ? 'MET' : 'MISSED'}`,
);
if (worst > GOAL) process.exitCode = 1;
