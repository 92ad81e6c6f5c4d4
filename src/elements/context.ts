// What <install-config> shares with the elements inside it (@lit/context), and the
// controller those elements use to take it. Alone, the elements use their plain properties.
import {ContextConsumer, createContext} from '@lit/context';
import type {ReactiveController, ReactiveControllerHost} from 'lit';
import type {ConfigClient} from '../api/client.ts';
import type {FieldMetadata, ManifestIntegration, ProviderLookup} from '../contract/schemas.ts';
import type {ConfigDraft} from '../config/draft.ts';

/** The draft the elements read and change (src/config). */
export type Draft = ConfigDraft;

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

export const clientContext = createContext<ConfigClient | undefined>(Symbol('ic-client'));
export const manifestContext = createContext<ManifestIntegration | undefined>(Symbol('ic-manifest'));
export const providerContext = createContext<ProviderLookup | undefined>(Symbol('ic-provider'));
export const draftContext = createContext<Draft | undefined>(Symbol('ic-draft'));
export const fieldsContext = createContext<FieldsByObject | undefined>(Symbol('ic-fields'));
export const stateContext = createContext<ConfigState | undefined>(Symbol('ic-state'));
/** Asks <install-config> to load one object's fields again (after an error). */
export const reloadFieldsContext = createContext<((objectName: string) => void) | undefined>(Symbol('ic-reload-fields'));

type Host = ReactiveControllerHost & HTMLElement;

/** A readable stand-in for an object's name until its display name is known: `legacy_lead` -> "Legacy lead". */
export const readableName = (name: string): string => {
  const words = name.replace(/[_-]+/g, ' ').trim();
  return words ? words[0].toUpperCase() + words.slice(1) : name;
};

/**
 * Takes what an enclosing <install-config> provides (nothing when alone) and re-renders the
 * host when any of it is replaced or the draft changes.
 */
export class ConfigConsumer implements ReactiveController {
  #host: Host;
  #draft?: Draft;
  manifest?: ManifestIntegration;
  provider?: ProviderLookup;
  fields?: FieldsByObject;
  state?: ConfigState;
  reloadFields?: (objectName: string) => void;
  #onChange = () => this.#host.requestUpdate();

  constructor(host: Host) {
    this.#host = host;
    host.addController(this);
    const take = <T>(context: {__context__: T}, set: (v: T) => void) =>
      new ContextConsumer(host, {
        context: context as never,
        subscribe: true,
        callback: (value: T) => {
          set(value);
          host.requestUpdate();
        },
      });
    take(draftContext, (d) => this.#setDraft(d));
    take(manifestContext, (v) => (this.manifest = v));
    take(providerContext, (v) => (this.provider = v));
    take(fieldsContext, (v) => (this.fields = v));
    take(stateContext, (v) => (this.state = v));
    take(reloadFieldsContext, (v) => (this.reloadFields = v));
  }

  get draft(): Draft | undefined {
    return this.#draft;
  }

  #setDraft(draft: Draft | undefined) {
    this.#draft?.removeEventListener('change', this.#onChange);
    this.#draft = draft;
    draft?.addEventListener('change', this.#onChange);
  }

  hostConnected(): void {
    this.#draft?.addEventListener('change', this.#onChange);
  }

  hostDisconnected(): void {
    this.#draft?.removeEventListener('change', this.#onChange);
  }
}
