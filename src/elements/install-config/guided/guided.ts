// <install-config mode="guided">: the one form as steps (objects, fields to read, field mappings,
// write settings, review), a chunk of its own loaded only in that mode. The element renders its
// sections as on the single page and hands them here; a step shows its own and hides the others
// (guided.styles.ts), so Back and Next keep every answer: the draft is the same, and so is each
// editor's state. Save (or Install) shows on the last step, where the review's list of changes is.
import {html, nothing, type ReactiveController, type ReactiveControllerHost, type TemplateResult} from 'lit';
import type {ConfigDraft} from '../../../config/draft.ts';
import type {ReviewNames} from '../../../config/describe.ts';
import {featureText, type Message} from '../../strings.ts';
import {reviewCatalogue, reviewChanges, sheet as reviewSheet} from '../review/review-step.ts';
import {guidedSheet} from './guided.styles.ts';
import {guidedText, type GuidedKey} from './guided.strings.ts';
import {stepBeside, stepIn, stepsFor, type StepId} from './steps.ts';

export {guidedSheet as sheet};

type Host = ReactiveControllerHost &
  HTMLElement & {strings?: Partial<Record<string, Message>>; updateComplete: Promise<boolean>};

/** What <install-config> hands guided mode on each render. */
export interface GuidedInput {
  /** The form's sections as the single page shows them (not the header, not the actions bar). */
  form: unknown;
  /** The element's language. */
  t: {lang: string};
  draft: ConfigDraft;
  names: ReviewNames;
  /** The object picker shows: the provider writes and the manifest has objects to write. */
  objects: boolean;
  /** Objects are switched on, whose fields' write settings the editor shows. */
  write: boolean;
  /** The read objects the mapping section shows (none when the host hides it). */
  read: readonly string[];
  /** What blocks Save: "Fields with invalid settings" leads to the step that holds the first. */
  validity: {fields: readonly unknown[]; mappings: readonly unknown[]};
}

const NAMES: Record<StepId, GuidedKey> = {
  objects: 'guidedObjects',
  fields: 'guidedFields',
  mappings: 'guidedMappings',
  write: 'guidedWrite',
  review: 'guidedReview',
};

/** The step shown and the moves between steps, for one element. */
class GuidedController implements ReactiveController {
  #host: Host;
  /** The step shown (undefined: the first there is). */
  #step: StepId | undefined;
  /** The step of the last render, to act once on entering one. */
  #entered: StepId | undefined;
  #steps: StepId[] = [];
  #input?: GuidedInput;

  constructor(host: Host) {
    this.#host = host;
    const root = host.shadowRoot!;
    // the review's list shows as the last step: its look comes with it
    if (!root.adoptedStyleSheets.includes(reviewSheet()))
      root.adoptedStyleSheets = [...root.adoptedStyleSheets, reviewSheet()];
    host.addController(this);
  }

  hostConnected(): void {
    // capture: before the bar's own handler, which focuses the first invalid input once rendered
    this.#host.shadowRoot!.addEventListener('click', this.#onJump, true);
  }

  hostDisconnected(): void {
    this.#host.shadowRoot!.removeEventListener('click', this.#onJump, true);
  }

  /** On entering "Fields to read", each object's list opens (it loads its editor). */
  hostUpdated(): void {
    const step = this.#step;
    if (step === this.#entered) return;
    this.#entered = step;
    if (step !== 'fields') return;
    for (const details of this.#host.shadowRoot!.querySelectorAll<HTMLDetailsElement>('[part~=read-fields]'))
      details.open = true;
  }

  /** "Fields with invalid settings" shows the step of the first one before the element focuses it. */
  #onJump = (e: Event) => {
    if (!(e.target as Element).closest?.('[part~=invalid-button]') || !this.#input) return;
    const {fields, mappings} = this.#input.validity;
    const to: StepId | undefined = fields.length ? 'write' : mappings.length ? 'mappings' : undefined;
    if (!to || !this.#steps.includes(to)) return;
    this.#step = to;
    this.#host.requestUpdate();
  };

  /** Back (-1) or Next (+1): the step beside, its heading focused, so it is read out. */
  async go(by: -1 | 1): Promise<void> {
    const to = stepBeside(this.#steps, stepIn(this.#steps, this.#step), by);
    if (!to) return;
    this.#step = to;
    this.#host.requestUpdate();
    await this.#host.updateComplete;
    this.#host.shadowRoot!.querySelector<HTMLElement>('.step-title')?.focus();
  }

  render(input: GuidedInput): TemplateResult {
    const {draft} = input;
    // a new first run (after Uninstall) starts at the first step; Install keeps the step shown
    if (draft !== this.#input?.draft && draft.isNew) this.#step = undefined;
    this.#input = input;
    const steps = (this.#steps = stepsFor({
      objects: input.objects,
      fields: input.read.some((name) => draft.readObject(name).isReading),
      mappings: input.read.length > 0,
      write: input.write,
    }));
    // a step left with nothing to do (its objects switched off) leads on to the next
    const step = (this.#step = stepIn(steps, this.#step));
    const index = steps.indexOf(step);
    const last = step === 'review';
    const text = (key: GuidedKey, values?: Record<string, string | number>) =>
      featureText(guidedText, input.t.lang, key, this.#host.strings, values);
    const name = (id: StepId) => text(NAMES[id]);
    return html`<div class="guided ${last ? 'last' : ''}">
      <ol class="steps" part="steps" aria-label=${text('guidedSteps')}>
        ${steps.map(
          (id, i) =>
            html`<li class=${i < index ? 'done' : ''} aria-current=${id === step ? 'step' : nothing}>
              <span class="n" aria-hidden="true">${i + 1}</span>
              <span class="name">${name(id)}</span>
            </li>`,
        )}
      </ol>
      <h3 class="step-title" part="step-title" tabindex="-1">
        ${text('guidedStep', {step: index + 1, total: steps.length, name: name(step)})}
      </h3>
      <div class="step-body" data-step=${step}>${input.form}</div>
      ${
        last
          ? html`<div class="step-review" part="review">
              ${
                // a first run's review lists what installing sets up, edited or not
                draft.isNew || draft.isDirty
                  ? reviewChanges({draft, names: input.names, t: input.t, host: this.#host})
                  : html`<p class="muted">${text('guidedNoChanges')}</p>`
              }
            </div>`
          : nothing
      }
      <div class="buttons step-nav">
        ${
          // Back is the review dialog's word, in every language
          index > 0
            ? html`<button type="button" part="back-button" @click=${() => this.go(-1)}>
                ${featureText(reviewCatalogue, input.t.lang, 'reviewBack', this.#host.strings)}
              </button>`
            : nothing
        }
        ${
          last
            ? nothing
            : html`<button type="button" part="next-button" class="primary next" @click=${() => this.go(1)}>
                ${text('guidedNext')}
              </button>`
        }
      </div>
    </div>`;
  }
}

const controllers = new WeakMap<Host, GuidedController>();

/** The form as the step shown, with the steps, Back and Next; one controller per element. */
export function guide(host: Host, input: GuidedInput): TemplateResult {
  let controller = controllers.get(host);
  if (!controller) controllers.set(host, (controller = new GuidedController(host)));
  return controller.render(input);
}
