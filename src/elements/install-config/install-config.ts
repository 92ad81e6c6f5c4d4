import {ContextProvider} from '@lit/context';
import {Task, initialState} from '@lit/task';
import {LitElement, html, nothing} from 'lit';
import {createConfigClient, type Client, type ConfigClient, type GetToken} from '../../api/client.ts';
import {ApiError, ValidationError} from '../../contract/errors.ts';
import {fieldSettingsIssues, type FieldRowIssue} from '../../contract/field-rules.ts';
import {invalid} from '../../contract/invalid.ts';
import {findIntegration} from '../../contract/manifest.ts';
import type {
  FieldMetadata,
  FieldSettings,
  Installation,
  Manifest,
  ManifestIntegration,
  ProviderLookup,
  UpdateInstallationRequest,
} from '../../contract/schemas.ts';
import {ConfigDraft, type Conflict} from '../../config/draft.ts';
import {saveDraft} from '../../config/save.ts';
import {fieldIssuesOfProblem} from '../../contract/problem-rows.ts';
import {
  configContext,
  objectLabel,
  type ConfigStore,
  type FieldsByObject,
  type ObjectFields,
} from '../context.ts';
import {
  IcBeforeSaveEvent,
  IcChangeEvent,
  IcErrorEvent,
  IcSavedEvent,
  type IcValidityEvent,
  type InvalidField,
} from '../events.ts';
import type {FieldSettingsEditor, FieldsInput} from '../field-settings-editor/field-settings-editor.ts';
import {StringsController, type StringKey, type Strings} from '../strings.ts';
import {themeStyles} from '../theme.styles.ts';
import {safeImageUrl} from '../url.ts';
import {loadFailed, whyKey} from '../why.ts';
import {conflictMessage} from './conflict-notice.ts';
import {diffViews, objectNames, viewOfDraft, viewOfInstallation, type Change} from './changes.ts';
import {styles} from './install-config.styles.ts';

interface Loaded {
  client: ConfigClient;
  manifest: ManifestIntegration;
  provider: ProviderLookup;
  installation: Installation;
}

/**
 * What to tell the customer after a save: a failure (red, Save becomes Retry when `retry`), or
 * information (a 409 that merged: someone else saved first).
 */
interface SaveProblem {
  kind: 'error' | 'info';
  title?: string;
  message: string;
  retry: boolean;
}

const isManifest = (m: Manifest | ManifestIntegration): m is Manifest =>
  Array.isArray((m as Manifest).integrations);

/**
 * Loads an integration installation and lets the customer choose the objects it writes and
 * how each field is written, then saves the change. Shows the provider, a
 * `<write-object-picker>` and a `<field-settings-editor>` for the object being edited.
 *
 * @summary Configure and save an integration installation.
 *
 * @fires {IcChangeEvent} ic-change - An edit, from the UI or a method call.
 * @fires {IcBeforeSaveEvent} ic-before-save - Before saving, with the exact patch; cancelable.
 * @fires {IcSavedEvent} ic-saved - The service stored the change.
 * @fires {IcErrorEvent} ic-error - Loading, loading an object's fields, or saving failed; edits are kept.
 *
 * @csspart base - The wrapper.
 * @csspart header - The provider's name: its wordmark logo, or an icon or monogram beside the name.
 * @csspart logo - The provider's logo (or its fallback).
 * @csspart picker - The inner `<write-object-picker>`.
 * @csspart editor - The inner `<field-settings-editor>`.
 * @csspart save-button - Save; reads Retry after a failed save (one action, disabled while input is invalid).
 * @csspart reset-button - Discard changes (says how many).
 * @csspart retry-button - Retry after a failed load.
 * @csspart actions - The bar with the notice, the unsaved count and the buttons; it sticks to the bottom of the view.
 * @csspart saved - The confirmation of the last save, shown until the next edit.
 * @csspart notice - A failed save (error) or a 409 that merged (info), in the actions bar beside Save so it is in view.
 * @csspart status - The screen-reader announcement of the last save.
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
 * @cssprop [--ic-accent-contrast=#ffffff] - Text on the accent (dark: #0b1a33).
 * @cssprop [--ic-danger=#b3261e] - Errors (dark: #f2b8b5).
 * @cssprop [--ic-success=#146c2e] - The saved confirmation (dark: #8fd7a0).
 * @cssprop [--ic-focus-ring=#0b57d0] - Focus outline (dark: #8ab4f8).
 * @cssprop [--ic-skeleton=#e3e7eb] - Loading placeholders (dark: #2f353c).
 * @cssprop [--ic-radius=4px] - Corner radius.
 * @cssprop [--ic-font=400 1rem/1.5 system-ui, …, sans-serif] - Font (shorthand); `inherit` takes the page's.
 */
export class InstallConfig extends LitElement {
  static override styles = [themeStyles, styles];

  static override properties = {
    project: {type: String},
    integration: {type: String},
    installation: {type: String},
    groupRef: {type: String, attribute: 'group-ref'},
    consumerRef: {type: String, attribute: 'consumer-ref'},
    baseUrl: {type: String, attribute: 'base-url'},
    theme: {type: String, reflect: true},
    getToken: {attribute: false},
    client: {attribute: false},
    manifest: {attribute: false},
    fields: {attribute: false},
    strings: {attribute: false},
  };

  /** Project id or name. */
  declare project: string;
  /** Integration id (or name). */
  declare integration: string;
  /** Installation id. */
  declare installation: string;
  declare groupRef: string | undefined;
  declare consumerRef: string | undefined;
  /** API address including `/v1`. */
  declare baseUrl: string | undefined;
  /** `light` or `dark`; unset follows `prefers-color-scheme`. */
  declare theme: string | undefined;
  /** Mints a JWT for `{projectIdOrName, groupRef, consumerRef}` (the host's backend). */
  declare getToken: GetToken | undefined;
  /** A ready client; when set, `base-url` and `getToken` are not used. */
  declare client: Client | undefined;
  /** The manifest (whole, or the one integration); when set, the integration is not fetched. */
  declare manifest: Manifest | ManifestIntegration | undefined;
  /** Fields by object name; an object listed here is not fetched. */
  declare fields: Readonly<Record<string, FieldsInput>> | undefined;
  /** Overrides of the UI text, by key (passed on to the inner elements). */
  declare strings: Partial<Strings> | undefined;
  // Internal state; each change asks for an update itself (no reactive properties for these).
  #selected = '';
  #saving = false;
  #problem?: SaveProblem;
  #announcement = '';
  /** The number of changes the last save stored, shown until the next edit. */
  #savedCount?: number;
  #invalid: InvalidField[] = [];
  /** What the server refused on the last save (a 422), by row, for the editor. */
  #refused?: FieldRowIssue[];
  #logoFailed = false;
  /** A default being typed in a row (not yet committed: that happens when the input is left). */
  #typing = false;

  #t = new StringsController(this);
  #store = new ContextProvider(this, {
    context: configContext,
    initialValue: {
      fields: {},
      state: {saving: false},
      reloadFields: (name: string) => this.#loadFields([name]),
    },
  });
  #ownClient?: {key: unknown[]; client: ConfigClient};
  #loaded?: Loaded;
  #draft?: ConfigDraft;
  #fieldsAbort?: AbortController;
  #saveRun?: Promise<Installation | undefined>;
  #saveAbort?: AbortController;
  #byName = new WeakMap<FieldMetadata[], Map<string, FieldMetadata>>();
  #onDraftChange = () => {
    // Any edit (and a rebase) ends the "Saved" confirmation; a save sets it right after.
    this.#savedCount = undefined;
    this.#typing = false;
    this.requestUpdate();
  };

  #load = new Task(this, {
    args: () =>
      [
        this.client,
        this.baseUrl,
        this.getToken,
        this.groupRef,
        this.consumerRef,
        this.project,
        this.integration,
        this.installation,
        this.manifest,
      ] as const,
    task: async ([, , , , , project, integration, installation, manifest], {signal}) => {
      const client = this.#client();
      if (!client || !project || !integration || !installation) return initialState;
      const ids = {projectIdOrName: project, integrationId: integration};
      const [integrationEntry, inst] = await Promise.all([
        (async () => {
          if (manifest) return isManifest(manifest) ? findIntegration(manifest, integration) : manifest;
          const content = (await client.getIntegration(ids, {signal})).latestRevision?.content;
          if (!content)
            throw invalid('latestRevision.content', 'required', 'The integration has no manifest');
          return content;
        })(),
        client.getInstallation({...ids, installationId: installation}, {signal}),
      ]);
      const provider = await client.getProvider(integrationEntry.provider, {signal});
      return {client, manifest: integrationEntry, provider, installation: inst};
    },
    onComplete: (loaded) => this.#adopt(loaded),
    onError: (error) => {
      // The customer reads plain words (loadFailed); the step and the detail are in the error itself.
      if ((error as Error)?.name !== 'AbortError') this.#fail({phase: 'load', error});
    },
  });

  constructor() {
    super();
    // Properties left unset are undefined (useDefineForClassFields is off, so `declare` adds no field).
    this.project = '';
    this.integration = '';
    this.installation = '';
  }

  override connectedCallback(): void {
    super.connectedCallback();
    this.#draft?.addEventListener('change', this.#onDraftChange);
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.#draft?.removeEventListener('change', this.#onDraftChange);
    this.#fieldsAbort?.abort();
  }

  // ------------------------------------------------------------------ public API

  /** The draft being edited (undefined until the installation has loaded). */
  get draft(): ConfigDraft | undefined {
    return this.#draft;
  }

  /**
   * Sets one field's settings, checked by the same rule as the UI (undefined or `{}` = default
   * behaviour), and returns the patch Save will send. Throws ValidationError and changes nothing
   * when the settings break it.
   */
  setFieldSettings(
    objectName: string,
    fieldName: string,
    settings: FieldSettings | undefined,
  ): UpdateInstallationRequest {
    const draft = this.#requireDraft();
    if (typeof objectName !== 'string' || !objectName) {
      throw invalid('objectName', 'must be a non-empty string', 'Invalid field settings');
    }
    // with the object's loaded fields the draft checks the field-rule table too
    const f = this.#fields[objectName];
    const object = draft.writeObject(objectName);
    if (f?.status === 'loaded') object.setFields(f.fields);
    object.setFieldSettings(fieldName, settings);
    this.#editor()?.discardInvalid(objectName, fieldName);
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
   * The exact body Save would send: `{updateMask, installation}`, only what changed. Throws
   * ValidationError while any input breaks a rule (Save is blocked then too).
   */
  buildPatch(): UpdateInstallationRequest {
    const draft = this.#requireDraft();
    const invalid = this.#invalidFields();
    if (invalid.length) {
      throw new ValidationError(
        invalid.flatMap((f) =>
          f.issues.map((i) => ({
            path: `write.objects.${f.objectName}.selectedFieldSettings.${i.path}`,
            message: i.message,
          })),
        ),
        'Invalid input',
      );
    }
    return draft.buildPatch();
  }

  /**
   * Saves the draft. Resolves with the stored installation, or undefined when nothing changed or
   * an `ic-before-save` listener cancelled; rejects with the typed error after announcing it
   * (edits are kept). A call while saving returns the running save.
   */
  save(): Promise<Installation | undefined> {
    this.#saveRun ??= this.#save().finally(() => (this.#saveRun = undefined));
    return this.#saveRun;
  }

  /** Drops every edit (and any invalid input) and goes back to the loaded installation; stops a running save. */
  reset(): void {
    const draft = this.#requireDraft();
    this.#saveAbort?.abort();
    draft.reset();
    this.#editor()?.discardInvalid();
    this.#problem = undefined;
    this.#afterUpdate(() => new IcChangeEvent({kind: 'reset'}));
  }

  // ------------------------------------------------------------------ loading

  #client(): ConfigClient | undefined {
    if (this.client) return this.client;
    if (!this.baseUrl || !this.getToken) return undefined;
    const key = [this.baseUrl, this.getToken, this.groupRef, this.consumerRef];
    if (!this.#ownClient || this.#ownClient.key.some((v, i) => v !== key[i])) {
      const client = createConfigClient({
        baseUrl: this.baseUrl,
        getToken: this.getToken,
        groupRef: this.groupRef,
        consumerRef: this.consumerRef,
      });
      this.#ownClient = {key, client};
    }
    return this.#ownClient.client;
  }

  #adopt(loaded: Loaded) {
    const previous = this.#draft;
    this.#loaded = loaded;
    // A reload of the same installation keeps the customer's edits on top of what the server has.
    if (previous && previous.isDirty && previous.baseline.id === loaded.installation.id) {
      previous.rebase(loaded.installation);
    } else {
      previous?.removeEventListener('change', this.#onDraftChange);
      this.#draft = ConfigDraft.from(loaded.installation);
      this.#draft.addEventListener('change', this.#onDraftChange);
    }
    this.#logoFailed = false;
    this.#share({manifest: loaded.manifest, provider: loaded.provider, draft: this.#draft, fields: {}});
    // Fields are fetched when an object is opened (willUpdate), not for every object now.
    this.#fieldsAbort?.abort();
    this.#fieldsAbort = undefined;
  }

  /** Shares a new store with the elements inside (one notification). */
  #share(patch: Partial<ConfigStore>) {
    this.#store.setValue({...this.#store.value!, ...patch});
  }

  get #fields(): FieldsByObject {
    return this.#store.value!.fields;
  }

  /** The manifest's write objects, by name. */
  #names(): string[] {
    return (this.#loaded?.manifest.write?.objects ?? []).map((o) => o.objectName);
  }

  /** The switched-on objects, and the one open in the editor. */
  #objects(): {enabled: string[]; selected: string} {
    const draft = this.#draft;
    const names = this.#names();
    const enabled = draft ? names.filter((n) => draft.writeObject(n).isEnabled) : [];
    return {enabled, selected: enabled.includes(this.#selected) ? this.#selected : (enabled[0] ?? '')};
  }

  protected override willUpdate(): void {
    // An object's fields are fetched when it is first needed: switched on (so its name and fields
    // can be shown) or opened; an object that stays off is never fetched.
    const have = this.#fields;
    const missing = this.#objects().enabled.filter((n) => !have[n]);
    if (missing.length) this.#loadFields(missing);
  }

  protected override updated(): void {
    // Save or Discard disabling itself under the keyboard would drop focus to the page: keep it in the bar.
    if (((this.renderRoot as ShadowRoot).activeElement as HTMLButtonElement | null)?.disabled)
      this.renderRoot.querySelector<HTMLElement>('.actions')!.focus();
  }

  /** Fires ic-error and tells the host developer the technical detail on the console. */
  #fail(detail: ConstructorParameters<typeof IcErrorEvent>[0]) {
    // String(error): an Error reads "ApiError: 500 ..." (its name, then its message)
    console.warn(`<install-config> ${detail.phase} failed: ${String(detail.error)}`, detail.error);
    this.dispatchEvent(new IcErrorEvent(detail));
  }

  #objectLabel(name: string): string {
    return objectLabel(this.#store.value, name);
  }

  /**
   * Rows that break a rule: input kept on a row (the editor's ic-validity), and settings in the
   * draft that break the field-rule table for their loaded field (a required field set to "never"
   * on create without a default), so Save is blocked before the service answers 422.
   */
  #invalidFields(): InvalidField[] {
    const draft = this.#draft;
    const out = [...this.#invalid];
    if (!draft) return out;
    for (const name of this.#objects().enabled) {
      const field = this.#field(name);
      const held = draft.baseline.config.content.write?.objects?.[name]?.selectedFieldSettings;
      // Only the fields that have settings, once the object's fields have loaded.
      for (const [fieldName, s] of Object.entries(draft.writeObject(name).fieldSettings)) {
        const f = field(fieldName);
        if (!f || out.some((x) => x.objectName === name && x.fieldName === fieldName)) continue;
        const issues = fieldSettingsIssues(f, s, held?.[fieldName] as FieldSettings | undefined);
        if (issues.length)
          out.push({
            objectName: name,
            fieldName,
            issues: issues.map((i) => ({...i, path: i.path ? `${fieldName}.${i.path}` : fieldName})),
          });
      }
    }
    return out;
  }

  /** An object's loaded field by name (undefined until its fields have loaded). */
  #field(objectName: string): (fieldName: string) => FieldMetadata | undefined {
    const f = this.#fields[objectName];
    if (f?.status !== 'loaded') return () => undefined;
    let byName = this.#byName.get(f.fields);
    if (!byName) this.#byName.set(f.fields, (byName = new Map(f.fields.map((x) => [x.fieldName, x]))));
    return (n) => byName.get(n);
  }

  /** The customer's unsaved changes (objects switched, fields changed). */
  #changes(): Change[] {
    const draft = this.#draft;
    if (!draft?.isDirty) return [];
    const names = objectNames(this.#names(), draft.baseline);
    return diffViews(viewOfInstallation(draft.baseline, names), viewOfDraft(draft, names));
  }

  /** Loads the fields of `names` (from the `fields` property or the service), each on its own. */
  #loadFields(names: string[], fresh = false) {
    const loaded = this.#loaded;
    if (!loaded) return;
    // A fresh load cancels the answers still due for the previous one.
    if (fresh || !this.#fieldsAbort) {
      this.#fieldsAbort?.abort();
      this.#fieldsAbort = new AbortController();
    }
    const signal = this.#fieldsAbort.signal;
    const set = (name: string, state: ObjectFields) => {
      if (signal.aborted) return;
      this.#share({fields: {...this.#fields, [name]: state}});
      this.requestUpdate();
    };
    for (const name of names) {
      const given = this.fields?.[name];
      if (given) {
        set(name, {status: 'loaded', fields: Array.isArray(given) ? [...given] : Object.values(given)});
        continue;
      }
      set(name, {status: 'loading'});
      loaded.client
        .getObjectMetadata(
          {
            projectIdOrName: this.project,
            integrationId: this.integration,
            objectName: name,
            groupRef: this.groupRef,
          },
          {signal},
        )
        .then(
          (meta) =>
            set(name, {status: 'loaded', fields: Object.values(meta.fields), displayName: meta.displayName}),
          (error) => {
            if (signal.aborted) return;
            if (error instanceof ApiError && error.status === 404) return set(name, {status: 'missing'});
            set(name, {status: 'error', error});
            this.#fail({phase: 'fields', error});
          },
        );
    }
  }

  // ------------------------------------------------------------------ saving

  async #save(): Promise<Installation | undefined> {
    const draft = this.#requireDraft();
    const loaded = this.#loaded!;
    const patch = this.buildPatch();
    if (!patch.updateMask.length) return undefined;
    const before = new IcBeforeSaveEvent({patch});
    this.dispatchEvent(before);
    if (before.defaultPrevented) {
      this.#announcement = this.#t.t('saveCancelled');
      this.requestUpdate();
      return undefined;
    }
    this.#setSaving(true);
    this.#problem = this.#refused = undefined;
    this.#announcement = this.#t.t('saving');
    const ref = {
      projectIdOrName: this.project,
      integrationId: this.integration,
      installationId: this.installation,
    };
    const count = this.#changes().length;
    const baseline = draft.baseline;
    // reset() (Discard) during the save stops it.
    const abort = (this.#saveAbort = new AbortController());
    let error: unknown;
    let conflicts: Conflict[] | undefined;
    try {
      const result = await saveDraft(loaded.client, ref, draft, patch, {signal: abort.signal});
      if (result.status === 'saved') {
        this.#savedCount = count;
        this.#announcement = this.#t.t('saved');
        this.#setSaving(false);
        await this.updateComplete;
        this.dispatchEvent(new IcSavedEvent({installation: result.installation, patch: result.patch}));
        return result.installation;
      }
      ({error, conflicts} = result);
    } catch (e) {
      error = e;
    }
    this.#setSaving(false);
    if (abort.signal.aborted) return undefined;
    const problem: SaveProblem = conflicts
      ? await this.#conflictNotice(baseline, conflicts)
      : error instanceof ApiError && error.status === 401
        ? {kind: 'error', message: this.#t.t('sessionExpired'), retry: false}
        : this.#failure(error);
    this.#problem = problem;
    if (error instanceof ApiError && error.status === 422) {
      this.#refused = fieldIssuesOfProblem(error.problem, (o) => {
        const f = this.#fields[o];
        return f?.status === 'loaded' ? f.fields.map((x) => x.fieldName) : undefined;
      }).rows;
    }
    this.#announcement = [problem.title, problem.message].filter(Boolean).join(' ');
    // (the 422's rows came after an await: this render carries them)
    this.requestUpdate();
    await this.updateComplete;
    this.#fail({phase: 'save', error, conflicts});
    throw error;
  }

  #failure(error: unknown): SaveProblem {
    // A refusal (4xx other than timeout and rate limit) fails the same way again: no Retry for it.
    const s = error instanceof ApiError ? error.status : 0;
    const retry = !(s >= 400 && s < 500 && s !== 408 && s !== 429);
    return {kind: 'error', title: this.#t.t('saveFailedTitle'), message: this.#t.t(whyKey(error)), retry};
  }

  /**
   * A 409 merged: who changed what (by display names), and which of our edits lost. The words are
   * a chunk loaded on demand (conflict-notice.ts); not loaded: the plain "saved meanwhile" notice.
   */
  async #conflictNotice(before: Readonly<Installation>, conflicts: Conflict[]): Promise<SaveProblem> {
    const t = this.#t;
    const after = this.#draft!.baseline;
    const names = objectNames(this.#names(), before, after);
    const theirs = diffViews(viewOfInstallation(before, names), viewOfInstallation(after, names));
    const message = conflictMessage(
      t,
      (o) => this.#objectLabel(o),
      (o, f) => this.#field(o)(f)?.displayName,
      conflicts,
      theirs,
    );
    return {kind: 'info', message, retry: false};
  }

  #setSaving(saving: boolean) {
    this.#saving = saving;
    this.requestUpdate();
    this.#share({state: {saving}});
  }

  #requireDraft(): ConfigDraft {
    if (!this.#draft) throw invalid('installation', 'is not loaded yet', 'Not ready');
    return this.#draft;
  }

  #editor(): FieldSettingsEditor | null {
    return this.renderRoot?.querySelector?.('field-settings-editor') ?? null;
  }

  async #afterUpdate(make: () => Event) {
    this.requestUpdate();
    await this.updateComplete;
    this.dispatchEvent(make());
  }

  // ------------------------------------------------------------------ render

  override render() {
    return html`<div part="base" class="base" aria-busy=${this.#saving || this.#load.status < 2}>
      ${this.#load.render({
        initial: () => this.#skeleton(),
        pending: () => (this.#loaded ? this.#content(this.#loaded) : this.#skeleton()),
        complete: (loaded) => this.#content(loaded),
        // A failed reload of the same installation keeps the form and its edits under the notice.
        error: (error) =>
          html`${loadFailed(this.#t, this.#t.t('loadFailedTitle'), error, () => this.#load.run())}${
            this.#loaded && this.#loaded.installation.id === this.installation
              ? this.#content(this.#loaded)
              : nothing
          }`,
      })}
      <p part="status" class="visually-hidden" role="status">${this.#announcement}</p>
    </div>`;
  }

  #skeleton() {
    return html`<span class="visually-hidden">${this.#t.t('loading')}</span>
      <span class="skeleton title"></span><span class="skeleton block"></span
      ><span class="skeleton block"></span>`;
  }

  /** One product name: the provider's. A wordmark logo carries it; an icon or monogram sits beside it. */
  #header({provider}: Loaded) {
    const name = provider.displayName || provider.name;
    const {regular, darkMode} = provider.media ?? {};
    const word = safeImageUrl(regular?.logoURL);
    const light = word ?? safeImageUrl(regular?.iconURL);
    const dark = safeImageUrl(word ? darkMode?.logoURL : darkMode?.iconURL) ?? light;
    const shown = light && !this.#logoFailed;
    const failed = () => {
      this.#logoFailed = true;
      this.requestUpdate();
    };
    const img = (src: string, mode: string) =>
      html`<img
        part="logo"
        class="logo ${mode} ${word ? 'wordmark' : ''}"
        src=${src}
        alt=${word ? name : ''}
        @error=${failed}
      />`;
    const logo = shown
      ? [img(light, 'light'), img(dark!, 'dark')]
      : html`<span part="logo" class="logo monogram" aria-hidden="true"
          >${(name.trim()[0] ?? '?').toUpperCase()}</span
        >`;
    return html`<header part="header">
      ${
        word && shown
          ? html`<h2>${logo}</h2>`
          : html`${logo}
              <h2>${name}</h2>`
      }
    </header>`;
  }

  #content(loaded: Loaded) {
    const t = this.#t;
    const draft = this.#draft!;
    const lang = t.lang || nothing;
    const {enabled, selected} = this.#objects();
    const draftIssues = draft.validate();
    const invalidCount = new Set([
      ...this.#invalidFields().map((f) => `${f.objectName}\n${f.fieldName}`),
      ...draftIssues.map((i) => i.path),
    ]).size;
    // Save is on while a default is being typed: leaving the input for Save commits it first.
    const canSave = (draft.isDirty || this.#typing) && !invalidCount && !this.#saving;
    const changes = draft.isDirty ? this.#changes().length : 0;
    const problem = this.#problem;
    const counted = (key: 'unsaved' | 'saved' | 'discard', count: number) =>
      t.t(`${key}${count === 1 ? 'One' : 'Many'}`, {count});
    const retry = !!problem?.retry && draft.isDirty;
    let state;
    if (invalidCount) state = html`<p class="state error">${t.t('invalidFields', {count: invalidCount})}</p>`;
    else if (changes) state = html`<p class="state">${counted('unsaved', changes)}</p>`;
    else if (this.#savedCount !== undefined)
      state = html`<p class="state saved" part="saved">
        <span aria-hidden="true">✓</span> ${counted('saved', this.#savedCount)}
      </p>`;
    return html`${this.#header(loaded)}
      <write-object-picker
        part="picker"
        theme=${this.theme ?? nothing}
        lang=${lang}
        .strings=${this.strings}
        @ic-change=${this.#onPicked}
      ></write-object-picker>
      <section>
        ${
          enabled.length
            ? html`<div class="object-choice">
                <label for="object">${t.t('objectToEdit')}</label>
                <select
                  id="object"
                  @change=${(e: Event) => this.#select((e.target as HTMLSelectElement).value)}
                  ?disabled=${this.#saving}
                >
                  ${enabled.map((n) => html`<option value=${n} ?selected=${n === selected}>${this.#objectLabel(n)}</option>`)}
                </select>
              </div>`
            : html`<p class="muted">${t.t('chooseObject')}</p>`
        }
        <field-settings-editor
          part="editor"
          object=${selected}
          theme=${this.theme ?? nothing}
          lang=${lang}
          .strings=${this.strings}
          .serverIssues=${this.#refused}
          ?hidden=${!selected}
          @input=${this.#onTyping}
          @focusout=${this.#onTyping}
          @ic-validity=${(e: IcValidityEvent) => {
            this.#invalid = e.detail.invalid;
            this.requestUpdate();
          }}
        ></field-settings-editor>
      </section>
      <div class="actions" part="actions" tabindex="-1">
        ${
          problem
            ? html`<div class="notice ${problem.kind}" part="notice">
                ${problem.title ? html`<p class="title">${problem.title}</p>` : nothing}
                <p>${problem.message}</p>
              </div>`
            : nothing
        }
        ${state ?? nothing}
        <div class="buttons">
          <button type="button" part="reset-button" ?disabled=${!draft.isDirty} @click=${() => this.reset()}>
            ${changes ? counted('discard', changes) : t.t('reset')}
          </button>
          <button
            type="button"
            part="save-button"
            class="primary"
            ?disabled=${!canSave}
            aria-busy=${this.#saving}
            @click=${this.#onSave}
          >
            ${this.#saving ? t.t('saving') : retry ? t.t('retry') : t.t('save')}
          </button>
        </div>
      </div>`;
  }

  /**
   * Typing into a row's input (not the filter) turns Save on; the edit that commits it, or focus
   * leaving the fields, ends that.
   */
  #onTyping = (e: Event) => {
    const typing = e.type === 'input' && (e.composedPath()[0] as Element).matches('[part=input]');
    if (typing !== this.#typing) {
      this.#typing = typing;
      this.requestUpdate();
    }
  };

  /** An object switched on in the picker opens in the editor. */
  #onPicked = (e: IcChangeEvent) => {
    if (e.detail.kind === 'object' && e.detail.enabled) this.#select(e.detail.objectName);
  };

  #select(name: string) {
    this.#selected = name;
    this.requestUpdate();
  }

  #onSave = () => {
    // The outcome is announced and fired as ic-saved / ic-error; nothing more to do here.
    this.save().catch(() => undefined);
  };
}
