// The UI text. English is built in and is the source of the message codes (the keys); other
// languages are modules of their own under ./strings/, loaded when an element first meets their
// `lang` (the closest `lang` attribute, crossing shadow roots), and a key a language lacks shows in
// English. A host overrides any entry through the element's `strings` property, or adds a language
// with `registerCatalogue`. Messages with values use named placeholders (`{field}`) or are
// functions. Each sentence is one entry: none is glued together from pieces, has a translated
// phrase put into it, or ends in a control (controls get labels of their own).
import type {ReactiveController, ReactiveControllerHost} from 'lit';
import type {ValidationIssue} from '../contract/errors.ts';

const en = {
  loading: 'Loading…',
  retry: 'Retry',
  // field-settings-editor
  filterLabel: 'Filter fields',
  onlyWithSettings: 'Only fields with settings',
  fieldCount: '{shown} of {total} fields',
  noFieldsMatch: 'No fields match.',
  noFields: 'This object has no fields.',
  colField: 'Field',
  colDefault: 'Default value',
  colWriteOnCreate: 'Write on create',
  colWriteOnUpdate: 'Write on update',
  colClear: 'Reset',
  defaultFor: 'Default value for {field}',
  defaultTypeFor: 'Type of the default value for {field}',
  writeOnCreateFor: 'Write {field} on create',
  writeOnUpdateFor: 'Write {field} on update',
  clearFor: 'Reset to default: {field}',
  clear: 'Reset to default',
  optInherit: '{value} (default)',
  optAlways: 'Always',
  optNever: 'Never',
  optIfEmpty: 'If empty',
  optNoDefault: 'No default',
  optText: 'Text',
  optInteger: 'Whole number',
  optBoolean: 'Yes/No',
  optTrue: 'Yes',
  optFalse: 'No',
  optUnknown: 'Custom: {value}',
  typeUnknown: 'unknown type',
  readOnly: 'read-only',
  readOnlyNote: 'Read-only: never written.',
  // a stored default this editor cannot show or edit: kept as saved, reset to change it
  customDefault: 'Custom: kept as saved. Reset to default to change it.',
  customBig: 'Custom: {value} is too large to edit here. It is kept as saved; reset to default to change it.',
  required: 'required',
  notSaved: 'Not saved: {message}',
  markChanged: 'Changed',
  markUnsaved: 'Unsaved',
  vt_string: 'Text',
  vt_boolean: 'Yes/No',
  vt_singleSelect: 'Single choice',
  vt_multiSelect: 'Multiple choice',
  vt_date: 'Date',
  vt_datetime: 'Date and time',
  vt_int: 'Whole number',
  vt_float: 'Decimal number',
  vt_reference: 'Reference',
  vt_other: 'Other',
  fieldsLoadFailed: 'Could not load the fields of {object}.',
  objectMissing: '{object} is not available in your account.',
  chooseObject: 'Switch on an object to edit its fields.',
  preview: 'Preview',
  previewFailed: 'The preview could not be loaded.',
  // write-object-picker
  pickerLabel: 'Objects to write',
  writeObject: 'Write {object}',
  inheritFor: 'Inherit field mapping for {object}',
  reasonNoWrite: 'The provider does not support writing.',
  reasonMissing: 'Not available in your account.',
  reasonRetired: 'No longer offered by this integration. You can switch it off.',
  noObjects: 'This integration writes no objects.',
  nothingToWrite: 'This integration has nothing to write, so there is nothing to set up here.',
  // install-config
  objectToEdit: 'Object to edit',
  save: 'Save',
  saving: 'Saving…',
  reset: 'Discard changes',
  saved: 'Your changes were saved.',
  saveCancelled: 'Saving was cancelled.',
  sessionExpired: 'Your session expired. Sign in again to save; your changes are kept.',
  saveFailedTitle: 'Your changes were not saved. They are kept here.',
  loadFailedTitle: 'Your settings could not be loaded.',
  providerFailedTitle: 'The provider details could not be loaded.',
  // Why, in plain words (the technical detail goes to ic-error and the console).
  whyNetwork: 'Could not reach the service. Check your connection and try again.',
  whyServer: 'The service had a problem. Please try again in a moment.',
  whyAuth: 'Your sign-in could not be confirmed. Please try again.',
  whyNotFound: 'This installation was not found.',
  whyRejected: 'The service did not accept the change.',
  whyUnknown: 'Something went wrong. Please try again.',
  conflictMerged:
    'Someone else saved changes meanwhile. Your edits are kept on top; check them and save again.',
  conflictTheirs:
    'Someone else changed {list} meanwhile. Your edits are kept on top; check them and save again.',
  conflictCollided:
    'Someone else saved changes meanwhile. Their version was kept for {list}; your other edits are kept.',
  fieldInObject: '{field} ({object})',
  changeRead: '{object} (read)',
  changeSubscribe: '{object} (subscription)',
  changeProxy: 'the proxy setting',
  changeConnection: 'the connection',
  changeCreatedBy: 'the creator',
  unsavedOne: '1 unsaved change',
  unsavedMany: '{count} unsaved changes',
  savedOne: 'Saved · 1 change',
  savedMany: 'Saved · {count} changes',
  discardOne: 'Discard 1 change',
  discardMany: 'Discard {count} changes',
  invalidFields: 'Fields with invalid settings: {count}. Fix them to save.',
  discarded: 'Changes discarded.',
  undo: 'Undo',
  // A field with stored settings the customer has not changed now ("Changed" is the customer's edit).
  markSet: 'Has settings',
  helpToggle: 'What do these mean?',
  // Keys from here on are German in strings/de-2.ts (by key): strings/de.ts is at its size ceiling.
  // bulk edits (the toolbar itself is a chunk with its own words)
  bulkEdit: 'Bulk edit',
  dismiss: 'Dismiss',
  // an object the installation already writes whose fields cannot be loaded: kept, never dropped
  fieldsUnavailable: "The fields of {object} can't be loaded right now.",
  keptAsSaved: 'Its saved settings are kept as they are.',
};

/**
 * Broken rules, by the issue code of the shared contract (src/contract/schemas.ts toIssues and
 * field-rules.ts): code `one_of` -> key `ruleOneOf`, filled with the issue's params. English needs
 * no entries (the issue's own message is English and names the values involved); other languages
 * and host overrides give them by code.
 */
export type RuleKey = `rule${
  | 'Required'
  | 'UnknownField'
  | 'String'
  | 'Integer'
  | 'Number'
  | 'Boolean'
  | 'Empty'
  | 'OneOf'
  | 'ExactlyOne'
  | 'DefaultKind'
  | 'TooLarge'
  | 'Numeral'
  | 'Date'
  | 'Datetime'
  | 'Duplicate'
  | 'ReadOnly'
  | 'RequiredNever'}`;
/** The keys of the UI text (the English catalogue's); broken rules have RuleKeys. */
export type StringKey = keyof typeof en;
/** A message: a template with `{name}` placeholders, or a function of the values. */
export type Message = string | ((values: Record<string, string | number>) => string);
/** A complete catalogue: every English key; rule keys where the language has them. */
export type Strings = Record<StringKey, Message> & Partial<Record<RuleKey, Message>>;

/**
 * A language shipped as a module: its messages in the order of the English keys (so its chunk
 * carries no key names), and its rule messages (and messages beyond the positional ones) by key.
 */
export type ShippedCatalogue = [messages: Message[], byKey: Partial<Strings>];

/** Loaded catalogues by primary language subtag, each complete (English fills the gaps). */
export const catalogues: Record<string, Strings> = {en};

/** The languages shipped as modules, loaded on first use. */
const LOADERS: Record<string, () => Promise<ShippedCatalogue>> = {
  // German in two chunks, each within the language ceiling: the first by position, the rest by key.
  de: () =>
    Promise.all([import('./strings/de.ts'), import('./strings/de-2.ts')]).then(
      ([
        {
          default: [messages, byKey],
        },
        more,
      ]) => [messages, {...byKey, ...more.default}],
    ),
};
const loading = new Map<string, Promise<Strings | undefined>>();

const primary = (lang: string) => lang.toLowerCase().split('-')[0];

/** Adds (or replaces) a language's catalogue; keys it lacks show in English. */
export function registerCatalogue(lang: string, messages: Partial<Strings>): Strings {
  return (catalogues[primary(lang)] = {...en, ...messages});
}

/**
 * The catalogue of a BCP 47 tag (`de-CH` -> German), loading its module once; undefined for a
 * language that is neither registered nor shipped (English is used). A failed load is retried
 * on the next call.
 */
export function loadCatalogue(lang: string): Promise<Strings | undefined> {
  const key = primary(lang);
  if (catalogues[key]) return Promise.resolve(catalogues[key]);
  const load = LOADERS[key];
  if (!load) return Promise.resolve(undefined);
  let p = loading.get(key);
  if (!p) {
    p = load().then(
      ([messages, byKey]) => {
        const m: Partial<Strings> = {...byKey};
        Object.keys(en).forEach((k, i) => messages[i] && (m[k as StringKey] = messages[i]));
        return registerCatalogue(key, m);
      },
      () => (loading.delete(key), undefined),
    );
    loading.set(key, p);
  }
  return p;
}

/**
 * Fills `{name}` placeholders with `values`, a number written as `lang` writes it (1.200 in
 * German); a function message gets the values as they are (a count stays a number to choose a
 * plural by).
 */
export function format(message: Message, values: Record<string, string | number> = {}, lang = 'en'): string {
  if (typeof message === 'function') return message(values);
  return message.replace(/\{(\w+)\}/g, (whole, name: string) => {
    const value = values[name];
    return typeof value === 'number' ? formatNumber(value, lang) : name in values ? String(value) : whole;
  });
}

/**
 * A number as `lang` writes it. The counts in messages are mostly small, and an integer from 0 to
 * 999 is written with the same ASCII digits in every English and German locale: those skip Intl,
 * whose first use in a page costs about 15 ms (60 ms on a slow phone) to load its locale data,
 * in the middle of the first render.
 */
function formatNumber(value: number, lang: string): string {
  const plain = Number.isInteger(value) && value >= 0 && value < 1000;
  const language = primary(lang || (globalThis.navigator?.language ?? ''));
  return plain && (language === 'en' || language === 'de') ? String(value) : numberFormat(lang).format(value);
}

const formats = new Map<string, Intl.NumberFormat>();

/**
 * The number format of a BCP 47 tag, made once per tag (a format costs ~10 us to make): 5.000 in
 * German, 5,000 in English. An empty or malformed tag formats as the browser's default language.
 */
export function numberFormat(lang: string): Intl.NumberFormat {
  let f = formats.get(lang);
  if (!f) {
    try {
      f = new Intl.NumberFormat(lang || undefined);
    } catch {
      f = new Intl.NumberFormat();
    }
    formats.set(lang, f);
  }
  return f;
}

/** The `lang` of the closest ancestor that has one, looking through shadow roots. */
export function closestLang(el: Element): string {
  let node: Element | null = el;
  while (node) {
    const owner: Element | null = node.closest('[lang]');
    if (owner) return owner.getAttribute('lang') ?? '';
    const root = node.getRootNode();
    node = root instanceof ShadowRoot ? root.host : null;
  }
  return '';
}

/** The loaded catalogue for a BCP 47 tag (`de-CH` -> German); English otherwise. */
export function catalogueFor(lang: string): Strings {
  return catalogues[primary(lang)] ?? en;
}

export interface HasStrings extends ReactiveControllerHost, HTMLElement {
  /** Host overrides, by key (the core's keys, or a feature chunk's own). */
  strings: Partial<Record<string, Message>> | undefined;
}

/**
 * Gives an element its UI text: the catalogue of its closest `lang`, with the host's
 * overrides on top. Re-renders when `lang` changes on the element or the document.
 */
export class StringsController implements ReactiveController {
  #host: HasStrings;
  #observer?: MutationObserver;
  lang = '';

  constructor(host: HasStrings) {
    this.#host = host;
    host.addController(this);
  }

  hostConnected(): void {
    this.#use(closestLang(this.#host));
    this.#observer = new MutationObserver(() => {
      const lang = closestLang(this.#host);
      if (lang !== this.lang) {
        this.#use(lang);
        this.#host.requestUpdate();
      }
    });
    const opts = {attributes: true, attributeFilter: ['lang']};
    this.#observer.observe(this.#host, opts);
    this.#observer.observe(document.documentElement, opts);
  }

  hostDisconnected(): void {
    this.#observer?.disconnect();
  }

  /** Switches to `lang`; shows English until its catalogue has loaded, then renders again. */
  #use(lang: string): void {
    this.lang = lang;
    if (catalogues[primary(lang)]) return;
    void loadCatalogue(lang).then((c) => {
      if (c && this.lang === lang) this.#host.requestUpdate();
    });
  }

  /** The message `key` with its placeholders filled, numbers as the language writes them. */
  t(key: StringKey, values?: Record<string, string | number>): string {
    const message = this.#host.strings?.[key] ?? catalogueFor(this.lang)[key];
    return format(message, values, this.lang || 'en');
  }

  /**
   * A broken rule (a ValidationIssue) in the current language, by its code (see RuleKey). In
   * English, and for an issue without a code or an entry, the issue's own message is shown.
   */
  rule(issue: Pick<ValidationIssue, 'message' | 'code' | 'params'>): string {
    if (!issue.code) return issue.message;
    // snake_case code -> key: `unknown_field` -> `ruleUnknownField`
    const key = `rule${issue.code.replace(/(?:^|_)([a-z])/g, (_, c: string) => c.toUpperCase())}` as RuleKey;
    const message = this.#host.strings?.[key] ?? catalogueFor(this.lang)[key];
    return message === undefined ? issue.message : format(message, issue.params);
  }
}

/**
 * The text of a feature that loads as a chunk of its own (the connection panel, the mapping
 * editor, the preview): English and its other languages travel in the chunk, keyed by message
 * code, so the entry's catalogues stay as they are. Host overrides come first, as for the core text.
 */
export type FeatureCatalogue<K extends string> = {en: Record<K, Message>} & Partial<
  Record<string, Partial<Record<K, Message>>>
>;

/** A feature's languages beside English: each a module of its own, its default export the catalogue. */
export type FeatureLanguages<K extends string> = Record<
  string,
  () => Promise<{default: Partial<Record<K, Message>>}>
>;
const featureLoads = new Map<() => Promise<unknown>, Promise<boolean>>();

/**
 * Puts the catalogue of `lang` (a BCP 47 tag) into `catalogue` from its module in `languages`,
 * once; resolves true when it arrived now (render again: English shows until then). A failed load
 * is retried on the next call.
 */
export function loadFeatureLanguage<K extends string>(
  catalogue: FeatureCatalogue<K>,
  languages: FeatureLanguages<K>,
  lang: string,
): Promise<boolean> {
  const key = primary(lang);
  const load = Object.hasOwn(languages, key) ? languages[key] : undefined;
  if (!load || catalogue[key]) return Promise.resolve(false);
  let p = featureLoads.get(load);
  if (!p) {
    p = load().then(
      (m) => ((catalogue[key] = m.default), true),
      () => (featureLoads.delete(load), false),
    );
    featureLoads.set(load, p);
  }
  return p;
}

/** A feature chunk's message `key` in `lang` (English when the language lacks it), filled with `values`. */
export function featureText<K extends string>(
  catalogue: FeatureCatalogue<K>,
  lang: string,
  key: K,
  overrides?: Partial<Record<string, Message>>,
  values?: Record<string, string | number>,
): string {
  const message = overrides?.[key] ?? catalogue[primary(lang)]?.[key] ?? catalogue.en[key];
  return format(message, values, lang || 'en');
}
