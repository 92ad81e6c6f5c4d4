// What <install-config> shares with the elements inside it (@lit/context), and the
// controller those elements use to take it. Alone, the elements use their plain properties.
import {ContextConsumer, createContext} from '@lit/context';
import type {ReactiveControllerHost} from 'lit';
import type {FieldMetadata, ManifestIntegration, ProviderLookup} from '../contract/schemas.ts';
import type {ConfigDraft} from '../config/draft.ts';
import {DraftListener} from './controllers/draft-listener.ts';
import type {BuilderWords} from './strings.ts';

/** The fields of one write object as <install-config> loaded them. */
export type ObjectFields =
  | {status: 'loading'}
  | {status: 'loaded'; fields: FieldMetadata[]; displayName?: string}
  /** The customer's instance lacks the object (its metadata answered 404). */
  | {status: 'missing'}
  | {status: 'error'; error: unknown};
export type FieldsByObject = Readonly<Record<string, ObjectFields>>;

/** Busy state: while saving, every control is disabled. */
export interface ConfigState {
  saving: boolean;
}

/** What <install-config> shares with the elements inside it: one context, one notification. */
export interface ConfigStore {
  draft?: ConfigDraft;
  manifest?: ManifestIntegration;
  provider?: ProviderLookup;
  fields: FieldsByObject;
  state: ConfigState;
  /** The host's words for the language shown (`names`), if any. */
  names?: BuilderWords;
  /** Asks <install-config> to load one object's fields again (after an error). */
  reloadFields?: (objectName: string) => void;
  /**
   * Tells <install-config> which switched-on objects' picker rows are in view and need their
   * metadata (a display name, and whether the account has the object): a few at a time, once each.
   */
  rowsInView?: (objectNames: readonly string[]) => void;
}

export const configContext = createContext<ConfigStore | undefined>(Symbol('ic-config'));

type Host = ReactiveControllerHost & HTMLElement;

/** A readable stand-in for an object's name until its display name is known: `legacy_lead` -> "Legacy lead". */
export const readableName = (name: string): string => {
  const words = name.replace(/[_-]+/g, ' ').trim();
  return words ? words[0].toUpperCase() + words.slice(1) : name;
};

/** An object's name for the customer: its loaded display name, the manifest's, or a readable form of its name. */
export const objectLabel = (
  store: {fields?: FieldsByObject; manifest?: ManifestIntegration; names?: BuilderWords} | undefined,
  name: string,
): string => {
  const f = store?.fields?.[name];
  const m = store?.manifest?.write?.objects?.find((o) => o.objectName === name) as
    {displayName?: unknown} | undefined;
  return (
    store?.names?.objects?.[name] ||
    (f?.status === 'loaded' && f.displayName) ||
    (typeof m?.displayName === 'string' && m.displayName) ||
    readableName(name)
  );
};

/** The last `withWords` answer for a fields record: the same object while neither changes. */
const named = new WeakMap<FieldsByObject, [BuilderWords['fields'], FieldsByObject]>();

/** The loaded fields with the host's display names (`words`, by object then field) put in. */
export function withWords(fields: FieldsByObject, words: BuilderWords['fields']): FieldsByObject {
  if (!words) return fields;
  const last = named.get(fields);
  if (last?.[0] === words) return last[1];
  const out = {...fields};
  for (const [object, names] of Object.entries(words)) {
    const f = out[object];
    if (f?.status !== 'loaded') continue;
    const label = (x: FieldMetadata) => (names[x.fieldName] ? {...x, displayName: names[x.fieldName]} : x);
    out[object] = {...f, fields: f.fields.map(label)};
  }
  named.set(fields, [words, out]);
  return out;
}

/**
 * Whether the loaded installation already writes `objectName`: such an object is the customer's to
 * switch off, never the element's, whatever its metadata answers (kept as held, left out of Save).
 */
export const holdsWrite = (draft: ConfigDraft | undefined, objectName: string): boolean =>
  !!draft && !draft.isNew && Object.hasOwn(draft.baseline.config.content.write?.objects ?? {}, objectName);

/**
 * Takes what an enclosing <install-config> provides (nothing when alone) and re-renders the
 * host when any of it is replaced or the draft changes.
 */
export class ConfigConsumer {
  #consumer: ContextConsumer<typeof configContext, Host>;

  /** `onDraft`: told of each change and reset of the shared draft. */
  constructor(host: Host, onDraft?: (kind: 'change' | 'reset') => void) {
    // re-renders the host on the shared draft's changes (the same controller a draft property uses);
    // a new store re-renders it already (ContextConsumer requests the update)
    const listener = new DraftListener(host, onDraft);
    this.#consumer = new ContextConsumer(host, {
      context: configContext,
      subscribe: true,
      callback: (store) => (listener.draft = store?.draft),
    });
  }

  get #store(): ConfigStore | undefined {
    return this.#consumer.value;
  }

  get draft(): ConfigDraft | undefined {
    return this.#store?.draft;
  }
  get manifest(): ManifestIntegration | undefined {
    return this.#store?.manifest;
  }
  get provider(): ProviderLookup | undefined {
    return this.#store?.provider;
  }
  get fields(): FieldsByObject | undefined {
    return this.#store?.fields;
  }
  get state(): ConfigState | undefined {
    return this.#store?.state;
  }
  get names(): BuilderWords | undefined {
    return this.#store?.names;
  }
  get reloadFields(): ((objectName: string) => void) | undefined {
    return this.#store?.reloadFields;
  }
  get rowsInView(): ((objectNames: readonly string[]) => void) | undefined {
    return this.#store?.rowsInView;
  }
}
