// The browser tests' harness (as Material Web keeps a harness beside each component): it finds what
// a customer sees by role, part and accessible name, through every shadow root, and waits on events
// and states. It never reads "the first [role=status]" (under load that is a lazy chunk's
// "Loading…") and never waits a fixed time: a test that asserts something did not happen first
// waits for the event or state that would have shown it.
import {waitUntil} from './wait.ts';

/** Every element under `root` matching `selector`, through open shadow roots, in document order. */
export function deepQueryAll<T extends Element = HTMLElement>(root: ParentNode, selector: string): T[] {
  const found: T[] = [];
  const visit = (node: ParentNode) => {
    for (const el of node.querySelectorAll('*')) {
      if (el.matches(selector)) found.push(el as T);
      if (el.shadowRoot) visit(el.shadowRoot);
    }
  };
  visit(root instanceof Element && root.shadowRoot ? root.shadowRoot : root);
  return found;
}

const IMPLICIT_ROLES: Record<string, string> = {
  button: 'button',
  a: 'link',
  select: 'combobox',
  textarea: 'textbox',
  dialog: 'dialog',
  table: 'table',
  fieldset: 'group',
  h1: 'heading',
  h2: 'heading',
  h3: 'heading',
  h4: 'heading',
  output: 'status',
};

/** The element's role as assistive technology reads it (explicit, else the common implicit ones). */
export function roleOf(el: Element): string {
  const explicit = el.getAttribute('role');
  if (explicit) return explicit.split(' ')[0];
  const tag = el.localName;
  if (tag === 'input') {
    const type = (el as HTMLInputElement).type;
    if (type === 'checkbox') return 'checkbox';
    if (type === 'radio') return 'radio';
    if (type === 'search') return 'searchbox';
    return 'textbox';
  }
  return IMPLICIT_ROLES[tag] ?? '';
}

const squeeze = (s: string | null | undefined) => (s ?? '').replace(/\s+/g, ' ').trim();

/** The accessible name, by the rules the elements use: aria-label, aria-labelledby, label, text. */
export function nameOf(el: Element): string {
  const label = el.getAttribute('aria-label');
  if (label) return squeeze(label);
  const scope = el.getRootNode() as Document | ShadowRoot;
  const by = el.getAttribute('aria-labelledby');
  if (by)
    return squeeze(
      by
        .split(/\s+/)
        .map((id) => scope.getElementById?.(id)?.textContent)
        .join(' '),
    );
  const labels = (el as HTMLInputElement).labels;
  if (labels?.length) return squeeze([...labels].map((l) => l.textContent).join(' '));
  return squeeze(el.textContent);
}

/** Visible: rendered with a box (not display:none, not in a closed <details> or hidden ancestor). */
export function isVisible(el: Element): boolean {
  return (el as HTMLElement).checkVisibility?.() ?? el.getClientRects().length > 0;
}

/**
 * Every element under `root` with `role` (and, given, an accessible name equal to `name`, or
 * matching it when a RegExp), through shadow roots.
 */
export function allByRole<T extends HTMLElement = HTMLElement>(
  root: ParentNode,
  role: string,
  name?: string | RegExp,
): T[] {
  return deepQueryAll<T>(root, '*').filter(
    (el) =>
      roleOf(el) === role &&
      (name === undefined || (typeof name === 'string' ? nameOf(el) === name : name.test(nameOf(el)))),
  );
}

/** The one element with `role` and `name`; null when none, an error when it is ambiguous. */
export function byRole<T extends HTMLElement = HTMLElement>(
  root: ParentNode,
  role: string,
  name?: string | RegExp,
): T | null {
  const found = allByRole<T>(root, role, name);
  if (found.length > 1)
    throw new Error(`${found.length} elements with role ${role} and name ${String(name)}`);
  return found[0] ?? null;
}

/** The element exposing `part` in `host`'s own shadow root (a part is the host's public name). */
export function byPart<T extends HTMLElement = HTMLElement>(host: Element, part: string): T | null {
  return host.shadowRoot?.querySelector<T>(`[part~="${part}"]`) ?? null;
}

/** The text of `host`'s part, whitespace collapsed, or null when the part is not there. */
export function partText(host: Element, part: string): string | null {
  const el = byPart(host, part);
  return el ? squeeze(el.textContent) : null;
}

/**
 * Scrolls <install-config>'s mapping section into view, as a customer scrolling down would: its
 * editor (a chunk of its own) loads only as the section nears the view. Returns the section.
 */
export function scrollToMappings(el: Element): Element | null {
  const section = el.shadowRoot?.querySelector('[part~=mappings]') ?? null;
  section?.scrollIntoView({block: 'start'});
  return section;
}

/** Waits until `find` returns an element (or any truthy value) and returns it. */
export async function waitFor<T>(find: () => T | null | undefined | false, what: string): Promise<T> {
  let found: T | null | undefined | false;
  await waitUntil(() => (found = find()), `never found: ${what}`);
  return found as T;
}

/** Resolves with the next `type` event on `target`; give `what` to name the hang if it never fires. */
export function nextEvent<E extends Event = Event>(target: EventTarget, type: string): Promise<E> {
  return new Promise((resolve) => target.addEventListener(type, (e) => resolve(e as E), {once: true}));
}

/** Counts `type` events on `target` from now on. */
export function countEvents(
  target: EventTarget,
  type: string,
): {readonly count: number; readonly events: Event[]} {
  const events: Event[] = [];
  target.addEventListener(type, (e) => events.push(e));
  return {
    get count() {
      return events.length;
    },
    events,
  };
}

/**
 * Lets every microtask chain that is already running finish: one task boundary. Deterministic on
 * any machine for work that is promise-only (a resolved fake answer, Lit's update), unlike a delay.
 */
export function settled(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve));
}

/**
 * Captures the timers set while it is installed, so a test can run them all at once ("later")
 * instead of waiting for them: `const timers = captureTimers(); ...; timers.runAll(); timers.restore()`.
 */
export function captureTimers() {
  const original = window.setTimeout;
  const pending = new Map<number, () => void>();
  let next = 1;
  window.setTimeout = ((fn: TimerHandler, _ms?: number, ...args: unknown[]) => {
    const id = next++;
    pending.set(id, () => (typeof fn === 'function' ? fn(...args) : undefined));
    return id;
  }) as typeof window.setTimeout;
  const originalClear = window.clearTimeout;
  window.clearTimeout = ((id?: number) => void pending.delete(id as number)) as typeof window.clearTimeout;
  return {
    get count() {
      return pending.size;
    },
    /** Runs every captured timer (and those they set), as if all their delays had passed. */
    runAll() {
      for (let guard = 0; pending.size && guard < 1000; guard++) {
        const [id, fn] = pending.entries().next().value!;
        pending.delete(id);
        fn();
      }
    },
    restore() {
      window.setTimeout = original;
      window.clearTimeout = originalClear;
    },
  };
}
