// Shared by the layout and screenshot tests: every element inside the shadow trees, the focused
// element through shadow roots, and a tolerant PNG comparison done in the browser.
import {executeServerCommand} from '@web/test-runner-commands';

/** Every element in `root` and in the shadow roots below it. */
export function deepElements(root: Element | ShadowRoot): Element[] {
  const out: Element[] = [];
  const walk = (node: Element | ShadowRoot) => {
    for (const el of node.querySelectorAll('*')) {
      out.push(el);
      if (el.shadowRoot) walk(el.shadowRoot);
    }
  };
  if (root instanceof Element && root.shadowRoot) walk(root.shadowRoot);
  walk(root);
  return out;
}

/** The focused element, looking through shadow roots. */
export function deepActive(): Element | null {
  let a = document.activeElement;
  while (a?.shadowRoot?.activeElement) a = a.shadowRoot.activeElement;
  return a;
}

/** Takes focus away (no caret, no focus ring in a screenshot). */
export function blurAll() {
  (deepActive() as HTMLElement | null)?.blur();
  (document.activeElement as HTMLElement | null)?.blur();
}

async function pixels(base64: string): Promise<ImageData> {
  const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
  const bitmap = await createImageBitmap(new Blob([bytes], {type: 'image/png'}));
  const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
  const ctx = canvas.getContext('2d')!;
  ctx.drawImage(bitmap, 0, 0);
  return ctx.getImageData(0, 0, bitmap.width, bitmap.height);
}

/**
 * Compares a screenshot of `el` with its committed reference. Tolerant to antialiasing: a pixel
 * counts as different when a channel moved by more than 40, and up to 0.3% of pixels may differ;
 * a different size (a layout change) always fails.
 */
/** Every shadow root under `root`, and root. */
function roots(root: Document | ShadowRoot): (Document | ShadowRoot)[] {
  const inner = [...root.querySelectorAll('*')].flatMap((e) => (e.shadowRoot ? roots(e.shadowRoot) : []));
  return [root, ...inner];
}

/**
 * A switch whose row was reused for another object (a search in a long list) slides its thumb for
 * 0.15 s: the picture is taken at the end of every running transition, in every shadow root.
 */
async function transitionsDone() {
  await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
  const transitions = roots(document)
    .flatMap((r) => r.getAnimations())
    .filter((a) => a instanceof CSSTransition);
  await Promise.all(transitions.map((a) => a.finished.catch(() => undefined)));
}

export async function matchesReference(name: string, el: Element): Promise<string | undefined> {
  await transitionsDone();
  const r = el.getBoundingClientRect();
  const clip = {
    x: Math.floor(r.left + scrollX),
    y: Math.floor(r.top + scrollY),
    width: Math.ceil(r.width),
    height: Math.ceil(r.height),
  };
  const answer = await executeServerCommand<
    {updated?: boolean; missing?: string; actual?: string; reference?: string},
    unknown
  >('ic-screenshot', {name, clip});
  if (answer.updated) return undefined;
  if (answer.missing) return `no reference ${answer.missing}: run npm run screenshots -- --update`;
  const [a, b] = await Promise.all([pixels(answer.actual!), pixels(answer.reference!)]);
  if (a.width !== b.width || a.height !== b.height) {
    return `${name}: size ${a.width}x${a.height}, reference ${b.width}x${b.height} (see test/visual/__actual__/${name}.png)`;
  }
  let differ = 0;
  for (let i = 0; i < a.data.length; i += 4) {
    if (
      Math.max(
        Math.abs(a.data[i] - b.data[i]),
        Math.abs(a.data[i + 1] - b.data[i + 1]),
        Math.abs(a.data[i + 2] - b.data[i + 2]),
      ) > 40
    )
      differ++;
  }
  const share = differ / (a.width * a.height);
  return share > 0.003
    ? `${name}: ${(share * 100).toFixed(2)}% of pixels differ (see test/visual/__actual__/${name}.png)`
    : undefined;
}
