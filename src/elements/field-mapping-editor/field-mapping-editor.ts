import {LitElement, html, nothing, type PropertyValues} from 'lit';
import {property} from '../property.ts';
import {guard} from 'lit/directives/guard.js';
import {live} from 'lit/directives/live.js';
import {ValidationError, type ValidationIssue} from '../../contract/errors.ts';
import {mappingTargets, type MappingInput, type MappingTarget} from '../../contract/read-mappings.ts';
import type {FieldMetadata} from '../../contract/schemas.ts';
import type {ConfigDraft} from '../../config/draft.ts';
import type {InstallationPatch} from '../../config/patch.ts';
import {indexFields, suggestMappings, type FieldIndex, type MappingSuggestion} from '../../config/suggest.ts';
import {ConfigConsumer, objectLabel} from '../context.ts';
import {DraftListener} from '../controllers/draft-listener.ts';
import type {FieldsInput} from '../controllers/field-rows.ts';
import {GridKeysController} from '../controllers/grid-keys-controller.ts';
import {WindowController} from '../controllers/window-controller.ts';
import {windowedGrid} from '../controllers/windowed-grid.ts';
import {IcChangeEvent, IcValidityEvent} from '../events.ts';
import {statusView} from '../field-settings-editor/rows.ts';
import {StringsController, catalogueFor, featureText, type Message} from '../strings.ts';
import {themeStyles} from '../theme.styles.ts';
import {ROW_HEIGHT, VIEW_HEIGHT, styles} from './field-mapping-editor.styles.ts';
import {mappingText, reasonKey, type MappingKey} from './field-mapping-editor.strings.ts';
import {FieldLabels} from './field-labels.ts';

/** What a row shows besides its target: the mapped field, a kept refusal, a suggestion. */
interface RowState {
  mapped: string | undefined;
  /** The mapped field's metadata; undefined when unmapped or missing from the provider's fields. */
  field: FieldMetadata | undefined;
  /** Text typed that could not be mapped, and why. */
  refused?: {text: string; message: string};
  suggestion?: MappingSuggestion;
  /** The required target is unmapped in a read object about to be saved. */
  blocking: boolean;
  /** Writes inherit this mapping and write the field this row would map: not written until it is. */
  warning?: string;
}

/**
 * Maps the builder's fields ("targets") of one read object to fields of the customer's account:
 * for each target its name, prompt and a searchable picker of the provider's fields (display name,
 * API name where two labels collide, type). Suggests mappings (the manifest's default, the same
 * name, the same label), each accepted or rejected in one action; nothing is saved until accepted.
 * A provider field maps to one target only; a mapping whose field has vanished shows as missing
 * and is kept until changed. The rows are one ARIA grid with a single tab stop.
 *
 * @summary Read field mapping of one object.
 *
 * @fires {IcChangeEvent} ic-change - A mapping changed (`detail.kind === 'mapping'`), or reading started (`'read'`).
 * @fires {IcValidityEvent} ic-validity - Rows holding a refused mapping appeared or were fixed (`detail.invalid`,
 *   one entry a target, its `fieldName` the target's name): the enclosing form blocks Save meanwhile.
 *
 * @csspart base - The wrapper.
 * @csspart heading - The object's heading ("Field mapping: Contact").
 * @csspart table - The grid of targets.
 * @csspart row - One target's row.
 * @csspart label - A target's display name.
 * @csspart mark - The "required" and "missing" marks.
 * @csspart input - A row's field picker.
 * @csspart suggestion - A row's suggested field, with its reason.
 * @csspart accept-button - Accept a row's suggestion.
 * @csspart reject-button - Reject a row's suggestion.
 * @csspart accept-all-button - Accept every suggestion shown.
 * @csspart clear-button - Remove a row's mapping.
 * @csspart notice - What the service refused for this object (a failed sample read).
 * @csspart start-reading-button - Starts reading an object the installation does not read yet (shown instead of the grid).
 * @csspart warnings - Checks across sections that do not block a save (a mapped target the integration no longer asks for).
 * @csspart warning - Beside a row: writes inherit this mapping and write a field only this row would map.
 *
 * @cssprop [--ic-mapping-height=30rem] - Greatest height of the grid (it scrolls beyond; `none`: every row rendered).
 * @cssprop [--ic-background=#ffffff] - Background (dark: #16191d).
 * @cssprop [--ic-color=#1b1f24] - Text colour (dark: #e8eaed).
 * @cssprop [--ic-muted-color=#555d66] - Secondary text (dark: #b0b7bf).
 * @cssprop [--ic-border-color=#8a939c] - Borders (dark: #7b848d).
 * @cssprop [--ic-accent=#0b57d0] - Accent (dark: #8ab4f8).
 * @cssprop [--ic-danger=#b3261e] - Errors (dark: #f2b8b5).
 * @cssprop [--ic-radius=4px] - Corner radius.
 */
export class FieldMappingEditor extends LitElement {
  static override styles = [themeStyles, styles];

  /** The read object whose fields are mapped. */
  @property() object = '';
  /**
   * The host's targets for this object (`dynamicMappingsInput` entries; with `fieldName`: fixed, not
   * shown). Set a new list to change them: the rows are made once per list.
   */
  @property({attribute: false}) targets: readonly MappingInput[] | undefined;
  /** The provider's fields of the object (standalone; inside <install-config> its loaded fields are used). */
  @property({attribute: false}) fields: FieldsInput | undefined;
  /** The draft edited standalone (inside <install-config> the context's draft wins). */
  @property({attribute: false}) draft: ConfigDraft | undefined;
  @property({type: Boolean, reflect: true}) disabled = false;
  /** The mappings shown, nothing editable. */
  @property({type: Boolean, reflect: true}) readonly = false;
  /** `light` or `dark`; unset follows `prefers-color-scheme`. */
  @property({reflect: true}) theme: 'light' | 'dark' | undefined;
  /**
   * The language to speak (a BCP 47 tag such as `fr` or `pt-BR`), for hosts that set it in code;
   * unset uses the closest `lang`. A regional tag falls back to its language, an unknown one to English.
   */
  @property() locale: string | undefined;
  /** Overrides of the editor's text, by key (see field-mapping-editor.strings.ts and ../strings.ts). */
  @property({attribute: false}) strings: Partial<Record<string, Message>> | undefined;
  /** What the service said about this object on the last save (a failed sample read), in plain words. */
  @property({attribute: false}) serverMessage: string | undefined;

  #config = new ConfigConsumer(this);
  #t = new StringsController(this);
  #window = new WindowController(this, () => ROW_HEIGHT, VIEW_HEIGHT);
  #keys = new GridKeysController(this, this.#window);
  #ownDraft = new DraftListener(this);
  /** Without a draft: the mappings edited here. */
  #local: Record<string, string> = {};
  /** Suggestions the customer rejected, by object then target. */
  #rejected = new Map<string, Set<string>>();
  /** Typed text that could not be mapped, by target (of the current object). */
  #refused = new Map<string, {text: string; message: string}>();
  /**
   * Bumped by every render but those of this element's own edits alone: a row is rendered again when
   * its state or words changed or the epoch did (a property, an undo, a reset, a scroll, a target's
   * words: every picker shows the draft again).
   */
  #epoch = 0;
  /** The next render is one of an edit made here (#map, a refusal, a rejection). */
  #quiet = false;
  /** The refused targets last reported by ic-validity ('' when none). */
  #reported = '';
  /** What #syncDraft gave which draft last: the same again is skipped (indexing 50,000 fields takes milliseconds). */
  #synced?: {draft: ConfigDraft; object: string; targets: unknown; list: unknown};
  #ownTargets?: {of: readonly MappingInput[] | undefined; list: readonly MappingTarget[]};

  // ------------------------------------------------------------------ public API

  /** The provider field mapped to `target`, undefined when unmapped. */
  getFieldMapping(target: string): string | undefined {
    const mappings = this.#mappings();
    return Object.hasOwn(mappings, target) ? mappings[target] : undefined;
  }

  /**
   * Maps `target` to `providerField` (undefined removes the mapping) and returns the patch Save will
   * send (undefined without a draft, or while the draft cannot be saved: `draft.validate()` says
   * why, for example a required target left unmapped). Throws ValidationError, changing nothing, when the field is
   * not one of the object's or is mapped to another target already.
   */
  setFieldMapping(target: string, providerField: string | undefined): InstallationPatch | undefined {
    const draft = this.#map(target, providerField);
    return draft ? patchOf(draft) : undefined;
  }

  /**
   * setFieldMapping without building the patch (the element's own edits: the patch is built for a
   * caller that asks, not on every pick). Returns the draft edited, if any.
   */
  #map(target: string, providerField: string | undefined): ConfigDraft | undefined {
    const draft = this.#draft();
    if (draft && this.object) {
      this.#syncDraft(draft);
      draft.readObject(this.object).setFieldMapping(target, providerField);
    } else {
      const issue = this.#localIssue(target, providerField);
      if (issue) throw new ValidationError([issue], 'Invalid field mapping');
      const next = {...this.#local};
      if (providerField === undefined) delete next[target];
      else next[target] = providerField;
      this.#local = next;
    }
    this.#refused.delete(target);
    this.#quiet = true;
    this.requestUpdate();
    const objectName = this.object;
    void this.updateComplete.then(() =>
      this.dispatchEvent(new IcChangeEvent({kind: 'mapping', objectName, target, providerField})),
    );
    return draft && this.object ? draft : undefined;
  }

  /** Scrolls to `target`'s row and focuses its picker; false when the object has no such target. */
  async focusTarget(target: string): Promise<boolean> {
    const index = this.#targets().findIndex((t) => t.mapToName === target);
    if (index < 0) return false;
    await this.#keys.focusRow(index);
    this.renderRoot.querySelector<HTMLElement>(`[aria-rowindex="${index + 2}"] input`)?.focus();
    return true;
  }

  // ------------------------------------------------------------------ data

  #draft(): ConfigDraft | undefined {
    return this.#config.draft ?? this.draft;
  }

  /** Gives the draft what this element knows of the object: the host's targets and the provider's fields. */
  #syncDraft(draft: ConfigDraft) {
    const f = this.#fieldList();
    const now = {draft, object: this.object, targets: this.targets, list: f?.list};
    const s = this.#synced;
    if (s && (Object.keys(now) as Array<keyof typeof now>).every((k) => s[k] === now[k])) return;
    const read = draft.readObject(this.object);
    if (this.targets) read.setTargets(this.targets);
    if (f) read.setFields(f.list);
    this.#synced = now;
  }

  #mappings(): Record<string, string> {
    const draft = this.#draft();
    return draft && this.object ? draft.readObject(this.object).fieldMappings : this.#local;
  }

  #targets(): readonly MappingTarget[] {
    const draft = this.#draft();
    return draft && this.object ? draft.readObject(this.object).targets : this.#hostTargets();
  }

  /** Standalone: the host's `targets` as rows, made once per list (a render and an edit ask again). */
  #hostTargets(): readonly MappingTarget[] {
    let own = this.#ownTargets;
    if (!own || own.of !== this.targets)
      own = this.#ownTargets = {of: this.targets, list: mappingTargets(undefined, undefined, this.targets)};
    return own.list;
  }

  /** The provider's fields as a list, indexed and labelled: once per field list, for every editor shown. */
  #fieldList(): FieldList | undefined {
    const loaded = this.#config.fields?.[this.object];
    const input = this.fields ?? (loaded?.status === 'loaded' ? loaded.fields : undefined);
    return input && fieldListOf(input);
  }

  /** The rule check without a draft (the draft runs the same rule itself). */
  #localIssue(target: string, field: string | undefined): ValidationIssue | undefined {
    if (field === undefined) return undefined;
    const path = `selectedFieldMappings.${target}`;
    if (this.#fieldList() && !this.#fieldList()!.index.byName.has(field))
      return {path, message: `${field} is not a field of the object`, code: 'unknown_field'};
    const other = Object.keys(this.#local).find((t) => t !== target && this.#local[t] === field);
    return other
      ? {
          path,
          message: `${field} is already mapped to ${other}`,
          code: 'duplicate_mapping',
          params: {field, target: other},
        }
      : undefined;
  }

  #s(key: MappingKey, values?: Record<string, string | number>): string {
    return featureText(mappingText, this.#t.lang, key, this.strings, values);
  }

  /** The datalist the last render asks for (a list's labels, a language; none without the grid), the one in place. */
  #wanted?: [FieldLabels, string];
  #shownList?: [FieldLabels, string, HTMLDataListElement];
  #labelsOf(fields: FieldList): FieldLabels {
    return (fields.labels ??= new FieldLabels(fields.list, fields.index));
  }

  // ------------------------------------------------------------------ edits

  /** The picker's text, committed: a label or API name maps the field, empty removes the mapping. */
  #pick(target: string, text: string) {
    const fields = this.#fieldList();
    const trimmed = text.trim();
    const field = trimmed
      ? ((fields && this.#labelsOf(fields).fieldOf(trimmed)) ?? fields?.index.byName.get(trimmed)?.fieldName)
      : undefined;
    if (trimmed && !field) {
      this.#refused.set(target, {text, message: this.#s('mapUnknown', {field: trimmed})});
      this.#quiet = true;
      this.requestUpdate();
      return;
    }
    if (field === this.getFieldMapping(target)) {
      this.#refused.delete(target);
      this.requestUpdate();
      return;
    }
    try {
      this.#map(target, field);
    } catch (e) {
      if (!(e instanceof ValidationError)) throw e;
      const dup = e.issues.find((i) => i.code === 'duplicate_mapping');
      const message = dup
        ? this.#s('mapDuplicate', {field: text.trim(), target: this.#targetLabel(dup.params?.target ?? '')})
        : this.#s('mapUnknown', {field: trimmed});
      this.#refused.set(target, {text, message});
      this.#quiet = true;
      this.requestUpdate();
    }
  }

  #targetLabel(names: string): string {
    const targets = this.#targets();
    return names
      .split(', ')
      .map((n) => {
        const target = targets.find((t) => t.mapToName === n);
        return target ? this.#shown(target).name : n;
      })
      .join(', ');
  }

  /** A target's name and prompt as the customer reads them: the host's words (`names`) first. */
  #shown(target: MappingTarget): {name: string; prompt?: string} {
    const words = this.#config.names;
    const n = target.mapToName;
    return {
      name: words?.targets?.[this.object]?.[n] ?? target.mapToDisplayName ?? n,
      prompt: words?.prompts?.[this.object]?.[n] ?? target.prompt,
    };
  }

  #reject(target: string) {
    let set = this.#rejected.get(this.object);
    if (!set) this.#rejected.set(this.object, (set = new Set()));
    set.add(target);
    this.#quiet = true;
    this.requestUpdate();
  }

  #startReading = () => {
    const objectName = this.object;
    this.#draft()!.readObject(objectName).startReading();
    this.requestUpdate();
    void this.updateComplete.then(() => this.dispatchEvent(new IcChangeEvent({kind: 'read', objectName})));
  };

  #acceptAll(suggestions: MappingSuggestion[]) {
    for (const s of suggestions) this.#map(s.target, s.field);
  }

  // ------------------------------------------------------------------ lifecycle

  protected override willUpdate(changed: PropertyValues<this>): void {
    if (!this.#quiet || changed.size) this.#epoch++;
    this.#quiet = false;
    const draft = (this.#ownDraft.draft = this.draft);
    if (changed.has('object')) {
      this.#refused.clear();
      this.#window.reset();
      this.#keys.reset();
    }
    const d = this.#config.draft ?? draft;
    if (d && this.object && (changed.has('targets') || changed.has('fields') || changed.has('object')))
      this.#syncDraft(d);
  }

  protected override update(changed: PropertyValues<this>): void {
    super.update(changed);
    this.#placeDatalist();
  }

  /**
   * Puts the pickers' datalist beside the grid, outside the template: Lit would move its 5,000
   * options through one fragment per nested template; here they enter the live tree once. After
   * the grid, not before it: ahead of it, Chromium walked the options on every text change in the
   * grid (0.5 ms a change at 50,000 fields).
   */
  #placeDatalist() {
    const w = this.#wanted;
    const shown = this.#shownList;
    if (shown?.[0] === w?.[0] && shown?.[1] === w?.[1]) return;
    shown?.[2].remove();
    this.#shownList = w && [...w, this.#datalist(w[0])];
    if (this.#shownList) this.renderRoot.append(this.#shownList[2]);
  }

  /** Tells the enclosing form which targets hold a refused mapping, when that changed. */
  protected override updated(): void {
    const refused = [...this.#refused];
    const key = refused.length ? [this.object, ...this.#refused.keys()].join('\n') : '';
    if (key === this.#reported) return;
    this.#reported = key;
    const objectName = this.object;
    const invalid = refused.map(([fieldName, r]) => ({
      objectName,
      fieldName,
      issues: [{path: fieldName, message: r.message}],
    }));
    this.dispatchEvent(new IcValidityEvent({invalid, typing: false}));
  }

  // ------------------------------------------------------------------ render

  override render() {
    const label = objectLabel(this.#config, this.object);
    return html`<h3 part="heading">${this.#s('mapTitle', {object: label})}</h3>
      ${this.#body(label)}`;
  }

  #body(label: string) {
    this.#wanted = undefined;
    // a mapping edit never starts reading: the customer does, on purpose, first
    const draft = this.#draft();
    if (draft && this.object && !draft.readObject(this.object).isReading)
      return html`<div part="base">
        <p class="status muted">${this.#s('mapNotRead', {object: label})}</p>
        <button
          type="button"
          part="start-reading-button"
          ?disabled=${this.disabled || this.readonly || !!this.#config.state?.saving}
          @click=${this.#startReading}
        >
          ${this.#s('mapStartReading', {object: label})}
        </button>
      </div>`;
    const loaded = this.#config.fields?.[this.object];
    const fields = this.#fieldList();
    if (!fields) {
      const state = loaded && loaded.status !== 'loaded' ? loaded.status : 'loading';
      return statusView(
        this.#t,
        state,
        'error' in (loaded ?? {}) ? (loaded as {error: unknown}).error : undefined,
        label,
        () => this.#config.reloadFields?.(this.object),
      );
    }
    const targets = this.#targets();
    const mappings = this.#mappings();
    const rejected = this.#rejected.get(this.object);
    const suggestions = suggestMappings(targets, fields.index, mappings).filter(
      (s) => !rejected?.has(s.target),
    );
    const suggestionOf = new Map(suggestions.map((s) => [s.target, s]));
    const issues = this.#draft()?.validate() ?? [];
    const blocking = new Set(
      issues
        .filter(
          (i) =>
            i.code === 'required' && i.path.startsWith(`read.objects.${this.object}.selectedFieldMappings.`),
        )
        .map((i) => i.path.slice(`read.objects.${this.object}.selectedFieldMappings.`.length)),
    );
    const disabled = this.disabled || this.readonly || !!this.#config.state?.saving;
    const labels = this.#labelsOf(fields);
    // what every row depends on beside its own state (targets and words change with the epoch)
    const lang = this.#t.lang;
    const shared = [this.#epoch, lang, catalogueFor(lang), labels, disabled];
    this.#wanted = [labels, lang];
    const unwritten = this.#unwritten(issues, targets, mappings, suggestions);
    return html`<div part="base">
      ${
        this.serverMessage
          ? html`<p part="notice" class="notice error" role="alert">
              ${this.#s('mapSampleFailed', {object: label, reason: this.serverMessage})}
            </p>`
          : nothing
      }
      ${this.#warnings(issues)}
      ${
        suggestions.length > 1
          ? html`<div class="toolbar">
              <button
                type="button"
                part="accept-all-button"
                ?disabled=${disabled}
                @click=${() => this.#acceptAll(suggestions)}
              >
                ${this.#s('mapAcceptAll', {count: suggestions.length})}
              </button>
            </div>`
          : nothing
      }
      ${windowedGrid(this.#window, this.#keys, {
        label,
        rows: targets,
        head: html`<span role="columnheader">${this.#s('mapColTarget')}</span>
          <span role="columnheader">${this.#s('mapColSource')}</span>`,
        key: (t) => t.mapToName,
        row: (t, index) => {
          const n = t.mapToName;
          const mapped = Object.hasOwn(mappings, n) ? mappings[n] : undefined;
          const r: RowState = {
            mapped,
            field: mapped === undefined ? undefined : fields.index.byName.get(mapped),
            refused: this.#refused.get(n),
            suggestion: suggestionOf.get(n),
            blocking: blocking.has(n),
            warning: unwritten.has(n)
              ? this.#s('mapWarnUnmappedWrite', {object: label, field: this.#shown(t).name})
              : undefined,
          };
          const s = r.suggestion;
          // an edit made here renders again only the rows it changed
          const own = [index, this.#keys.tabIndex(index), mapped, r.field, r.refused, s?.field, s?.reason];
          return guard([...shared, ...own, r.blocking, r.warning], () =>
            this.#row(t, index, labels, disabled, r),
          );
        },
        empty: html`<p class="status muted">${this.#s('mapNoTargets')}</p>`,
      })}
    </div>`;
  }

  /**
   * The rows that fix a cross-section warning: this object's writes inherit this mapping, and a
   * field they write is mapped by no row. The unmapped row named like that field, or suggesting
   * it, would reach it; a written field no row could map is not this table's to fix.
   */
  #unwritten(
    issues: ValidationIssue[],
    targets: readonly MappingTarget[],
    mappings: Record<string, string>,
    suggestions: readonly MappingSuggestion[],
  ): Set<string> {
    const rows = new Set<string>();
    for (const i of issues) {
      if (i.code !== 'unmapped_write' || i.params?.object !== this.object) continue;
      const field = i.params.field;
      const row =
        suggestions.find((s) => s.field === field)?.target ??
        targets.find((t) => t.mapToName === field && !Object.hasOwn(mappings, t.mapToName))?.mapToName;
      if (row) rows.add(row);
    }
    return rows;
  }

  /** The draft's other cross-section warning on this object: a mapped target the manifest no longer lists. */
  #warnings(issues: ValidationIssue[]) {
    const lines = issues.flatMap((i) =>
      i.severity === 'warning' &&
      i.params?.object === this.object &&
      i.code === 'not_in_manifest' &&
      i.params.target
        ? [this.#s('mapWarnTargetGone', {target: i.params.target})]
        : [],
    );
    return lines.length
      ? html`<ul part="warnings" class="warnings">
          ${lines.map((l) => html`<li>${l}</li>`)}
        </ul>`
      : nothing;
  }

  /**
   * One list of the provider's fields for every row's picker: the browser filters it as the customer
   * types. Built as plain DOM once per field list and language: a template per option made 5,000
   * fields cost Lit 5,000 template instances.
   */
  #datalist(labels: FieldLabels): HTMLDataListElement {
    const t = this.#t;
    // one look-up per value type, not per option (5,000 options share a handful of types)
    const types = new Map<string, string>();
    const type = (f: FieldMetadata) => {
      const vt = f.valueType ?? '';
      let text = types.get(vt);
      if (text === undefined) {
        types.set(vt, (text = namedType.test(vt) ? t.t(`vt_${vt}` as 'vt_string') : vt));
      }
      return text;
    };
    const datalist = document.createElement('datalist');
    datalist.id = 'fields';
    for (const f of labels.list) {
      const option = document.createElement('option');
      option.value = labels.of(f);
      option.label = type(f);
      datalist.append(option);
    }
    return datalist;
  }

  #row(target: MappingTarget, index: number, labels: FieldLabels, disabled: boolean, r: RowState) {
    const ti = this.#keys.tabIndex(index);
    const {name, prompt} = this.#shown(target);
    const missing = r.mapped !== undefined && !r.field;
    const errorId = `e${index}`;
    const warningId = `w${index}`;
    const message =
      r.refused?.message ??
      (missing
        ? this.#s('mapMissing', {field: r.mapped!})
        : r.blocking
          ? this.#s('mapRequiredUnmapped')
          : undefined);
    const described = [message && errorId, r.warning && warningId].filter(Boolean).join(' ');
    const value = r.refused?.text ?? (r.mapped === undefined ? '' : (labels.get(r.mapped) ?? r.mapped));
    const s = r.suggestion;
    return html`<div class="row ${message ? 'invalid' : ''}" part="row" role="row" aria-rowindex=${index + 2}>
      <div class="name" role="rowheader" tabindex=${ti}>
        <span part="label" class="label">${name}</span>
        ${target.required ? html`<span part="mark" class="mark">${this.#s('mapRequired')}</span>` : nothing}
        ${prompt ? html`<span class="prompt muted">${prompt}</span>` : nothing}
      </div>
      <div class="source" role="gridcell">
        <div class="pick">
          <input
            part="input"
            type="text"
            list="fields"
            autocomplete="off"
            tabindex=${ti}
            placeholder=${this.#s('mapNone')}
            aria-label=${this.#s('mapPickFor', {target: name})}
            aria-invalid=${!!message}
            aria-describedby=${described || nothing}
            ?disabled=${disabled}
            .value=${live(value)}
            @change=${(e: Event) => this.#pick(target.mapToName, (e.target as HTMLInputElement).value)}
          />
          ${missing ? html`<span part="mark" class="mark missing">${this.#s('mapMissingMark')}</span>` : nothing}
          ${
            r.mapped !== undefined
              ? html`<button
                  type="button"
                  part="clear-button"
                  tabindex=${ti}
                  aria-label=${this.#s('mapClearFor', {target: name})}
                  ?disabled=${disabled}
                  @click=${() => this.#map(target.mapToName, undefined)}
                >
                  ${this.#s('mapClear')}
                </button>`
              : nothing
          }
        </div>
        ${message ? html`<p id=${errorId} class="error">${message}</p>` : nothing}
        ${r.warning ? html`<p id=${warningId} part="warning" class="warning">${r.warning}</p>` : nothing}
        ${
          s
            ? html`<p part="suggestion" class="suggestion">
                <span
                  >${this.#s('mapSuggested', {field: labels.get(s.field) ?? s.field})}
                  <span class="reason muted">(${this.#s(reasonKey(s.reason))})</span></span
                >
                <span class="choices">
                  <button
                    type="button"
                    part="accept-button"
                    tabindex=${ti}
                    aria-label=${this.#s('mapAcceptFor', {field: labels.get(s.field) ?? s.field, target: name})}
                    ?disabled=${disabled}
                    @click=${() => this.#map(target.mapToName, s.field)}
                  >
                    ${this.#s('mapAccept')}
                  </button>
                  <button
                    type="button"
                    part="reject-button"
                    tabindex=${ti}
                    aria-label=${this.#s('mapRejectFor', {target: name})}
                    ?disabled=${disabled}
                    @click=${() => this.#reject(target.mapToName)}
                  >
                    ${this.#s('mapReject')}
                  </button>
                </span>
              </p>`
            : nothing
        }
      </div>
    </div>`;
  }
}

/** A field list as the editor uses it: its fields, their index, their labels (made when first asked). */
interface FieldList {
  list: FieldMetadata[];
  /** The fields by name, loose name and loose label (the suggestions' index). */
  index: FieldIndex;
  labels?: FieldLabels;
}

/**
 * One FieldList per field list given: indexing 5,000 fields is most of the work of a first render
 * beside the DOM, and an editor shown again (another object and back, a reload of the same fields)
 * gets the same list.
 */
const fieldLists = new WeakMap<FieldsInput, FieldList>();
function fieldListOf(input: FieldsInput): FieldList {
  let entry = fieldLists.get(input);
  if (!entry) {
    const list = (Array.isArray(input) ? input : Object.values(input)).filter(
      (f: FieldMetadata) => f && typeof f.fieldName === 'string',
    );
    fieldLists.set(input, (entry = {list, index: indexFields(list)}));
  }
  return entry;
}

/** The patch the draft would save; undefined while a rule blocks the save. */
function patchOf(draft: ConfigDraft): InstallationPatch | undefined {
  try {
    return draft.buildPatch();
  } catch (e) {
    if (e instanceof ValidationError) return undefined;
    throw e;
  }
}

/** The value types the shared catalogue names (`vt_<type>`). */
const namedType = /^(string|boolean|(single|multi)Select|date(time)?|int|float|reference|other)$/;
