// A host that never sets getToken or client (a framework that dropped the property while
// hydrating server HTML, say) would leave <install-config> loading forever without a word. After a
// short grace from connecting, this says so: to the developer on the page and once on ic-error.
import {html, type ReactiveController, type ReactiveControllerHost} from 'lit';
import type {ValidationError} from '../../contract/errors.ts';
import {invalid} from '../../contract/invalid.ts';

/**
 * How long after connecting the element waits for its token function or client. Frameworks set
 * properties right after they attach the element, so this only has to outlast that. A test hook
 * (tests set 0); not part of the package's exports.
 */
export const setupGrace = {ms: 2000};

interface SetupHost extends ReactiveControllerHost, HTMLElement {
  client?: unknown;
  getToken?: unknown;
  baseUrl?: string;
}

/** What a host can leave unset, in the words the developer reads (on the page and on ic-error). */
const NEEDS = {
  getToken: {title: 'No token function set', rule: 'set getToken (with base-url), or client'},
  baseUrl: {title: 'No base-url set', rule: 'set base-url beside getToken, or client'},
} as const;
type Need = keyof typeof NEEDS;

/** What the host has not set; undefined when it can load. */
function missing(host: SetupHost): Need | undefined {
  if (host.client) return undefined;
  if (!host.getToken) return 'getToken';
  return host.baseUrl ? undefined : 'baseUrl';
}

export class SetupCheck implements ReactiveController {
  /** What is missing, on show; undefined while in grace or once the host can load. */
  missing: Need | undefined;
  #timer: ReturnType<typeof setTimeout> | undefined;
  #reported = false;

  constructor(
    private readonly host: SetupHost,
    private readonly report: (error: ValidationError) => void,
  ) {
    host.addController(this);
  }

  hostConnected(): void {
    if (this.#reported || !missing(this.host)) return;
    this.#timer = setTimeout(() => this.#check(), setupGrace.ms);
  }

  hostDisconnected(): void {
    clearTimeout(this.#timer);
  }

  hostUpdate(): void {
    // set late: the state clears (and the load task, whose args changed, starts)
    if (this.missing) this.missing = missing(this.host);
  }

  #check(): void {
    this.missing = missing(this.host);
    if (!this.missing) return;
    // once per element: a developer needs one report, not one per property set while still missing
    this.#reported = true;
    const {rule, title} = NEEDS[this.missing];
    this.report(invalid(this.missing, rule, title));
    this.host.requestUpdate();
  }
}

/** The developer-facing state: in English, since it names properties in code. */
export const setupMissing = (need: Need) =>
  html`<div part="notice" class="notice error" role="alert" lang="en">
    <p class="title">${NEEDS[need].title}</p>
    <p><code>${need}</code>: ${NEEDS[need].rule}.</p>
  </div>`;
