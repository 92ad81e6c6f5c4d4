// `npm run bench bulk-preset`: a bulk preset (src/config/bulk.ts applyPreset: one transaction)
// over 1,000 selected fields of one object, against the baseline measured in the same run: the
// same edits made one by one (setFieldSettings per field, each its own undo step).
// Goal: the preset within one frame (16.7 ms) and no slower than the edits one by one.
import {ConfigDraft} from '../src/config/index.ts';
import {applyPreset, presetSettings, type WritePreset} from '../src/config/bulk.ts';
import type {FieldMetadata, Installation} from '../src/contract/schemas.ts';

const FIELDS = 1000;
const ITERATIONS = 15;
const FRAME_MS = 16.7;

const fields: FieldMetadata[] = Array.from({length: FIELDS}, (_, i) => ({
  fieldName: `field_${i}`,
  valueType: 'string',
}));

// every third field holds settings already, as a customer's object would after some edits
const installation = {
  id: 'inst-bench',
  projectId: 'proj',
  integrationId: 'int',
  connection: {id: 'conn'},
  config: {
    revisionId: 'rev-1',
    content: {
      provider: 'acme',
      write: {
        objects: {
          contact: {
            objectName: 'contact',
            selectedFieldSettings: Object.fromEntries(
              fields.filter((_, i) => i % 3 === 0).map((f) => [f.fieldName, {writeOnCreate: 'never'}]),
            ),
          },
        },
      },
    },
  },
} as Installation;

const gc = (globalThis as {gc?: () => void}).gc ?? (() => {});
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

function time(fn: () => unknown): number {
  const t = performance.now();
  fn();
  return performance.now() - t;
}

function oneByOne(draft: ConfigDraft, preset: WritePreset) {
  const object = draft.writeObject('contact');
  for (const f of fields)
    object.setFieldSettings(f.fieldName, presetSettings(preset, object.getFieldSettings(f.fieldName)));
}

let worst = 0;
let worstRatio = 0;
console.log(`${FIELDS} selected fields of one object; median of ${ITERATIONS} runs, a fresh draft each`);
for (const preset of ['ifEmpty', 'createOnly', 'default'] as const) {
  const bulk: number[] = [];
  const single: number[] = [];
  for (let i = 0; i < ITERATIONS; i++) {
    let draft = ConfigDraft.from(installation);
    gc();
    single.push(time(() => oneByOne(draft, preset)));
    const expected = JSON.stringify(draft.buildPatch());
    draft = ConfigDraft.from(installation);
    gc();
    bulk.push(time(() => applyPreset(draft, 'contact', fields, preset)));
    if (JSON.stringify(draft.buildPatch()) !== expected) throw new Error(`${preset}: patches differ`);
  }
  const ms = median(bulk);
  worst = Math.max(worst, ms);
  worstRatio = Math.max(worstRatio, ms / median(single));
  console.log(
    `  ${preset.padEnd(10)} preset ${ms.toFixed(2).padStart(7)} ms   one by one ${median(single)
      .toFixed(2)
      .padStart(7)} ms   ratio ${(ms / median(single)).toFixed(3)}x`,
  );
}
const ok = worst <= FRAME_MS && worstRatio <= 1;
console.log(
  `slowest preset ${worst.toFixed(2)} ms (goal <= ${FRAME_MS} ms), worst ratio ${worstRatio.toFixed(3)}x (goal <= 1x): ${ok ? 'MET' : 'MISSED'}`,
);
if (!ok) process.exitCode = 1;
