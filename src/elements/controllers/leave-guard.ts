// The browser's "Leave site?" prompt while the customer has unsaved edits or a save is running,
// for hosts that opt in (`confirm-leave`). Only beforeunload: a single-page app's own navigation
// is the host's to guard (see docs/words.md for the draft.isDirty recipe).
import type {ReactiveController, ReactiveControllerHost} from 'lit';

export class LeaveGuardController implements ReactiveController {
  #armed: () => boolean;

  /** `armed`: whether leaving now would lose something (asked at the moment of leaving). */
  constructor(host: ReactiveControllerHost, armed: () => boolean) {
    this.#armed = armed;
    host.addController(this);
  }

  hostConnected(): void {
    window.addEventListener('beforeunload', this.#onBeforeUnload);
  }

  hostDisconnected(): void {
    window.removeEventListener('beforeunload', this.#onBeforeUnload);
  }

  #onBeforeUnload = (e: BeforeUnloadEvent) => {
    if (!this.#armed()) return;
    e.preventDefault();
    // older browsers show the prompt only when returnValue is set
    e.returnValue = '';
  };
}
