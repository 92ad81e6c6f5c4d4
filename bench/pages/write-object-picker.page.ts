// Runs inside Chromium (bundled by bench/write-object-picker.bench.ts with production Lit). Times
// <write-object-picker> standalone: the first render of a list of n objects (to a laid-out long
// list with its search and buttons), and one search keystroke over 300 objects.
import {
  WriteObjectPicker,
  type PickerObject,
} from '../../src/elements/write-object-picker/write-object-picker.ts';

if (!customElements.get('write-object-picker'))
  customElements.define('write-object-picker', WriteObjectPicker);

const objects = (n: number): PickerObject[] =>
  Array.from({length: n}, (_, i) => ({objectName: `object_${i}`, displayName: `Object ${i}`}));

const laidOut = (el: HTMLElement) => el.shadowRoot!.querySelector('ul')!.getBoundingClientRect().height;

/** Mounts a picker with `n` objects; ms until it is rendered and laid out (a long list: with its toolbar). */
async function firstRender(n: number): Promise<number> {
  document.body.replaceChildren();
  const el = new WriteObjectPicker();
  el.objects = objects(n);
  el.value = {object_0: {}};
  const t0 = performance.now();
  document.body.append(el);
  await el.updateComplete;
  // a long list's toolbar is a chunk: inlined in this bundle, it arrives a microtask later
  while (n > 8 && !el.shadowRoot!.querySelector('[part=search]')) await el.updateComplete;
  laidOut(el);
  return performance.now() - t0;
}

/** One keystroke into the search of a mounted 300-object picker; ms until the list is laid out again. */
async function keystroke(text: string): Promise<number> {
  const el = document.querySelector('write-object-picker')!;
  const input = el.shadowRoot!.querySelector<HTMLInputElement>('[part=search]')!;
  const t0 = performance.now();
  input.value = text;
  input.dispatchEvent(new Event('input'));
  await el.updateComplete;
  laidOut(el);
  return performance.now() - t0;
}

declare global {
  interface Window {
    pickerBench: {firstRender: typeof firstRender; keystroke: typeof keystroke};
  }
}
window.pickerBench = {firstRender, keystroke};
