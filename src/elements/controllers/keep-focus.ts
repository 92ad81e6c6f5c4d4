import type {ReactiveController, ReactiveElement} from 'lit';

/**
 * Keeps keyboard focus inside a bar whose buttons disable themselves (Save while saving, Discard
 * once nothing is left to discard): a focused button that turns disabled would drop focus to the
 * page, and the next Tab would start over at the top. Focus goes to the bar (`selector`) instead.
 *
 * Browsers differ in when they let go of such a button: Chromium blurs it the moment `disabled`
 * is set (during the render), others at their next rendering step. Both are caught after the
 * update: a blur to nowhere from a disabled control, or a disabled control still focused.
 */
export class KeepFocusController implements ReactiveController {
  /** A control of the host lost focus to nowhere because it was disabled. */
  #dropped = false;

  constructor(
    private readonly host: ReactiveElement,
    private readonly selector: string,
  ) {
    host.addController(this);
  }

  hostConnected(): void {
    this.host.renderRoot.addEventListener('focusout', this.#onFocusOut);
  }

  hostDisconnected(): void {
    this.host.renderRoot.removeEventListener('focusout', this.#onFocusOut);
  }

  hostUpdated(): void {
    const root = this.host.renderRoot as ShadowRoot;
    const dropped = this.#dropped || isDisabled(root.activeElement);
    this.#dropped = false;
    if (dropped) root.querySelector<HTMLElement>(this.selector)?.focus();
  }

  #onFocusOut = (e: Event) => {
    if (!(e as FocusEvent).relatedTarget && isDisabled(e.target)) this.#dropped = true;
  };
}

function isDisabled(el: unknown): boolean {
  return !!(el as HTMLButtonElement | null)?.disabled;
}
