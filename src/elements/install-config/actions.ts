// The actions bar of <install-config>: the outcome of the last save, the unsaved count (or the
// saved confirmation, or Undo after Discard), Discard and Save; and the words for the outcome,
// shown beside Save and announced to screen readers.
import {html, nothing} from 'lit';
import type {ConfigDraft, DraftChange} from '../../config/draft.ts';
import type {StringsController} from '../strings.ts';
import {whyKey} from '../why.ts';
import type {DisplayNames, SaveProblem} from './conflict-notice.ts';
import type {SaveOutcome, SavePath} from './save-controller.ts';

/**
 * What the last save means for the customer, if it needs words beside Save: the save path's words
 * (its chunk is loaded once a save was sent), else a failure to load that chunk, the network's doing.
 */
export function problemOf(
  t: StringsController,
  names: DisplayNames,
  outcome: SaveOutcome | undefined,
  path: SavePath | undefined,
): SaveProblem | undefined {
  if (path) return path.saveProblem(t, names, outcome);
  if (outcome?.kind !== 'failed') return undefined;
  return {kind: 'error', title: t.t('saveFailedTitle'), message: t.t(whyKey(outcome.error)), retry: true};
}

/** The screen-reader announcement of the save under way or the last one. */
export function announcement(
  t: StringsController,
  saving: boolean,
  outcome: SaveOutcome | undefined,
  problem: SaveProblem | undefined,
): string {
  if (saving) return t.t('saving');
  if (outcome?.kind === 'saved') return t.t('saved');
  if (outcome?.kind === 'cancelled') return t.t('saveCancelled');
  return problem ? [problem.title, problem.message].filter(Boolean).join(' ') : '';
}

export interface ActionsState {
  t: StringsController;
  draft: ConfigDraft;
  saving: boolean;
  outcome: SaveOutcome | undefined;
  problem: SaveProblem | undefined;
  /** Rows (and request rules) broken: Save is blocked and says how many. */
  invalidCount: number;
  /** A default is being typed: Save is on (leaving the input for it commits the value). */
  typing: boolean;
  /** The change list right after Discard: Undo shows until the draft changes. */
  discarded: readonly DraftChange[] | undefined;
  onReset(): void;
  onSave(): void;
  onUndo(): void;
  /** Shows and focuses the first field with invalid settings. */
  onJump(): void;
  /** The customer closed the notice of this outcome: it stays closed until the next one. */
  dismissed: boolean;
  onDismiss(): void;
  /** The offer of unsaved edits from an earlier visit, or what restoring them could not keep (kept-edits.ts). */
  kept?: unknown;
}

export function actionsBar(a: ActionsState) {
  const {t, draft, saving, outcome, problem, invalidCount} = a;
  const changes = draft.changeList();
  const canSave = (draft.isDirty || a.typing) && !invalidCount && !saving;
  const retry = !!problem?.retry && draft.isDirty;
  const counted = (key: 'unsaved' | 'savedCount' | 'discardCount', count: number) => t.t(key, {count});
  const notice = !a.kept && problem && !a.dismissed;
  let state;
  // the count is a link-like button: it takes the customer to the first invalid field
  if (invalidCount)
    state = html`<p class="state error">
      <button type="button" class="link" part="invalid-button" @click=${a.onJump}>
        ${t.t('invalidFields', {count: invalidCount})}
      </button>
    </p>`;
  // beside a notice the count would be a second message (Discard names it too)
  else if (changes.length && !notice)
    state = html`<p class="state">${counted('unsaved', changes.length)}</p>`;
  else if (outcome?.kind === 'saved' && outcome.after === changes)
    state = html`<p class="state saved" part="saved">
      <span aria-hidden="true">✓</span> ${counted('savedCount', outcome.count)}
    </p>`;
  else if (a.discarded === changes)
    state = html`<p class="state">
      ${t.t('discarded')}
      <button type="button" part="undo-button" @click=${a.onUndo}>${t.t('undo')}</button>
    </p>`;
  // One notice at a time, closable. Wide, it sticks to the view with the bar; narrow, it sits in the
  // flow just above the bar, read in full (the bar alone sticks, a quarter of a phone at most). The
  // offer of edits kept from an earlier visit stays in the bar, in view from the start.
  return html`<div class="end">
    ${
      notice
        ? html`<div class="notice ${problem.kind}" part="notice">
            <div class="notice-text" tabindex="0">
              ${problem.title ? html`<p class="title">${problem.title}</p>` : nothing}
              <p>${problem.message}</p>
            </div>
            <button
              type="button"
              class="dismiss"
              part="dismiss-button"
              aria-label=${t.t('dismiss')}
              @click=${a.onDismiss}
            ></button>
          </div>`
        : nothing
    }
    <div class="actions" part="actions" tabindex="-1">
      ${a.kept ?? nothing} ${state ?? nothing}
      <div class="buttons">
        <button type="button" part="reset-button" ?disabled=${!draft.isDirty} @click=${a.onReset}>
          ${changes.length ? counted('discardCount', changes.length) : t.t('reset')}
        </button>
        <button
          type="button"
          part="save-button"
          class="primary"
          ?disabled=${!canSave}
          aria-busy=${saving}
          @click=${a.onSave}
        >
          ${saving ? t.t('saving') : retry ? t.t('retry') : t.t('save')}
        </button>
      </div>
    </div>
  </div>`;
}
