// The UI text. English is built in and is the source of the message codes (the keys); every other
// language is one module under ./strings/ keyed by message name (strings/de.ts), holding the words
// of every feature too, and loads as one chunk when an element first meets it. The script-tag
// bundle ships those modules without their key names (scripts/pack-languages.mjs: each part's
// messages in its English key order; docs/languages.md), and a part is keyed again here when its
// English first asks for it. The language is the
// element's `locale`, else the closest `lang` (crossing shadow roots); a regional tag falls back to
// its language (`de-CH` -> de, `pt` -> pt-BR, `zh-CN` -> zh-Hans), an unknown one to English. A host
// overrides any entry through the element's `strings` property, or adds a language of its own with
// `registerLanguage`. Messages with values use named placeholders (`{field}`); a count chooses its
// form by Intl.PluralRules. Each sentence is one entry: none is glued together from pieces, has a
// translated phrase put into it, or ends in a control (controls get labels of their own).
import type {ReactiveController, ReactiveControllerHost} from 'lit';
import type {ValidationIssue} from '../contract/errors.ts';
import type {DeletionKey, FieldsReadKey, ReviewStrings} from '../config/describe.ts';
import type {ConnectionKey} from './connection-status/connection-status.strings.ts';
import type {SignInKey} from './connection-status/sign-in.ts';
import type {MappingKey} from './field-mapping-editor/field-mapping-editor.strings.ts';
import type {BulkKey} from './field-settings-editor/bulk/bulk-text.ts';
import type {PreviewKey} from './field-settings-editor/preview/preview-text.ts';
import type {HelpKey} from './help/help-text.ts';
import type {SaveKey} from './install-config/conflict-notice.ts';
import type {KeptKey} from './install-config/kept-edits.ts';
import type {InstallKey, ReviewKey} from './install-config/review/review-step.ts';
import type {ReadFieldsKey} from './read-fields-editor/read-fields-editor.strings.ts';
import type {ReadSummaryKey} from './read-fields-editor/read-fields-summary.ts';
import type {GuidedKey} from './install-config/guided/guided.strings.ts';
import type {SwitchesKey} from './install-config/switches/switches.strings.ts';
import type {FirstRunKey} from './install-config/first-run/first-run.strings.ts';
import type {UninstallKey} from './install-config/uninstall/uninstall.strings.ts';
import type {DeletionSwitchKey} from './install-config/switches/deletion.strings.ts';
import type {LockKey} from './lock-mark.ts';
import type {LongListKey} from './write-object-picker/long-list/long-list-text.ts';

const en = {
  loading: 'Loading…',
  retry: 'Retry',
  // field-settings-editor
  filterLabel: 'Filter fields',
  onlyWithSettings: 'Only fields with settings',
  fieldCount: {one: '{shown} of {total} field', other: '{shown} of {total} fields'},
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
  // counts: one form per plural category of the language (Intl.PluralRules), chosen by {count}
  unsaved: {one: '1 unsaved change', other: '{count} unsaved changes'},
  savedCount: {one: 'Saved · 1 change', other: 'Saved · {count} changes'},
  discardCount: {one: 'Discard 1 change', other: 'Discard {count} changes'},
  invalidFields: 'Fields with invalid settings: {count}. Fix them to save.',
  discarded: 'Changes discarded.',
  undo: 'Undo',
  // A field with stored settings the customer has not changed now ("Changed" is the customer's edit).
  markSet: 'Has settings',
  helpToggle: 'What do these mean?',
  // bulk edits (the toolbar itself is a chunk with its own words)
  bulkEdit: 'Bulk edit',
  dismiss: 'Dismiss',
  // an object the installation already writes whose fields cannot be loaded: kept, never dropped
  fieldsUnavailable: "The fields of {object} can't be loaded right now.",
  keptAsSaved: 'Its saved settings are kept as they are.',
} satisfies Record<string, Message>;

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
/** The keys of the core UI text (the English catalogue's, built into the entry). */
export type StringKey = keyof typeof en;
/** The keys of the features that load on demand; their English travels in their own chunks. */
export type FeatureKey =
  | BulkKey
  | ConnectionKey
  | DeletionSwitchKey
  | SignInKey
  | HelpKey
  | KeptKey
  | LockKey
  | LongListKey
  | MappingKey
  | PreviewKey
  | GuidedKey
  | ReadFieldsKey
  | ReadSummaryKey
  | ReviewKey
  | SaveKey
  | SwitchesKey
  | FirstRunKey
  | UninstallKey
  | InstallKey
  | keyof ReviewStrings;
/** Every message of a language: the core's and every feature's. */
export type MessageKey = StringKey | FeatureKey;
/**
 * The keys of the features whose catalogue is marked `englishGermanOnly` (DESIGN: a feature of the
 * first-install issue ships in English and German; the languages issue carries it further). Other
 * languages may lack them, and then show their English.
 */
export type EnglishGermanOnlyKey =
  | GuidedKey
  | ReadFieldsKey
  | ReadSummaryKey
  | FieldsReadKey
  | FirstRunKey
  | UninstallKey
  | DeletionSwitchKey
  | DeletionKey
  | InstallKey;
/** A count's forms, one per plural category the language uses (Intl.PluralRules); `other` always. */
export type Plural = {other: string} & Partial<Record<Intl.LDMLPluralRule, string>>;
/**
 * A message: a template with `{name}` placeholders, a count's plural forms (chosen by `{count}`,
 * else `{total}`), or a function of the values.
 */
export type Message = string | Plural | ((values: Record<string, string | number>) => string);
/** The core text: every English key; rule keys where the language has them. */
export type Strings = Record<StringKey, Message> & Partial<Record<RuleKey, Message>>;
/**
 * A language: every message of the core and of every feature, and the rule messages; those of a
 * feature shipped in English and German only may be missing (they show in English). A catalogue
 * that lacks a key fails typecheck; test/unit/languages.test.ts holds every language's placeholders
 * to English's.
 */
export type Catalogue = Record<Exclude<MessageKey, EnglishGermanOnlyKey>, Message> &
  Partial<Record<EnglishGermanOnlyKey | RuleKey, Message>>;
/** German: every message, those of the features shipped in English and German only too. */
export type GermanCatalogue = Catalogue & Record<EnglishGermanOnlyKey, Message>;

/** Loaded languages by tag (`de`, `pt-BR`, a host's own), and the core English. */
export const catalogues: Record<string, Partial<Catalogue>> = {en};

/**
 * A shipped language's module: its keyed catalogue (as written, and as tests and npm bundlers see
 * it), or, in the script-tag bundle, `parts`: each part's messages in the order of that part's
 * English keys, `default` keeping what is in no part (the rule messages).
 */
type LanguageModule = {default: Partial<Catalogue>; parts?: Record<string, Message[]>};

/** The languages shipped as modules, one chunk each, loaded on first use. */
const SHIPPED: Record<string, () => Promise<LanguageModule>> = {
  ar: () => import('./strings/ar.ts'),
  de: () => import('./strings/de.ts'),
  es: () => import('./strings/es.ts'),
  fr: () => import('./strings/fr.ts'),
  it: () => import('./strings/it.ts'),
  ja: () => import('./strings/ja.ts'),
  nl: () => import('./strings/nl.ts'),
  'pt-BR': () => import('./strings/pt-BR.ts'),
  'zh-Hans': () => import('./strings/zh-Hans.ts'),
};
/** A language asked for without a region or script, and the shipped one that serves it. */
const ALIASES: Record<string, string> = {pt: 'pt-BR', zh: 'zh-Hans'};
/** Known tags, lowercase -> as registered. */
const known = new Map(['en', ...Object.keys(SHIPPED)].map((tag) => [tag.toLowerCase(), tag]));
for (const [alias, tag] of Object.entries(ALIASES)) known.set(alias, tag);
const loading = new Map<string, Promise<Partial<Catalogue> | undefined>>();
/** Parts of loaded languages not keyed yet, by language and part (see LanguageModule). */
const packed: Record<string, Record<string, Message[]> | undefined> = {};

/** Keys a language's packed `part` by its English (`en`, whose key order the build used), once. */
function unpack(language: string, part: string, en: object): void {
  const values = packed[language]?.[part];
  if (!values) return;
  delete packed[language]![part];
  const catalogue: Partial<Record<string, Message>> = catalogues[language]!;
  Object.keys(en).forEach((key, i) => (catalogue[key] = values[i]));
}

/** Takes a shipped language's module in: its keyed messages, or its packed parts (the core keyed now). */
export function adoptLanguage(language: string, module: LanguageModule): Partial<Catalogue> {
  // each taken as it is: the module's objects are this language's alone
  catalogues[language] = module.default;
  packed[language] = module.parts;
  unpack(language, 'core', en);
  return catalogues[language];
}

/** languageOf's answers until the next registerLanguage: a render asks for each string it shows. */
const languageOfTag = new Map<string, string | undefined>();

/** The shipped or registered language that serves a BCP 47 tag (`de-CH` -> de, `zh-CN` -> zh-Hans). */
export function languageOf(tag: string): string | undefined {
  if (languageOfTag.has(tag)) return languageOfTag.get(tag);
  let language: string | undefined;
  const parts = tag.toLowerCase().split('-');
  for (let n = parts.length; n > 0 && !language; n--) language = known.get(parts.slice(0, n).join('-'));
  languageOfTag.set(tag, language);
  return language;
}

/**
 * Adds a language of the host's own (or replaces a shipped one) under a BCP 47 tag: a complete
 * catalogue, typed like the shipped ones. Elements whose `locale` or `lang` is that tag (or a
 * regional form of it, `sv-FI` for `sv`) show it from their next render.
 */
export function registerLanguage(tag: string, catalogue: Catalogue): void {
  const [canonical = tag] = Intl.getCanonicalLocales(tag);
  known.set(canonical.toLowerCase(), canonical);
  languageOfTag.clear();
  catalogues[canonical] = catalogue;
  packed[canonical] = undefined;
}

/**
 * The catalogue of a BCP 47 tag, loading a shipped language's chunk once; undefined for a language
 * that is neither registered nor shipped (English is used). A failed load is retried on the next call.
 */
export function loadCatalogue(tag: string): Promise<Partial<Catalogue> | undefined> {
  const language = languageOf(tag);
  if (!language) return Promise.resolve(undefined);
  if (catalogues[language]) return Promise.resolve(catalogues[language]);
  let p = loading.get(language);
  if (!p) {
    p = SHIPPED[language]!().then(
      (m) => adoptLanguage(language, m),
      () => (loading.delete(language), undefined),
    );
    loading.set(language, p);
  }
  return p;
}

/**
 * The builder's own words in one language: display names of objects, fields and read mapping
 * targets, and the targets' prompts, by object name (then field or target name). What is missing
 * shows as the manifest and the provider name it.
 */
export interface BuilderWords {
  objects?: Readonly<Record<string, string>>;
  fields?: Readonly<Record<string, Readonly<Record<string, string>>>>;
  targets?: Readonly<Record<string, Readonly<Record<string, string>>>>;
  prompts?: Readonly<Record<string, Readonly<Record<string, string>>>>;
}

/** The builder's words by BCP 47 tag (`{de: {objects: {contact: 'Kontakt'}}}`). */
export type BuilderNames = Readonly<Record<string, BuilderWords>>;

/** The entry of `names` for `lang`: its own tag's, else its base language's (`de-CH` -> `de`). */
export const wordsFor = (names: BuilderNames | undefined, lang: string): BuilderWords | undefined =>
  names?.[lang] ?? names?.[lang.split('-')[0]!];

/** The loaded catalogue for a BCP 47 tag (`de-CH` -> German); the core English otherwise. */
export function catalogueFor(tag: string): Partial<Catalogue> {
  return catalogues[languageOf(tag) ?? 'en'] ?? en;
}

const plurals = new Map<string, Intl.PluralRules>();

/** English, German or no language: one and other by hand, ASCII digits (no Intl needed). */
const englishOrGerman = (lang: string) => /^(en|de)?(-|$)/i.test(lang);

/** The plural category of `n` in `lang` (English and German by hand: Intl's first use is slow). */
function pluralOf(n: number, lang: string): Intl.LDMLPluralRule {
  if (englishOrGerman(lang)) return n === 1 ? 'one' : 'other';
  let rules = plurals.get(lang);
  if (!rules) {
    try {
      rules = new Intl.PluralRules(lang);
    } catch {
      rules = new Intl.PluralRules('en');
    }
    plurals.set(lang, rules);
  }
  return rules.select(n);
}

/**
 * Fills `{name}` placeholders with `values`, a number written as `lang` writes it (1.200 in
 * German); a plural message takes the form of `lang`'s category for `{count}` (else `{total}`); a
 * function message gets the values as they are (a count stays a number).
 */
export function format(message: Message, values: Record<string, string | number> = {}, lang = 'en'): string {
  if (typeof message === 'function') return message(values);
  if (typeof message === 'object') {
    const n = Number(values.count ?? values.total);
    message = message[pluralOf(n, lang)] ?? message.other;
  }
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
  const language = lang || (globalThis.navigator?.language ?? '');
  return plain && englishOrGerman(language) ? String(value) : numberFormat(lang).format(value);
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

export interface HasStrings extends ReactiveControllerHost, HTMLElement {
  /** Host overrides, by key (the core's keys, or a feature's). */
  strings: Partial<Record<string, Message>> | undefined;
  /** The element's language set by the host (attribute or property); else the closest `lang`. */
  locale?: string | undefined;
}

/**
 * Gives an element its UI text: the catalogue of its `locale`, else of its closest `lang`, with the
 * host's overrides on top. Re-renders when `locale` changes, or `lang` on the element or the document.
 */
export class StringsController implements ReactiveController {
  #host: HasStrings;
  #observer?: MutationObserver;
  #locale: string | undefined;
  /** The BCP 47 tag the element speaks (as the host gave it: numbers follow its region). */
  lang = '';

  constructor(host: HasStrings) {
    this.#host = host;
    host.addController(this);
  }

  hostConnected(): void {
    this.#locale = this.#host.locale;
    this.#use(this.#chosen());
    this.#observer = new MutationObserver(() => {
      const lang = this.#chosen();
      if (lang !== this.lang) {
        this.#use(lang);
        this.#host.requestUpdate();
      }
    });
    const opts = {attributes: true, attributeFilter: ['lang']};
    this.#observer.observe(this.#host, opts);
    this.#observer.observe(document.documentElement, opts);
  }

  hostUpdate(): void {
    // a `locale` the host set since the last render
    if (this.#host.locale === this.#locale) return;
    this.#locale = this.#host.locale;
    this.#use(this.#chosen());
  }

  hostDisconnected(): void {
    this.#observer?.disconnect();
  }

  #chosen(): string {
    return this.#host.locale || closestLang(this.#host);
  }

  /** Switches to `lang`; shows English until its catalogue has loaded, then renders again. */
  #use(lang: string): void {
    this.lang = lang;
    const language = languageOf(lang);
    if (!language || catalogues[language]) return;
    void loadCatalogue(lang).then((c) => {
      if (c && this.lang === lang) this.#host.requestUpdate();
    });
  }

  /** The message `key` with its placeholders filled, numbers as the language writes them. */
  t(key: StringKey, values?: Record<string, string | number>): string {
    const message = this.#host.strings?.[key] ?? catalogueFor(this.lang)[key] ?? en[key];
    return format(message, values, this.lang || 'en');
  }

  /** A feature's message `key` (its English in the feature's chunk), the host's overrides first. */
  feature<K extends FeatureKey>(
    catalogue: FeatureCatalogue<K>,
    key: K,
    values?: Record<string, string | number>,
  ): string {
    return featureText(catalogue, this.lang, key, this.#host.strings, values);
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
    return message === undefined ? issue.message : format(message, issue.params, this.lang || 'en');
  }
}

/**
 * The English text of a feature that loads as a chunk of its own (the connection panel, the mapping
 * editor, the preview), keyed by message code; its other languages are in the language modules.
 * `part` names it among a language's parts (src/elements/message-parts.ts): the script-tag bundle
 * ships the part's messages in the order of `en`'s keys. `englishGermanOnly` marks a feature whose
 * words ship in English and German only for now (DESIGN, docs/languages.md): a language without
 * them ships no part for it, and shows its English.
 */
export type FeatureCatalogue<K extends string> = {
  part: string;
  en: Record<K, Message>;
  englishGermanOnly?: true;
};

/**
 * A feature's message `key` in `lang` (English when the language is not loaded or not known, or
 * lacks the message), host overrides first, filled with `values`.
 */
export function featureText<K extends FeatureKey>(
  catalogue: FeatureCatalogue<K>,
  lang: string,
  key: K,
  overrides?: Partial<Record<string, Message>>,
  values?: Record<string, string | number>,
): string {
  const language = languageOf(lang) ?? 'en';
  unpack(language, catalogue.part, catalogue.en);
  const message = overrides?.[key] ?? catalogueFor(lang)[key] ?? catalogue.en[key];
  return format(message, values, lang || 'en');
}
