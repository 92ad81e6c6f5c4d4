import {LitElement, html, nothing} from 'lit';
import {property, state} from '../property.ts';
import {live} from 'lit/directives/live.js';
import {isRecord} from '../../contract/object.ts';
import {ConfigConsumer, holdsWrite, objectLabel} from '../context.ts';
import {HelpDisclosure} from '../controllers/help-disclosure.ts';
import {IcChangeEvent} from '../events.ts';
import {lockMark, lockReason} from '../lock-mark.ts';
import {LazyFeature} from '../controllers/lazy-feature.ts';
import {StringsController, type Strings} from '../strings.ts';
import {themeStyles} from '../theme.styles.ts';
import type {RowsInView} from './long-list/rows-in-view.ts';
import {styles} from './write-object-picker.styles.ts';

/** One write object offered to the customer. */
export interface PickerObject {
  objectName: string;
  displayName?: string;
  /** The manifest lets this object inherit the field mapping. */
  inheritMapping?: boolean;
  /**
   * Why it cannot be switched: `missing` = the customer's instance lacks it (metadata 404),
   * `no-write` = the provider cannot write, `retired` = the installation holds it but the manifest
   * no longer offers it (it can be switched off, and back on: the installation holds it).
   */
  unavailable?: 'missing' | 'no-write' | 'retired';
}

/** More objects than this get a search, "Select all" / "Select none", and a list that scrolls. */
const LONG_LIST = 8;

/** The switched-on objects by name, with their inherit-mapping choice. */
export type PickerValue = Readonly<Record<string, {inheritMapping?: boolean}>>;

// At module level: a dynamic import in a decorated class's field initializer keeps its `.ts`
// specifier in the npm build (see install-config.ts).
const loadLongList = () => import('./long-list/long-list.ts');

/**
 * Lists an integration's write objects, each with an on/off switch and, where the manifest
 * allows it, inherit mapping. Objects the provider cannot write, or the customer's instance
 * lacks, are shown disabled with the reason. A long list (more than 8) gets a search, "Select
 * all" / "Select none" for the objects it shows, and scrolls within a bounded height.
 *
 * @summary Chooses which objects an installation writes.
 *
 * @fires {IcChangeEvent} ic-change - An object was switched or its inherit mapping changed (`detail.kind === 'object'`),
 *   or "Select all" / "Select none" switched several (`detail.kind === 'objects'`).
 *
 * @csspart base - The fieldset.
 * @csspart object - One object's entry.
 * @csspart label - An object's name.
 * @csspart input - Each checkbox.
 * @csspart reason - Why an object is unavailable.
 * @csspart search - The search box (long lists).
 * @csspart all-button - "Select all": switches on the objects shown (long lists).
 * @csspart none-button - "Select none": switches off the objects shown (long lists).
 * @csspart help - "What do these mean?" and the help for objects and inherit mapping.
 *
 * @cssprop [--ic-background=#ffffff] - Background (dark: #16191d).
 * @cssprop [--ic-color=#1b1f24] - Text colour (dark: #e8eaed).
 * @cssprop [--ic-muted-color=#555d66] - Secondary text (dark: #b0b7bf).
 * @cssprop [--ic-border-color=#8a939c] - Borders (dark: #7b848d).
 * @cssprop [--ic-surface=#f3f5f7] - Entry background (dark: #22272d).
 * @cssprop [--ic-accent=#0b57d0] - Checkbox colour (dark: #8ab4f8).
 * @cssprop [--ic-focus-ring=#0b57d0] - Focus outline (dark: #8ab4f8).
 * @cssprop [--ic-radius=4px] - Corner radius.
 * @cssprop [--ic-picker-height=22rem] - Height at which a long list scrolls.
 * @cssprop [--ic-font=400 1rem/1.5 system-ui, …, sans-serif] - Font (shorthand); for the page's font, put `font: inherit` on the element.
 */
export class WriteObjectPicker extends LitElement {
  static override styles = [themeStyles, styles];

  /** The objects to offer (standalone; inside <install-config> the manifest's write objects). */
  @property({attribute: false}) objects: readonly PickerObject[] | undefined;
  /** Which objects are on (standalone; inside <install-config> the draft). */
  @property({attribute: false}) value: PickerValue | undefined;
  @property({type: Boolean, reflect: true}) disabled = false;
  /** The choice shown, nothing switchable. */
  @property({type: Boolean, reflect: true}) readonly = false;
  /** `light` or `dark`; unset follows `prefers-color-scheme`. */
  @property({reflect: true}) theme: 'light' | 'dark' | undefined;
  /**
   * The language to speak (a BCP 47 tag such as `fr` or `pt-BR`), for hosts that set it in code;
   * unset uses the closest `lang`. A regional tag falls back to its language, an unknown one to English.
   */
  @property() locale: string | undefined;
  /** Overrides of the UI text, by key. */
  @property({attribute: false}) strings: Partial<Strings> | undefined;
  /** What the customer typed into the search (long lists). */
  @state() private _query = '';

  #config = new ConfigConsumer(this);
  #t = new StringsController(this);
  #help = new HelpDisclosure(this);
  /** A long list's rows in view (from the chunk); a short list is all in view. */
  #rows?: RowsInView;
  /** The objects of a short list as last rendered. */
  #short: readonly PickerObject[] = [];
  /** The search, bulk switches and rows in view of a long list (a chunk, loaded when a list first is long). */
  #longList = new LazyFeature(this, loadLongList);

  /** The objects shown: the property, or what <install-config> loaded. */
  #objects(): PickerObject[] {
    const {manifest, provider, fields} = this.#config;
    if (this.objects || !manifest) return [...(this.objects ?? [])];
    const noWrite = provider?.support?.write === false;
    const {draft} = this.#config;
    // an object the installation already writes is kept as held (the editor says its fields
    // can't be loaded): the customer may switch it off and on again, like any other
    const missing = (name: string) => fields?.[name]?.status === 'missing' && !holdsWrite(draft, name);
    const offered: PickerObject[] = (manifest.write?.objects ?? []).map((o) => ({
      objectName: o.objectName,
      displayName: objectLabel(this.#config, o.objectName),
      inheritMapping: o.inheritMapping === true,
      unavailable: noWrite ? 'no-write' : missing(o.objectName) ? 'missing' : undefined,
    }));
    // objects the installation holds that the manifest no longer lists stay visible, to switch off
    const names = new Set(offered.map((o) => o.objectName));
    const held = this.#config.draft?.baseline.config.content.write?.objects ?? {};
    for (const objectName of Object.keys(held))
      if (objectName && !names.has(objectName) && isRecord(held[objectName]))
        offered.push({objectName, unavailable: 'retired'});
    return offered;
  }

  /** The draft's object when the draft holds the choice (inside <install-config>, no `value`). */
  #drafted(name: string) {
    return this.value ? undefined : this.#config.draft?.writeObject(name);
  }

  #state(name: string): {enabled: boolean; inheritMapping: boolean} {
    const w = this.#drafted(name);
    if (w) return {enabled: w.isEnabled, inheritMapping: w.inheritMapping};
    const v = this.value?.[name];
    return {enabled: !!v, inheritMapping: v?.inheritMapping === true};
  }

  async #set(objectName: string, enabled: boolean, inheritMapping: boolean) {
    const w = this.#drafted(objectName);
    if (w) {
      if (!enabled) w.disable();
      else {
        if (!w.isEnabled) w.enable();
        if (w.inheritMapping !== inheritMapping) w.setInheritMapping(inheritMapping);
      }
    } else {
      const next: Record<string, {inheritMapping?: boolean}> = {...this.value};
      if (enabled) next[objectName] = {...next[objectName], inheritMapping};
      else delete next[objectName];
      this.value = next;
    }
    await this.updateComplete;
    this.dispatchEvent(new IcChangeEvent({kind: 'object', objectName, enabled, inheritMapping}));
  }

  override updated() {
    // inside <install-config>: switched-on rows in view get their metadata (their display name,
    // and whether the account has the object), a few requests at a time; an object that is off
    // costs no request (its fields may be thousands)
    const ask = this.#config.rowsInView;
    if (!ask || this.objects) return;
    const fields = this.#config.fields ?? {};
    const inView = this.#rows?.keys ?? this.#short.map((o) => o.objectName);
    const names = [...inView].filter((n) => !fields[n] && this.#state(n).enabled);
    if (names.length) ask(names);
  }

  override render() {
    const t = this.#t;
    const objects = this.#objects();
    // inside <install-config>, nothing can be switched until the provider says whether it writes
    const waiting = !this.objects && !!this.#config.manifest && !this.#config.provider;
    const busy = this.disabled || this.readonly || waiting || !!this.#config.state?.saving;
    const long = objects.length > LONG_LIST;
    this.#short = long ? [] : objects;
    return html`<fieldset part="base" ?disabled=${this.disabled}>
      <legend>${t.t('pickerLabel')}</legend>
      ${this.#help.render(t, objects.some((o) => o.inheritMapping) ? ['helpObjects', 'helpInherit'] : ['helpObjects'])}
      ${
        long
          ? this.#long(objects, busy)
          : objects.length
            ? html`<ul>
                ${objects.map((o, i) => this.#row(o, i, busy))}
              </ul>`
            : html`<p class="muted">${t.t('noObjects')}</p>`
      }
    </fieldset>`;
  }

  /** A long list: search, "Select all" / "Select none" and rows that scroll (once the chunk is in). */
  #long(objects: PickerObject[], busy: boolean) {
    this.#longList.load();
    return this.#longList.render(this.#t, 'whyNetwork', (m) => {
      this.#rows ??= new m.RowsInView(this);
      return m.longList({
        host: this,
        t: this.#t,
        objects,
        query: this._query,
        onQuery: (query) => (this._query = query),
        draft: this.value ? undefined : this.#config.draft,
        isOn: (name) => this.#state(name).enabled,
        busy,
        row: (o, i) => this.#row(o, i, busy),
      });
    });
  }

  /** One object: its switch and name, inherit mapping where allowed, the lock, and why it is unavailable. */
  #row(o: PickerObject, index: number, busy: boolean) {
    const t = this.#t;
    const name = o.displayName || o.objectName;
    const state = this.#state(o.objectName);
    const reason =
      o.unavailable === 'missing'
        ? t.t('reasonMissing')
        : o.unavailable === 'no-write'
          ? t.t('reasonNoWrite')
          : o.unavailable === 'retired'
            ? t.t('reasonRetired')
            : '';
    // a retired object is held by the installation: switching it back on restores it
    const locked = !!o.unavailable && o.unavailable !== 'retired' && !state.enabled;
    // the host locked the object (draft.setLocked): shown as it is, not switchable
    const hostLocked = !!this.#config.draft?.isLocked(o.objectName);
    const reasonId = `r${index}`;
    // An unavailable object can be switched off, never on: the customer is not stuck with it.
    return html`<li part="object" class=${o.unavailable ? 'unavailable' : ''} data-row=${o.objectName}>
      <label
        ><input
          part="input"
          type="checkbox"
          role="switch"
          aria-label=${t.t('writeObject', {object: name})}
          .checked=${live(state.enabled)}
          ?disabled=${busy || locked || hostLocked}
          aria-describedby=${reason ? reasonId : nothing}
          @change=${(e: Event) => this.#set(o.objectName, (e.target as HTMLInputElement).checked, state.inheritMapping)}
        /><span class="name" part="label">${name}</span></label
      >
      ${
        o.inheritMapping
          ? html`<label
              ><input
                part="input"
                type="checkbox"
                .checked=${live(state.inheritMapping)}
                ?disabled=${busy || hostLocked || !!o.unavailable || !state.enabled}
                @change=${(e: Event) => this.#set(o.objectName, true, (e.target as HTMLInputElement).checked)}
              />${t.t('inheritFor', {object: name})}</label
            >`
          : nothing
      }
      ${hostLocked ? lockMark(lockReason(t.lang, this.strings)) : nothing}
      ${reason ? html`<span id=${reasonId} part="reason" class="reason muted">${reason}</span>` : nothing}
    </li>`;
  }
}
