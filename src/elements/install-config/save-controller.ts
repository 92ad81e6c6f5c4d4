import type {ReactiveController, ReactiveControllerHost} from 'lit';
import type {ConfigClient, InstallationRef} from '../../api/client.ts';
import type {ConfigDraft, Conflict, DraftChange, InstallationPatch} from '../../config/draft.ts';
import {saveDraft} from '../../config/save.ts';
import {ApiError} from '../../contract/errors.ts';
import type {FieldRowIssue} from '../../contract/field-rules.ts';
import {fieldIssuesOfProblem} from '../../contract/problem-rows.ts';
import type {Installation} from '../../contract/schemas.ts';
import {IcBeforeSaveEvent, IcSavedEvent, type ErrorDetail} from '../events.ts';

/** How the last save ended, until the next one (or Discard). */
export type SaveOutcome =
  | {kind: 'cancelled'}
  /** `after`: the draft's change list right after the save; the confirmation shows until it changes. */
  /** `later`: it changed subscribe or proxy, which the service applies within minutes. */
  | {kind: 'saved'; count: number; after: readonly DraftChange[]; later: boolean}
  /** Someone else saved first: the draft is rebased; `theirs` is what they changed. */
  | {kind: 'conflict'; error: unknown; conflicts: Conflict[]; theirs: DraftChange[]}
  | {kind: 'failed'; error: unknown};

/** What a save sends, and where: prepared when it starts. */
export interface SavePlan {
  client: ConfigClient;
  ref: InstallationRef;
  draft: ConfigDraft;
  patch: InstallationPatch;
}

type Host = ReactiveControllerHost & HTMLElement;

/**
 * Saves the draft of <install-config>: one save at a time (a second call gets the running one),
 * ic-before-save (cancelable) and ic-saved on the host, an abort for Discard, and the outcome kept
 * for the host to render. Failures reject with the typed error after `onError` was told.
 */
export class SaveController implements ReactiveController {
  saving = false;
  outcome?: SaveOutcome;
  #run?: Promise<Installation | undefined>;
  #abort?: AbortController;
  #refused = new WeakMap<SaveOutcome, FieldRowIssue[]>();

  constructor(
    private readonly host: Host,
    private readonly onError: (detail: ErrorDetail) => void,
  ) {
    host.addController(this);
  }

  /** Saves what `prepare()` gives (called as the save starts; it throws ValidationError for invalid input). */
  save(prepare: () => SavePlan): Promise<Installation | undefined> {
    this.#run ??= this.#save(prepare).finally(() => (this.#run = undefined));
    return this.#run;
  }

  /**
   * What the service refused on the last save (a 422), by field row; the same array until the next
   * save, so the editor keeps the rows the customer has fixed since. `fieldNames` tells dotted names apart.
   */
  refusedRows(fieldNames: (objectName: string) => string[] | undefined): FieldRowIssue[] | undefined {
    const outcome = this.outcome;
    if (outcome?.kind !== 'failed' || !(outcome.error instanceof ApiError) || outcome.error.status !== 422)
      return undefined;
    let rows = this.#refused.get(outcome);
    if (!rows)
      this.#refused.set(outcome, (rows = fieldIssuesOfProblem(outcome.error.problem, fieldNames).rows));
    return rows;
  }

  /** Stops a running save (its outcome is not shown) and forgets the last outcome. */
  abort(): void {
    this.#abort?.abort();
    this.outcome = undefined;
    this.host.requestUpdate();
  }

  hostDisconnected(): void {
    // nothing to stop: a save under way finishes (the customer asked for it; leaving is not Discard)
  }

  async #save(prepare: () => SavePlan) {
    const {client, ref, draft, patch} = prepare();
    if (!patch.updateMask.length) return undefined;
    const before = new IcBeforeSaveEvent({patch});
    this.host.dispatchEvent(before);
    if (before.defaultPrevented) {
      this.#show({kind: 'cancelled'});
      return undefined;
    }
    const count = draft.changeList().length;
    const abort = (this.#abort = new AbortController());
    this.saving = true;
    this.#show(undefined);
    let result;
    let error: unknown;
    try {
      result = await saveDraft(client, ref, draft, patch, {signal: abort.signal});
    } catch (e) {
      error = e;
    }
    this.saving = false;
    if (abort.signal.aborted) {
      this.host.requestUpdate();
      return undefined;
    }
    if (result?.status === 'saved') {
      const later = result.patch.updateMask.some(
        (m) => m.startsWith('config.content.subscribe.') || m === 'config.content.proxy.enabled',
      );
      await this.#show({kind: 'saved', count, after: draft.changeList(), later});
      this.host.dispatchEvent(new IcSavedEvent({installation: result.installation, patch: result.patch}));
      return result.installation;
    }
    if (result) {
      error = result.error;
      await this.#show({kind: 'conflict', error, conflicts: result.conflicts, theirs: result.theirs});
    } else await this.#show({kind: 'failed', error});
    this.onError({phase: 'save', error, ...(result ? {conflicts: result.conflicts} : {})});
    throw error;
  }

  /** Shows `outcome`; resolves once it is rendered. */
  #show(outcome: SaveOutcome | undefined): Promise<boolean> {
    this.outcome = outcome;
    this.host.requestUpdate();
    return this.host.updateComplete;
  }
}
