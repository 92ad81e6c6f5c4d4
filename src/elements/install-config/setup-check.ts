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
const TITLES = {getToken: 'No token function set', baseUrl: 'No base-url set'} as const;
type Need = keyof typeof TITLES;
/** The fix, whichever is missing. */
const RULE = 'set getToken and base-url, or client';

/** What the host has not set; undefined when it can load. */
function missing(host: SetupHost): Need | undefined {
  if (host.client) return undefined;
  if (!tokenSet(host)) return 'getToken';
  return host.baseUrl ? undefined : 'baseUrl';
}

/** Whether getToken is set; an accessor that throws counts as set (the load reports it as a token failure). */
function tokenSet(host: SetupHost): boolean {
  try {
    return !!host.getToken;
  } catch {
    return true;
  }
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
    this.report(invalid(this.missing, RULE, TITLES[this.missing]));
    this.host.requestUpdate();
  }
}

/** The developer-facing state: in English, since it names properties in code. */
export const setupMissing = (need: Need) =>
  html`<div part="notice" class="notice error" role="alert" lang="en">
    <p class="title">${TITLES[need]}</p>
    <p><code>${need}</code>: ${RULE}.</p>
  </div>`;
