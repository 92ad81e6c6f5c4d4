import type {ReactiveController, ReactiveControllerHost} from 'lit';
import type {ConfigClient, InstallationRef} from '../../api/client.ts';
import type {ConfigDraft, Conflict, DraftChange, InstallationPatch} from '../../config/draft.ts';
import {ApiError} from '../../contract/errors.ts';
import type {FieldRowIssue} from '../../contract/field-rules.ts';
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

/** The save path: the request and what its answer means, a chunk of its own (save-path.ts). */
export type SavePath = typeof import('./save-path.ts');
/** Keeps unsaved edits across reloads (in the save path's chunk). */
export type Keeper = InstanceType<SavePath['Keeper']>;

/** The save path once loaded, for every element on the page (a second one does not wait for it). */
let loaded: SavePath | undefined;
let loading: Promise<SavePath> | undefined;

/** Loads the save path once; a failed load is tried again on the next call. */
function loadSavePath(): Promise<SavePath> {
  loading ??= import('./save-path.ts').then(
    (m) => (loaded = m),
    (e: unknown) => {
      loading = undefined;
      throw e;
    },
  );
  return loading;
}

/**
 * Saves the draft of <install-config>: one save at a time (a second call gets the running one),
 * ic-before-save (cancelable) and ic-saved on the host, an abort for Discard, and the outcome kept
 * for the host to render. Failures reject with the typed error after `onError` was told. The
 * request and what its answer means are the save path's chunk, loaded at the first edit (`want`);
 * a save that starts before it arrived waits for it.
 */
export class SaveController implements ReactiveController {
  saving = false;
  outcome?: SaveOutcome;
  #run?: Promise<Installation | undefined>;
  #abort?: AbortController;
  #refused = new WeakMap<SaveOutcome, FieldRowIssue[]>();
  #wanted = false;

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

  /** Loads the save path the first time it is wanted (the first edit); a failed load waits for a save. */
  want(): void {
    if (this.#wanted) return;
    this.#wanted = true;
    // rendered again once loaded: what the chunk adds (the kept edits' offer) shows
    loadSavePath().then(
      () => this.host.requestUpdate(),
      () => undefined,
    );
  }

  /**
   * Loads the save path now, for what cannot wait for a save: a reload that rebases unsaved edits
   * (draft.rebase() comes with it, from config/rebase.ts). Rejects when the chunk does not arrive.
   */
  load(): Promise<SavePath> {
    return loadSavePath();
  }

  /** The save path, once loaded. */
  get path(): SavePath | undefined {
    return loaded;
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
    // a 422 is an answer, so the save path is loaded
    if (!rows)
      this.#refused.set(
        outcome,
        (rows = this.path!.fieldIssuesOfProblem(outcome.error.problem, fieldNames).rows),
      );
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
    let sent;
    try {
      sent = await (loaded ?? (await loadSavePath())).send(client, ref, draft, patch, abort.signal);
    } catch (error) {
      // only loading the save path throws (its chunk did not arrive): a save to retry
      sent = {kind: 'failed', error} as const;
    }
    this.saving = false;
    if (abort.signal.aborted) {
      this.host.requestUpdate();
      return undefined;
    }
    if (sent.kind === 'saved') {
      await this.#show({kind: 'saved', count, after: draft.changeList(), later: sent.later});
      this.host.dispatchEvent(new IcSavedEvent({installation: sent.installation, patch: sent.patch}));
      return sent.installation;
    }
    await this.#show(sent);
    const conflicts = sent.kind === 'conflict' ? {conflicts: sent.conflicts} : {};
    this.onError({phase: 'save', error: sent.error, ...conflicts});
    throw sent.error;
  }

  /** Shows `outcome`; resolves once it is rendered. */
  #show(outcome: SaveOutcome | undefined): Promise<boolean> {
    this.outcome = outcome;
    this.host.requestUpdate();
    return this.host.updateComplete;
  }
}
