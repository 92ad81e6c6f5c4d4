import {ContextProvider} from '@lit/context';
import {Task, TaskStatus, initialState} from '@lit/task';
import {LitElement, html, nothing} from 'lit';
import {property, state} from '../property.ts';
import type {Client, ConfigClient, GetToken} from '../../api/client.ts';
import type {FetchLike} from '../../api/http.ts';
import {invalid} from '../../contract/invalid.ts';
import type {
  FieldSettingsInput,
  Installation,
  Manifest,
  ManifestIntegration,
  UpdateInstallationRequest,
} from '../../contract/schemas.ts';
import {ConfigDraft, sealedPatch, type DraftChange} from '../../config/draft.ts';
import {configContext, objectLabel, withWords, type ConfigStore} from '../context.ts';
import {DraftListener} from '../controllers/draft-listener.ts';
import {NotReadyError} from '../errors.ts';
import {IcChangeEvent, IcErrorEvent, IcReadyEvent} from '../events.ts';
import {
  defaultEditsSettled,
  defaultEditsWait,
  type FieldsInput,
} from '../field-settings-editor/field-settings-editor.ts';
import {StringsController, wordsFor, type BuilderNames, type BuilderWords, type Strings} from '../strings.ts';
import type {ReviewNames} from '../../config/describe.ts';
import {themeStyles} from '../theme.styles.ts';
import {loadFailed} from '../why.ts';
import {actionsBar, announcement, problemOf} from './actions.ts';
import type {DisplayNames} from './conflict-notice.ts';
import {FieldsController} from './fields-controller.ts';
import {providerHeader} from './header.ts';
import {manifestFor, ownClient} from './loading.ts';
import {openObject} from './open-object.ts';
import type {FieldSettingsEditor} from '../field-settings-editor/field-settings-editor.ts';
import type {FieldMappingEditor} from '../field-mapping-editor/field-mapping-editor.ts';
import {KeepFocusController} from '../controllers/keep-focus.ts';
import {LeaveGuardController} from '../controllers/leave-guard.ts';
import {LazyFeature} from '../controllers/lazy-feature.ts';
import {SaveController, type Keeper} from './save-controller.ts';
import {loadReadFieldsEditor, mappingSection, readObjectNames} from './mapping-section.ts';
import type {MappingInputs} from '../../contract/read-mappings.ts';
import {parseSections, type Section} from './sections.ts';
import {SetupCheck, setupMissing} from './setup-check.ts';
import {FormValidity} from './validity.ts';
import {styles} from './install-config.styles.ts';
import {writeSection} from './write-section.ts';
import {keptPlace} from './kept-place.ts';
import {readSummaryText} from '../read-fields-editor/read-fields-summary.ts';
import type {FirstRun} from './first-run/first-run.ts';
import type {Lifecycle} from './lifecycle.ts';

type FirstRunChunk = typeof import('./first-run/first-run.ts');

/** A loading placeholder: the form's while it loads, the picker's while its chunk does. */
const skeletonBlock = html`<span class="skeleton block"></span>`;

const pickerDefined = () => !!customElements.get('write-object-picker');

/** What the load task gives: the first API round's answers, and whom they are for. */
interface Answers {
  client: ConfigClient;
  ids: {projectIdOrName: string; integrationId: string};
  groupRef: string | undefined;
  manifest: ManifestIntegration;
  /** Undefined: the group has none, a first run (its chunk loaded). */
  installation: Installation | undefined;
  firstRun: FirstRunChunk | undefined;
}

/** A load taken in: its client and manifest, and the draft built on its installation. */
interface Loaded {
  client: ConfigClient;
  manifest: ManifestIntegration;
  draft: ConfigDraft;
}

// The chunks' loaders, at module level: TypeScript's legacy decorators leave a dynamic import in a
// field initializer with its `.ts` specifier in the npm build (rewriteRelativeImportExtensions
// misses it), which no bundler resolves.
const loadFormExtras = () => import('./form-extras.ts');
const loadPicker = () => import('../../define/write-object-picker.ts');
const loadReview = () => import('./review/review-step.ts');
const loadMappingEditor = () => import('../../define/field-mapping-editor.ts');
const loadGuided = () => import('./guided/guided.ts');
const loadUninstall = () => import('./uninstall/uninstall.ts');
const loadFirstRun = () => import('./first-run/first-run.ts');

/**
 * Loads an integration installation and lets the customer choose the objects it writes and
 * how each field is written, then saves the change. Shows the provider, a
 * `<write-object-picker>` and a `<field-settings-editor>` for the object being edited.
 *
 * @summary Configure and save an integration installation.
 *
 * @fires {IcReadyEvent} ic-ready - The installation loaded; the methods work from now on (a lifecycle event).
 * @fires {IcChangeEvent} ic-change - An edit, from the UI or a method call.
 * @fires {IcBeforeSaveEvent} ic-before-save - Before saving, with the exact patch; cancelable.
 * @fires {IcSavedEvent} ic-saved - The service stored the change.
 * @fires {IcErrorEvent} ic-error - Loading, loading an object's fields, or saving failed; edits are kept. Also
 *   (phase `config`, once) when neither `getToken` (with `base-url`) nor `client` is set shortly after connecting.
 * @fires {IcReconnectEvent} ic-reconnect - Reconnect was pressed in the connection panel, or Connect in a first run whose
 *   group has no connection; cancelable.
 * @fires {IcBeforeInstallEvent} ic-before-install - Before Install creates the installation, with the exact body; cancelable.
 * @fires {IcInstalledEvent} ic-installed - The service created the installation; the form edits it from now on.
 * @fires {IcBeforeUninstallEvent} ic-before-uninstall - Before the installation is deleted; cancelable.
 * @fires {IcUninstalledEvent} ic-uninstalled - The service deleted the installation; the first run shows again.
 *
 * @csspart base - The wrapper.
 * @csspart header - The provider's name: its wordmark logo, or an icon or monogram beside the name.
 * @csspart logo - The provider's logo (or its fallback).
 * @csspart picker - The inner `<write-object-picker>`.
 * @csspart editor - The inner `<field-settings-editor>`.
 * @csspart mappings - The read field mapping section: a `<field-mapping-editor>` per read object.
 * @csspart mapping-editor - Each inner `<field-mapping-editor>`.
 * @csspart switches - The subscribe and proxy switches (where the provider supports them).
 * @csspart deletion - The open write object's "Allow deleting records" switch and its sentence (where the
 *   provider supports deletes).
 * @csspart runs-now - Under each subscribe switch, what runs now for that object (read, live updates, write).
 * @csspart connection - The inner `<connection-status>`: the connection's health, with Reconnect.
 * @csspart save-button - Save; reads Retry after a failed save (one action, disabled while input is invalid).
 * @csspart reset-button - Discard changes (says how many).
 * @csspart undo-button - Undo, after Discard: brings the discarded changes back.
 * @csspart invalid-button - "Fields with invalid settings: N": goes to the first of them.
 * @csspart retry-button - Retry after a failed load.
 * @csspart actions - The bar with the notice, the unsaved count and the buttons; it sticks to the bottom of the view.
 * @csspart saved - The confirmation of the last save, shown until the next edit.
 * @csspart notice - A failed save (error) or a 409 that merged (info), in the actions bar beside Save so it is in view.
 * @csspart dismiss-button - Closes the notice (until the next save's outcome).
 * @csspart restore-button - Restore, in the notice that offers unsaved edits from an earlier visit (`persist`).
 * @csspart restore-discard-button - Discard, in that notice: the earlier edits are dropped.
 * @csspart status - The screen-reader announcement of the last save.
 * @csspart object - Exported from the picker: one object's entry (also `reason`, and a long list's
 *   `search`, `all-button`, `none-button`).
 * @csspart row - Exported from the editor: one field's row (also `filter`, `table`, `mark`,
 *   `clear-button`, `preview-button`, `preview`, `sample-button`, `test-write-button`, and the bulk edit's
 *   `bulk-button`, `bulk`, `select`, `select-all`, `bulk-preset`, `bulk-undo`).
 * @csspart label - Exported from the picker and the editor: an object's or a field's name.
 * @csspart input - Exported from the picker and the editor: each checkbox and each row control.
 * @csspart help - Exported from the picker and the editor: "What do these mean?" and its help.
 * @csspart suggestion - Exported from each mapping editor (as are its `heading`, `warnings`,
 *   `accept-button`, `reject-button`, `accept-all-button`, `start-reading-button`, and `table`, `row`,
 *   `label`, `mark`, `input`, `clear-button` as the editor's are).
 * @csspart mapping-notice - Exported from each mapping editor: what the service refused for its object.
 * @csspart review - The review before Save (`review`): the pending changes in words.
 * @csspart review-back - The review's Back: keeps every edit (Escape does the same).
 * @csspart review-confirm - The review's Confirm: saves.
 * @csspart steps - Guided mode: the steps, numbered, the current one marked.
 * @csspart step-title - Guided mode: "Step 2 of 5: Fields to read", focused on Back and Next.
 * @csspart back-button - Guided mode: Back to the step before (every answer kept).
 * @csspart next-button - Guided mode: Next, on every step but the last (which has Save).
 * @csspart first-run - A first run's line above the form (no installation yet).
 * @csspart install-button - Install, where Save is in a first run.
 * @csspart not-connected - A first run whose group has no connection: says so, with `connect-button`.
 * @csspart connect-button - Connect, in the not-connected notice: fires `ic-reconnect`.
 * @csspart danger-zone - With `allow-uninstall`: the section with `uninstall-button` at the end of the form.
 * @csspart uninstall-button - Uninstall: opens the confirmation.
 * @csspart uninstall-dialog - The confirmation (a modal dialog) naming the integration and what stops.
 * @csspart uninstall-cancel - The confirmation's Cancel (Escape does the same).
 * @csspart uninstall-confirm - The confirmation's Uninstall.
 *
 * @cssprop [--ic-padding=1rem] - Padding around the content.
 * @cssprop [--ic-logo-size=2.5rem] - Size of the provider logo.
 * @cssprop [--ic-editor-height=30rem] - Height of the field table.
 * @cssprop [--ic-background=#ffffff] - Background (dark: #16191d).
 * @cssprop [--ic-color=#1b1f24] - Text colour (dark: #e8eaed).
 * @cssprop [--ic-muted-color=#555d66] - Secondary text (dark: #b0b7bf).
 * @cssprop [--ic-border-color=#8a939c] - Borders (dark: #7b848d).
 * @cssprop [--ic-surface=#f3f5f7] - Panels and buttons (dark: #22272d).
 * @cssprop [--ic-accent=#0b57d0] - Save button and accents (dark: #8ab4f8).
 * @cssprop [--ic-accent-dark] - The dark theme's accent (unset: `--ic-accent`, lifted where it is text).
 * @cssprop [--ic-accent-contrast] - Label on a filled accent, both themes (unset: black or white, whichever reads at 4.5:1).
 * @cssprop [--ic-danger=#b3261e] - Errors (dark: #f2b8b5).
 * @cssprop [--ic-success=#146c2e] - The saved confirmation (dark: #8fd7a0).
 * @cssprop [--ic-focus-ring=#0b57d0] - Focus outline (dark: #8ab4f8).
 * @cssprop [--ic-skeleton=#e3e7eb] - Loading placeholders (dark: #2f353c).
 * @cssprop [--ic-radius=4px] - Corner radius.
 * @cssprop [--ic-font=400 1rem/1.5 system-ui, …, sans-serif] - Font (shorthand); for the page's font, put `font: inherit` on the element.
 */
export class InstallConfig extends LitElement {
  static override styles = [themeStyles, styles];

  /** Project id or name. */
  @property() project = '';
  /** Integration id (or name). */
  @property() integration = '';
  /**
   * Installation id. Unset (with `group-ref`): the group's installation of the integration, else a
   * first run that installs it.
   */
  @property() installation = '';
  /** The connection a first run installs with (unset: the group's default connection). */
  @property({attribute: 'connection-id'}) connectionId: string | undefined;
  /** Offer Uninstall at the end of the form (opt-in), behind a confirmation. */
  @property({type: Boolean, attribute: 'allow-uninstall'}) allowUninstall = false;
  @property({attribute: 'group-ref'}) groupRef: string | undefined;
  @property({attribute: 'consumer-ref'}) consumerRef: string | undefined;
  /** API address including `/v1`. */
  @property({attribute: 'base-url'}) baseUrl: string | undefined;
  /** `light` or `dark`; unset follows `prefers-color-scheme`. */
  @property({reflect: true}) theme: 'light' | 'dark' | undefined;
  /**
   * The language to speak (a BCP 47 tag such as `fr` or `pt-BR`), for hosts that set it in code;
   * unset uses the closest `lang`. A regional tag falls back to its language, an unknown one to English.
   */
  @property() locale: string | undefined;
  /** Ask before the page unloads while there are unsaved edits or a save is running (opt-in). */
  @property({type: Boolean, attribute: 'confirm-leave'}) confirmLeave = false;
  /**
   * Where unsaved edits are kept so that a reload offers them back: `session` (unset:
   * sessionStorage, per tab), `local` (localStorage) or `none`. Kept per installation, as edits
   * (never the installation, a token or a credential), until saved or discarded.
   */
  @property() persist: 'session' | 'local' | 'none' | undefined;
  /**
   * Save first shows the pending changes in words, with Back and Confirm; in a first run, Install
   * shows what installing sets up (opt-in; `save()` and `install()` do not ask).
   */
  @property({type: Boolean}) review = false;
  /**
   * `guided`: the form as steps over the same draft (objects, fields to read, field mappings, write
   * settings, then the review with Save), with Back and Next; a step with nothing to do for this
   * manifest is skipped. Unset: one page.
   */
  @property() mode: 'guided' | undefined;
  /**
   * The sections shown, space-separated: `connection write mapping subscribe proxy` (unset: all).
   * A hidden section is not rendered, so the customer cannot change it; the host still can.
   */
  @property() sections: string | undefined;
  /** Everything shown, nothing editable, no Save. */
  @property({type: Boolean, reflect: true}) readonly = false;
  /** Mints a JWT for `{projectIdOrName, groupRef, consumerRef}` (the host's backend). */
  @property({attribute: false}) getToken: GetToken | undefined;
  /**
   * The fetch the element's own client sends with (unset: the page's); `preload()` sets it to hand
   * over the requests it started before the bundle loaded (docs/cold-load.md).
   */
  @property({attribute: false}) fetch: FetchLike | undefined;
  /** A ready client; when set, `base-url` and `getToken` are not used. */
  @property({attribute: false}) client: Client | undefined;
  /** The manifest (whole, or the one integration); when set, the integration is not fetched. */
  @property({attribute: false}) manifest: Manifest | ManifestIntegration | undefined;
  /** Fields by object name; an object listed here is not fetched. */
  @property({attribute: false}) fields: Readonly<Record<string, FieldsInput>> | undefined;
  /** Overrides of the UI text, by key (passed on to the inner elements). */
  @property({attribute: false}) strings: Partial<Strings> | undefined;
  /**
   * The builder's own words per language (`{de: {objects: {contacts: 'Kontakte'}}}`): display
   * names of objects, fields and mapping targets and the targets' prompts, shown wherever the
   * manifest's or the provider's would be. The language's entry, else its base language's
   * (`de-CH` -> `de`); what is missing shows as the manifest names it.
   */
  @property({attribute: false}) names: BuilderNames | undefined;
  /**
   * The host's read mapping targets, by object name (published `dynamicMappingsInput` entries);
   * saved into the read object with its next mapping edit.
   */
  @property({attribute: false}) mappings: MappingInputs | undefined;
  /** The object open in the editor (when switched on). */
  @state() private _selected = '';
  /** The provider whose logo failed to load (the monogram shows instead). */
  @state() private _logoFailed: unknown;
  /** The change list right after Discard: Undo is offered until the draft changes again. */
  @state() private _discarded: readonly DraftChange[] | undefined;
  /** Save was pressed with `review`: the review shows until Back, Confirm or the next edit. */
  @state() private _reviewing = false;
  /** The save outcome whose notice the customer closed. */
  @state() private _dismissed: unknown;
  /** Whose notice is newest, the save's (beside Save) or a failed load's (above the form): one shows. */
  #newest: 'save' | 'load' | undefined;

  #t = new StringsController(this);
  #store = new ContextProvider(this, {
    context: configContext,
    initialValue: {
      fields: {},
      state: {saving: false},
      reloadFields: (name) => this.#fields.reload(name),
      rowsInView: (names) => this.#asks() && this.#fields.queue(names),
    },
  });
  #fields = new FieldsController(this, {error: (error) => this.#fail({phase: 'fields', error})});
  #saver = new SaveController(this, (detail) => this.#fail(detail));
  // any edit (or rebase) ends a review of what was pending before it
  #draftListener = new DraftListener(this, () => (this._reviewing = false));
  /** Keeps unsaved edits across reloads (the save path's chunk), once loaded. */
  #keeper?: Keeper;
  /** Invalid rows and typing, as the editor reports them, beside what the draft breaks. */
  #validity = new FormValidity(this, () => ({
    draft: this.draft,
    enabled: this.#objects().enabled,
    field: this.#fields.field,
  }));
  #ownClient = ownClient();
  /**
   * Stands in for a `getToken` accessor that throws when read: it reads it again when a token is
   * needed, so the throw becomes a token failure (notice, Retry, ic-error), never a failed update
   * and a blank element; one function, so the client is not made again on every update.
   */
  #rereadToken: GetToken = (scope) => this.getToken!(scope);

  /** `getToken` as the client takes it (see #rereadToken). */
  #tokenFunction(): GetToken | undefined {
    try {
      return this.getToken;
    } catch {
      return this.#rereadToken;
    }
  }
  #setup = new SetupCheck(this, (error) => this.#fail({phase: 'config', error}));
  // features loaded when first shown, each a chunk with its own words
  /** The switches, the connection panel and the deletion switch: one chunk, loaded once any shows. */
  #extrasChunk = new LazyFeature(this, loadFormExtras);
  /** The object picker (first-screen code, a chunk of its own in the script-tag bundle). */
  #pickerChunk = new LazyFeature(this, loadPicker);
  /** The review step's chunk (loaded on the first Save with `review`). */
  #review = new LazyFeature(this, loadReview);
  /** Guided mode's chunk (loaded with `mode="guided"`). */
  #guided = new LazyFeature(this, loadGuided);
  /** Defines <field-mapping-editor>; a chunk that did not arrive is ic-error (phase `fields`). */
  #mappingChunk = new LazyFeature(this, loadMappingEditor, (error) => this.#fail({phase: 'fields', error}));
  #shown: {value: string | undefined; sections: ReadonlySet<Section>} = {
    value: undefined,
    sections: parseSections(undefined),
  };
  /** The first run, while the group has no installation (its chunk's state). */
  #run?: FirstRun;
  /** The uninstall action's chunk (loaded with `allow-uninstall`). */
  #uninstallChunk = new LazyFeature(this, loadUninstall);
  /** What the first-run and uninstall chunks reach of the element. */
  #lifecycle: Lifecycle = {
    t: this.#t,
    fields: this.#fields,
    loaded: () => this.#loaded,
    provider: () => this.#provider.value,
    fail: (detail) => this.#fail(detail),
    checked: () => this.#checkedDraft('install'),
    reload: () => void this.#load.run(),
    edit: (draft, run) => {
      this.#run = run;
      this.#draftListener.draft = draft;
      this.#loaded = {...this.#loaded!, draft};
      this.requestUpdate();
    },
  };
  /** The last load that completed (a failed reload keeps it: the form and its edits stay in view). */
  #loaded?: Loaded;
  /** Resolves `ready` for callers that asked before the first load completed. */
  #loadedOnce!: (draft: ConfigDraft) => void;
  #firstLoad = new Promise<ConfigDraft>((resolve) => (this.#loadedOnce = resolve));

  /** Round one: the installation and the integration together (#adopt builds the draft on them). */
  #load = new Task(this, {
    args: () =>
      [
        this.client ??
          this.#ownClient({
            baseUrl: this.baseUrl,
            getToken: this.#tokenFunction(),
            groupRef: this.groupRef,
            consumerRef: this.consumerRef,
            fetch: this.fetch,
          }),
        this.project,
        this.integration,
        this.installation,
        this.manifest,
        this.groupRef,
      ] as const,
    task: async ([client, project, integration, installation, manifest, groupRef], {signal}) => {
      if (!client || !project || !integration || !(installation || groupRef)) return initialState;
      const ids = {projectIdOrName: project, integrationId: integration};
      const [entry, inst] = await Promise.all([
        manifestFor(client, ids, manifest, signal),
        // without an id, the group's installation; none: a first run
        installation
          ? client.getInstallation({...ids, installationId: installation}, {signal})
          : client.listInstallations({...ids, groupRef}, {signal}).then((list) => list[0]),
      ]);
      // Unsaved edits are rebased onto the reload (#draftOn): rebase() comes with the save path's
      // chunk, asked for at the first edit, so the answers wait for it when it is late.
      if (this.#rebases(inst)) await this.#saver.load();
      signal.throwIfAborted();
      // a first run: its chunk, loaded before the answers are taken in
      const firstRun = inst ? undefined : await loadFirstRun();
      signal.throwIfAborted();
      return {client, ids, groupRef, manifest: entry, installation: inst, firstRun};
    },
    onComplete: (answers) => this.#adopt(answers),
    onError: (error) => this.#failLoad(error),
  });

  /** Round two: the provider, for the header, once a load is taken in; the form does not wait for it. */
  #provider = new Task(this, {
    args: () => [this.#loaded?.client, this.#loaded?.manifest.provider] as const,
    task: async ([client, name], {signal}) =>
      client && name ? client.getProvider(name, {signal}) : initialState,
    onError: (error) => this.#failLoad(error),
  });

  constructor() {
    super();
    // Save or Discard disabling itself under the keyboard would drop focus to the page: keep it in the bar.
    new KeepFocusController(this, '.actions');
    new LeaveGuardController(
      this,
      () => this.confirmLeave && (!!this.draft?.isDirty || this.#validity.typing || this.#saver.saving),
    );
  }

  override connectedCallback(): void {
    super.connectedCallback();
    // The load (and so the token request) starts now, not on the first update: the same check of
    // its arguments that the update makes, which then finds them unchanged.
    if (this.#load.status === TaskStatus.INITIAL) void this.#load.run();
    // the picker's chunk goes out beside those requests, so the form does not wait for it after them
    this.#wantPicker();
  }

  /** Asks for the picker's chunk when the write section shows and no entry defined the tag yet. */
  #wantPicker(): void {
    if (this.#shows('write') && !pickerDefined()) this.#pickerChunk.want();
  }

  // ------------------------------------------------------------------ public API

  /** The draft being edited (undefined until the installation has loaded). */
  get draft(): ConfigDraft | undefined {
    return this.#loaded?.draft;
  }

  /**
   * Resolves with the draft once the installation has loaded; the methods work from then on. A
   * failed load does not reject it: it waits through Retry (failures come as `ic-error`).
   */
  get ready(): Promise<ConfigDraft> {
    return this.draft ? Promise.resolve(this.draft) : this.#firstLoad;
  }

  /**
   * Sets one field's settings, checked by the same rule as the UI (undefined or `{}` = default
   * behaviour), and returns the patch Save will send. Throws ValidationError and changes nothing
   * when the settings break it.
   */
  setFieldSettings(
    objectName: string,
    fieldName: string,
    settings: FieldSettingsInput | undefined,
  ): UpdateInstallationRequest {
    const draft = this.#requireDraft('setFieldSettings');
    if (typeof objectName !== 'string' || !objectName) {
      throw invalid('objectName', 'must be a non-empty string', 'Invalid field settings');
    }
    // with the object's loaded fields the draft checks the field-rule table too
    const f = this.#fields.fields[objectName];
    const object = draft.writeObject(objectName);
    if (f?.status === 'loaded') object.setFields(f.fields);
    object.setFieldSettings(fieldName, settings);
    this.#afterUpdate(
      () =>
        new IcChangeEvent({
          kind: 'field',
          objectName,
          fieldName,
          settings: object.getFieldSettings(fieldName),
        }),
    );
    return draft.buildPatch();
  }

  /**
   * Maps a read object's `target` to `providerField` (undefined removes the mapping), checked by
   * the same rule as the UI, and returns the patch Save will send. Throws ValidationError and
   * changes nothing when the field is not one of the object's or is mapped to another target.
   */
  setFieldMapping(
    objectName: string,
    target: string,
    providerField: string | undefined,
  ): UpdateInstallationRequest {
    const draft = this.#requireDraft('setFieldMapping');
    if (typeof objectName !== 'string' || !objectName)
      throw invalid('objectName', 'must be a non-empty string', 'Invalid field mapping');
    const read = draft.readObject(objectName).setTargets(this.mappings?.[objectName]);
    const f = this.#fields.fields[objectName];
    if (f?.status === 'loaded') read.setFields(f.fields);
    read.setFieldMapping(target, providerField);
    this.#afterUpdate(() => new IcChangeEvent({kind: 'mapping', objectName, target, providerField}));
    return draft.buildPatch();
  }

  /**
   * Gives the installation another connection of its group (after the host's own reconnect) and
   * returns the patch Save will send (mask `connectionId`). Throws ValidationError for an empty id.
   */
  setConnectionId(connectionId: string): UpdateInstallationRequest {
    const draft = this.#requireDraft('setConnectionId');
    draft.setConnectionId(connectionId);
    this.#afterUpdate(() => new IcChangeEvent({kind: 'connection', connectionId}));
    return draft.buildPatch();
  }

  /**
   * The exact body Save would send: `{updateMask, installation}`, only what changed. Throws
   * ValidationError while any input breaks a rule (Save is blocked then too).
   */
  buildPatch(): UpdateInstallationRequest {
    return this.#checkedDraft('buildPatch').buildPatch();
  }

  /**
   * Saves the draft. Resolves with the stored installation, or undefined when nothing changed or
   * an `ic-before-save` listener cancelled; rejects with the typed error after announcing it
   * (edits are kept). A call while saving returns the running save.
   */
  save(): Promise<Installation | undefined> {
    // a default changed in an editor but waiting for its parsing (default-edit.ts) is part of it
    if (defaultEditsWait()) return defaultEditsSettled().then(() => this.save());
    return this.#saver.save(() => {
      const draft = this.#checkedDraft('save');
      const {project, integration} = this;
      const installationId = draft.baseline.id || this.installation;
      const ref = {projectIdOrName: project, integrationId: integration, installationId};
      // the draft's own frozen patch: checked once, by the draft, not again by the client
      return {client: this.#loaded!.client, ref, draft, patch: sealedPatch(draft)};
    });
  }

  /**
   * Installs the integration for the group (what Install does in a first run): ic-before-install
   * (cancelable), the create request, ic-installed; the element edits the new installation from then
   * on. Resolves with it, or undefined when a listener cancelled; rejects with the typed error
   * after announcing it (a NotReadyError when no first run is shown).
   */
  install(): Promise<Installation | undefined> {
    return this.#run?.install() ?? Promise.reject(new NotReadyError('install'));
  }

  /**
   * Uninstalls (what Uninstall's confirmation does; no confirmation asked): ic-before-uninstall
   * (cancelable), the delete request, ic-uninstalled; the element then offers the first run again.
   * Resolves true once uninstalled, false when a listener cancelled; rejects with the typed error.
   */
  async uninstall(): Promise<boolean> {
    return (await loadUninstall()).uninstaller(this, this.#lifecycle).uninstall();
  }

  /** Drops every edit (and any invalid input) and goes back to the loaded installation; stops a running save. */
  reset(): void {
    const draft = this.#requireDraft('reset');
    const had = draft.isDirty;
    this.#saver.abort();
    // the editor drops the input it holds on the draft's reset event
    draft.reset();
    this._discarded = had ? draft.changeList() : undefined;
    this.#afterUpdate(() => new IcChangeEvent({kind: 'reset'}));
  }

  // ------------------------------------------------------------------ loading

  /**
   * Takes in a completed load. Round two goes out first: the open object's fields (the first
   * switched-on object, unless the customer chose one) now, the provider on the update this asks
   * for (its task's arguments are the load taken in). Then the draft, the `ready` promise and ic-ready.
   */
  #adopt({client, ids, groupRef, manifest, installation, firstRun}: Answers): void {
    this.#fields.use({client, ...ids, groupRef, given: () => this.fields});
    const draft = installation
      ? this.#draftOn(installation)
      : (this.#run = new firstRun!.FirstRun(this, this.#lifecycle, client, manifest)).draft;
    const open = openObject(manifest, draft.baseline, this._selected);
    if (open && this.#asks()) this.#fields.ensure([open]);
    // the read targets, new read objects and the cross-section checks come from the manifest
    draft.setManifest(manifest);
    this.#draftListener.draft = draft;
    this.#loaded = {client, manifest, draft};
    this.#loadedOnce(draft);
    void this.#afterUpdate(() => new IcReadyEvent({installation: draft.baseline}));
  }

  /** The draft on a loaded installation: a reload of the same one keeps the edits on top of it. */
  #draftOn(installation: Installation): ConfigDraft {
    const previous = this.draft;
    if (previous && this.#rebases(installation)) {
      // rebase() is not in the entry: it comes with the save path, which the load waited for
      previous.rebase(installation);
      return previous;
    }
    this._discarded = undefined;
    return ConfigDraft.from(installation);
  }

  /** Whether the draft has edits to keep on top of `installation` (a reload of its installation). */
  #rebases(installation: Installation | undefined): boolean {
    return !!this.draft?.isDirty && this.draft.baseline.id === installation?.id;
  }

  /** The switched-on objects in manifest order, and the one open in the editor. */
  #objects(manifest = this.#loaded?.manifest, draft = this.draft): {enabled: string[]; selected: string} {
    const names = (manifest?.write?.objects ?? []).map((o) => o.objectName);
    const enabled = draft ? names.filter((n) => draft.writeObject(n).isEnabled) : [];
    return {enabled, selected: enabled.includes(this._selected) ? this._selected : (enabled[0] ?? '')};
  }

  /** The save outcome whose notice was last brought into view. */
  #noticed: unknown;

  /**
   * A new notice of Save: on a phone it sits in the flow above the bar, brought into view (wide, it
   * sticks to the view with the bar, where this scrolls nothing).
   */
  #showNotice(): void {
    const outcome = this.#saver.outcome;
    if (outcome === this.#noticed) return;
    this.#noticed = outcome;
    this.renderRoot.querySelector('.end > .notice')?.scrollIntoView({block: 'nearest'});
  }

  /** Also waits for a default change an editor holds until its parsing arrives (default-edit.ts). */
  protected override async getUpdateComplete(): Promise<boolean> {
    await defaultEditsSettled();
    return super.getUpdateComplete();
  }

  protected override willUpdate(): void {
    // the object-availability rule: an object the account lacks that the customer switched on goes off again
    for (const objectName of this.draft ? this.#fields.refuseMissing(this.draft) : [])
      this.#afterUpdate(
        () => new IcChangeEvent({kind: 'object', objectName, enabled: false, inheritMapping: false}),
      );
    // The open object's fields (the cold load's second round; an object switched on by hand opens,
    // so it is checked at once). Other switched-on objects load as their picker rows come into
    // view (rowsInView), a few at a time: "select all" over 300 objects is not 300 requests.
    const {selected} = this.#objects();
    const form = this.#asks();
    if (selected && form) this.#fields.ensure([selected]);
    // the read objects' fields (none while the host hides the mapping section: a hidden section
    // costs no request); the mapping editor's chunk once its section nears the view (updated)
    const read = this.#shows('mapping') && form ? this.#readNames() : [];
    this.#fields.ensure(read);
    // after a first edit at once (updated watches its section: a request there would be an update
    // after the update)
    if (read.length && this.draft?.isDirty && this.#openObjectShown(selected)) this.#mappingChunk.want();
    // the chunks of what the form shows, started before it renders them
    this.#wantPicker();
    if (this.mode === 'guided') this.#guided.want();
    if (this.allowUninstall) this.#uninstallChunk.want();
    const extras = this.#shows('connection') || this.#showsSwitches() || (selected && this.#deletes());
    if (this.#loaded && extras) this.#extrasChunk.want();
    // the save path (a chunk of its own) from the first edit on, so Save does not wait for it
    if (this.draft?.isDirty || this.#validity.typing) this.#saver.want();
    this.#keep();
    this.#share();
  }

  /**
   * The mapping editor (a chunk of its own) once there is an object to map and the open object's
   * rows are usable: when its section nears the view, or the customer focuses the form or makes a
   * first edit. Below the first screen, it is not part of it.
   */
  protected override updated(): void {
    this.#showNotice();
    const section = this.renderRoot.querySelector('section.mappings');
    if (section && this.#openObjectShown(this.#objects().selected)) this.#mappingChunk.wantNear(section);
  }

  /**
   * Whether the first screen is usable: the open object's fields have answered (or there is none
   * to show). What it does not need, the mapping editor below it, loads from then on.
   */
  #openObjectShown(selected: string): boolean {
    if (!this.#loaded) return false;
    if (!selected || !this.#shows('write')) return true;
    const status = this.#fields.fields[selected]?.status;
    return !!status && status !== 'loading';
  }

  /** Whether the account's objects may be asked for: in a first run, once the group's connection is known. */
  #asks(): boolean {
    return this.#run?.connected ?? true;
  }

  #readNames(): string[] {
    return this.#loaded ? readObjectNames(this.#loaded.manifest, this.draft) : [];
  }

  /**
   * Unsaved edits kept across reloads (`persist`): the save path's chunk stores them and offers
   * back what an earlier visit left; until it loads, a look at storage decides whether to load it.
   */
  #keep(): void {
    const path = this.#saver.path;
    const place = path ? undefined : keptPlace(this);
    if (path) (this.#keeper ??= new path.Keeper(this)).use(this);
    else if (place?.store.getItem(place.key)) this.#saver.want();
  }

  /** Shares the store with the elements inside when a part of it changed (one notification). */
  #share(): void {
    const old = this.#store.value!;
    const next: ConfigStore = {
      ...old,
      draft: this.draft,
      manifest: this.#loaded?.manifest,
      provider: this.#provider.value,
      fields: withWords(this.#fields.fields, this.#words()?.fields),
      names: this.#words(),
      state: old.state.saving === this.#saver.saving ? old.state : {saving: this.#saver.saving},
    };
    const keys = ['draft', 'manifest', 'provider', 'fields', 'names', 'state'] as const;
    if (keys.some((k) => next[k] !== old[k])) this.#store.setValue(next);
  }

  /** Fires ic-error and tells the host developer the technical detail on the console. */
  #fail(detail: ConstructorParameters<typeof IcErrorEvent>[0]) {
    if (detail.phase === 'save' || detail.phase === 'load') this.#newest = detail.phase;
    // String(error): an Error reads "ApiError: 500 ..." (its name, then its message)
    console.warn(`<install-config> ${detail.phase} failed: ${String(detail.error)}`, detail.error);
    this.dispatchEvent(new IcErrorEvent(detail));
  }

  #failLoad(error: unknown) {
    // The customer reads plain words (loadFailed); the step and the detail are in the error itself.
    if ((error as Error)?.name !== 'AbortError') this.#fail({phase: 'load', error});
  }

  /** The draft; before the installation loaded, a NotReadyError naming `method`. */
  #requireDraft(method: string): ConfigDraft {
    if (!this.draft) throw new NotReadyError(method);
    return this.draft;
  }

  /** The draft, once no input breaks a rule (else the ValidationError Save would meet). */
  #checkedDraft(method: string): ConfigDraft {
    const draft = this.#requireDraft(method);
    const error = this.#validity.error();
    if (error) throw error;
    return draft;
  }

  async #afterUpdate(make: () => Event) {
    this.requestUpdate();
    await this.updateComplete;
    this.dispatchEvent(make());
  }

  // ------------------------------------------------------------------ render

  /** Objects and fields by their display names, as far as loaded. */
  #names: DisplayNames & ReviewNames = {
    object: (name) => objectLabel(this.#store.value, name),
    field: (objectName, fieldName) =>
      this.#words()?.fields?.[objectName]?.[fieldName] ??
      this.#fields.field(objectName, fieldName)?.displayName,
    target: (objectName, target) =>
      this.#words()?.targets?.[objectName]?.[target] ??
      this.draft?.readObject(objectName).targets.find((x) => x.mapToName === target)?.mapToDisplayName,
  };

  /** The host's words for the language shown. */
  #words(): BuilderWords | undefined {
    return wordsFor(this.names, this.#t.lang);
  }

  override render() {
    const loading =
      (this.#load.status === TaskStatus.INITIAL && !this.#setup.missing) ||
      this.#load.status === TaskStatus.PENDING;
    return html`<div part="base" class="base" aria-busy=${this.#saver.saving || loading}>
      ${this.#load.render({
        initial: () => (this.#setup.missing ? setupMissing(this.#setup.missing) : this.#skeleton()),
        pending: () => (this.#loaded ? this.#content(this.#loaded) : this.#skeleton()),
        // a completed load was taken in (#adopt) before its status changed
        complete: () => this.#content(this.#loaded!),
        // A failed reload of the same installation keeps the form and its edits under the notice.
        error: (error) =>
          html`${
            this.#saveNoticeShown()
              ? nothing
              : loadFailed(this.#t, this.#t.t('loadFailedTitle'), error, () => this.#load.run())
          }
          ${this.draft?.baseline.id === this.installation ? this.#content(this.#loaded!) : nothing}`,
      })}
      <p part="status" class="visually-hidden" role="status">
        ${
          this.#run?.announcement() ??
          announcement(this.#t, this.#saver.saving, this.#saver.outcome, this.#problem())
        }
      </p>
    </div>`;
  }

  #skeleton() {
    return html`<span class="visually-hidden">${this.#t.t('loading')}</span>
      <span class="skeleton title"></span>
      ${skeletonBlock} ${skeletonBlock}`;
  }

  #header() {
    const t = this.#t;
    if (this.#provider.status === TaskStatus.ERROR && !this.#saveNoticeShown())
      return loadFailed(t, t.t('providerFailedTitle'), this.#provider.error, () => this.#provider.run());
    const provider = this.#provider.value;
    return providerHeader({
      provider,
      logoFailed: !!provider && this._logoFailed === provider,
      onLogoError: () => (this._logoFailed = provider),
    });
  }

  #content({draft}: Loaded) {
    const {enabled, selected} = this.#objects();
    // a provider that cannot write: said once, no picker; Save only while something else can change
    const noWrite = this.#provider.value?.support?.write === false && !enabled.length;
    const canChange =
      !noWrite || (this.#shows('mapping') && !!this.#readNames().length) || this.#showsSwitches();
    const run = this.#run;
    // a group with no connection: what to do first (Connect), not a form it cannot fill in yet
    if (run?.waiting) return html`${this.#header()} ${run.notice()}`;
    const write = this.#shows('write') && !noWrite;
    const form = html`
      ${
        !this.#shows('write')
          ? nothing
          : noWrite
            ? html`<p class="muted">${this.#t.t('reasonNoWrite')}</p>`
            : this.#write(enabled, selected)
      }
      ${this.#shows('mapping') ? this.#mappings(draft) : nothing} ${this.#switches(draft)}
      ${this._reviewing ? this.#reviewStep(draft) : nothing}
    `;
    return html`
      ${this.#header()} ${run ? run.notice() : this.#shows('connection') ? this.#connection(draft) : nothing}
      ${
        this.mode !== 'guided'
          ? form
          : this.#guided.render(
              this.#t,
              'whyNetwork',
              (m) =>
                m.guide(this, {
                  form,
                  t: this.#t,
                  draft,
                  names: this.#reviewNames(),
                  objects: write && !!this.#loaded?.manifest.write?.objects?.length,
                  write: write && !!enabled.length,
                  read: this.#shows('mapping') ? this.#readNames() : [],
                  validity: this.#validity,
                }),
              () => skeletonBlock,
            )
      }
      ${this.allowUninstall && !run && !this.readonly ? this.#dangerZone() : nothing}
      ${this.readonly || !canChange ? nothing : run ? run.bar(this.#validity.count(), this.#reviews() ? this.#onSave : undefined) : this.#actions(draft)}
    `;
  }

  /** Uninstall, at the end of the form (its chunk loads with `allow-uninstall`). */
  #dangerZone() {
    return this.#uninstallChunk.render(this.#t, 'whyNetwork', (m) =>
      m.uninstaller(this, this.#lifecycle).render(),
    );
  }

  /** The bar with the state, Discard / Undo and Save (not in readonly mode). */
  #actions(draft: ConfigDraft) {
    return actionsBar({
      t: this.#t,
      draft,
      saving: this.#saver.saving,
      outcome: this.#saver.outcome,
      problem: this.#problem(),
      invalidCount: this.#validity.count(),
      // a default change waiting for its parsing (default-edit.ts) is on its way: Save stays on
      typing: this.#validity.typing || defaultEditsWait(),
      discarded: this._discarded,
      onReset: () => this.reset(),
      onSave: this.#onSave,
      onUndo: this.#onUndo,
      onJump: this.#onJump,
      dismissed: !this.#saveNoticeShown(),
      onDismiss: () => (this._dismissed = this.#saver.outcome),
      kept: this.#keeper?.notice(this.#t, this.#names),
    });
  }

  /** The picker, and the editor of the object chosen. */
  #write(enabled: string[], selected: string) {
    return writeSection({
      t: this.#t,
      theme: this.theme,
      strings: this.strings,
      readonly: this.readonly,
      saving: this.#saver.saving,
      enabled,
      selected,
      hasObjects: !!this.#loaded?.manifest.write?.objects?.length,
      objectLabel: this.#names.object,
      // the npm entries define the picker on import; from the script tag it is a chunk, and until
      // that is there the picker's place shows the form's own loading placeholder
      whenPickerLoaded: (picker) =>
        pickerDefined()
          ? picker()
          : this.#pickerChunk.render(this.#t, 'whyNetwork', picker, () => skeletonBlock),
      serverIssues: this.#saver.refusedRows(this.#fields.fieldNames),
      deletion: (objectName) => this.#deletion(objectName),
      onPicked: this.#onPicked,
      onObjectChosen: this.#onObjectChosen,
      onValidity: (detail) => this.#validity.report(detail),
    });
  }

  /**
   * The read field mappings: a `<field-mapping-editor>` per read object (loaded on demand), and the
   * "Fields to read" of each object read (its editor loads when the customer opens it).
   */
  #mappings(draft: ConfigDraft) {
    return mappingSection({
      names: this.#readNames(),
      targets: this.mappings,
      failures:
        (this.#saver.outcome?.kind === 'failed' &&
          this.#saver.path?.sampleFailures(this.#saver.outcome.error)) ||
        new Map(),
      theme: this.theme,
      lang: this.#t.lang,
      strings: this.strings,
      readonly: this.readonly,
      onValidity: (objectName, invalid) => this.#validity.reportMappings(objectName, invalid),
      fieldsTitle: (name) =>
        draft.readObject(name).isReading
          ? this.#t.feature(readSummaryText, 'readFieldsTitle', {object: this.#names.object!(name)!})
          : undefined,
      // a toggle closed loads nothing new: the chunk is asked for once
      onOpenFields: () => loadReadFieldsEditor().catch((error) => this.#fail({phase: 'fields', error})),
    });
  }

  /** The connection panel: `<connection-status>`, loaded as its own chunk the first time it shows. */
  #connection(draft: ConfigDraft) {
    return this.#extrasChunk.render(
      this.#t,
      'whyNetwork',
      () =>
        html`<connection-status
          part="connection"
          theme=${this.theme ?? nothing}
          lang=${this.#t.lang || nothing}
          .installation=${draft.baseline}
          .provider=${this.#provider.value}
          .strings=${this.strings}
          ?disabled=${this.#saver.saving}
          ?readonly=${this.readonly}
        ></connection-status>`,
    );
  }

  /** The subscribe and proxy switches (their chunk loads when the provider supports either). */
  #switches(draft: ConfigDraft) {
    if (!this.#showsSwitches()) return nothing;
    const subscribe = this.#shows('subscribe');
    const proxy = this.#shows('proxy');
    const outcome = this.#saver.outcome;
    return this.#extrasChunk.render(this.#t, 'whyNetwork', (chunk) =>
      chunk.switches({
        lang: this.#t.lang,
        strings: this.strings,
        draft,
        manifest: this.#loaded!.manifest,
        provider: this.#provider.value,
        subscribe,
        proxy,
        disabled: this.#saver.saving || this.readonly,
        savedLater: outcome?.kind === 'saved' && outcome.later && outcome.after === draft.changeList(),
        objectLabel: this.#names.object,
        onChange: (detail) => this.#afterUpdate(() => new IcChangeEvent(detail)),
      }),
    );
  }

  /** The open object's "Allow deleting records" switch, where the provider supports deletes. */
  #deletion(objectName: string) {
    const draft = this.draft;
    if (!draft || !this.#deletes()) return nothing;
    return this.#extrasChunk.render(this.#t, 'whyNetwork', (chunk) =>
      chunk.deletionSwitch({
        lang: this.#t.lang,
        strings: this.strings,
        draft,
        objectName,
        objectLabel: this.#names.object!(objectName)!,
        provider: this.#providerName() ?? '',
        disabled: this.#saver.saving || this.readonly,
        onChange: (detail) => this.#afterUpdate(() => new IcChangeEvent(detail)),
      }),
    );
  }

  /** The names the review's sentences use: the display names, and the provider's (deleting records names it). */
  #reviewNames(): ReviewNames {
    return {...this.#names, provider: this.#providerName()};
  }

  /** The provider's display name, as far as loaded. */
  #providerName(): string | undefined {
    const provider = this.#provider.value;
    return provider?.displayName || provider?.name;
  }

  /** Whether the provider supports deleting records (production's `support.delete`). */
  #deletes(): boolean {
    return this.#provider.value?.support?.delete === true;
  }

  /** Whether a switch shows: its section is shown and the provider supports it. */
  #showsSwitches(): boolean {
    const support = this.#provider.value?.support;
    return (this.#shows('subscribe') && !!support?.subscribe) || (this.#shows('proxy') && !!support?.proxy);
  }

  /** Whether the host shows `section` (the `sections` attribute, parsed once per value). */
  #shows(section: Section): boolean {
    if (this.#shown.value !== this.sections)
      this.#shown = {value: this.sections, sections: parseSections(this.sections)};
    return this.#shown.sections.has(section);
  }

  /** The review before Save (its chunk says what each change does, and handles Back and Confirm). */
  #reviewStep(draft: ConfigDraft) {
    const run = this.#run;
    return this.#review.render(this.#t, 'whyNetwork', (m) =>
      m.reviewStep({
        host: this,
        draft,
        names: this.#reviewNames(),
        t: this.#t,
        saving: this.#saver.saving,
        close: () => (this._reviewing = false),
        install: run && {label: run.installLabel, busy: run.installing, press: () => run.install()},
      }),
    );
  }

  /**
   * Whether the save's notice shows: not closed, and not older than a failed load's notice in view
   * (the newest outcome wins).
   */
  #saveNoticeShown(): boolean {
    const outcome = this.#saver.outcome;
    if (!outcome || this._dismissed === outcome || !this.#problem()) return false;
    const loadFailing = this.#load.status === TaskStatus.ERROR || this.#provider.status === TaskStatus.ERROR;
    return !(loadFailing && this.#newest === 'load');
  }

  #problem() {
    return problemOf(this.#t, this.#names, this.#saver.outcome, this.#saver.path);
  }

  /** An object switched on in the picker opens in the editor. */
  #onPicked = (e: IcChangeEvent) => {
    if (e.detail.kind === 'object' && e.detail.enabled) this._selected = e.detail.objectName;
  };

  #onObjectChosen = (e: Event) => {
    this._selected = (e.target as HTMLSelectElement).value;
  };

  /** Opens the object of the first field with invalid settings and focuses that field's row (else the first refused mapping). */
  #onJump = async () => {
    const first = this.#validity.fields[0];
    if (!first) return this.#jumpToMapping();
    this._selected = first.objectName;
    await this.updateComplete;
    await this.renderRoot
      .querySelector<FieldSettingsEditor>('field-settings-editor')
      ?.focusField(first.fieldName);
  };

  async #jumpToMapping() {
    const first = this.#validity.mappings[0];
    const editor = [...this.renderRoot.querySelectorAll<FieldMappingEditor>('field-mapping-editor')].find(
      (e) => e.object === first?.objectName,
    );
    await editor?.focusTarget(first!.fieldName);
  }

  #onUndo = () => {
    this.draft?.undo();
    this._discarded = undefined;
    this.#afterUpdate(() => new IcChangeEvent({kind: 'undo'}));
  };

  /** Whether Save (Install) opens the review first: guided mode's last step is the review. */
  #reviews(): boolean {
    return this.review && this.mode !== 'guided';
  }

  #onSave = () => {
    if (this.#reviews()) {
      this._reviewing = true;
      this.#review.load();
      return;
    }
    // The outcome is announced and fired as ic-saved / ic-error; nothing more to do here.
    this.save().catch(() => undefined);
  };
}
