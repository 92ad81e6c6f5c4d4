import type {ReactiveController, ReactiveControllerHost} from 'lit';
import type {ConfigClient} from '../../api/client.ts';
import type {ConfigDraft} from '../../config/draft.ts';
import {ApiError} from '../../contract/errors.ts';
import type {FieldMetadata} from '../../contract/schemas.ts';
import {holdsWrite, type FieldsByObject, type ObjectFields} from '../context.ts';
import type {FieldsInput} from '../field-settings-editor/field-settings-editor.ts';

/** Where an installation's object fields come from: the host's `fields`, else the service. */
export interface FieldsSource {
  client: ConfigClient;
  projectIdOrName: string;
  integrationId: string;
  groupRef: string | undefined;
  /** Fields the host gave, by object name (read when an object loads): these are never fetched. */
  given: () => Readonly<Record<string, FieldsInput>> | undefined;
}

/** Metadata requests for rows in view that may be in flight at once. */
const ROWS_IN_FLIGHT = 4;

/**
 * The fields of each write object of one loaded installation, loaded when first asked for, each
 * on its own: per-object status (loading, loaded, missing, error), a reload of one object, and
 * an abort of every answer still due when the installation changes or the host leaves the page.
 * Two ways to ask: `ensure` (the open object: at once) and `queue` (picker rows in view, for
 * their display names: a few at a time, after every `ensure`d object has answered).
 */
export class FieldsController implements ReactiveController {
  #fields: FieldsByObject = {};
  #source?: FieldsSource;
  #abort = new AbortController();
  /** Queued names not asked for yet, in the order asked. */
  #waiting = new Set<string>();
  /** Names in flight: asked for at once, and from the queue. */
  #now = new Set<string>();
  #queued = new Set<string>();
  #byName = new WeakMap<FieldMetadata[], Map<string, FieldMetadata>>();
  /** Loads start only on the page: an update of a host that left asks for nothing. */
  #connected = false;

  constructor(
    private readonly host: ReactiveControllerHost,
    /** Told of every failed load (a 404 is not one: the object is missing). */
    private readonly on: {error(error: unknown): void},
  ) {
    host.addController(this);
  }

  /** Each object's load status, by name. */
  get fields(): FieldsByObject {
    return this.#fields;
  }

  /** One loaded field (undefined until its object's fields have loaded). */
  field = (objectName: string, fieldName: string): FieldMetadata | undefined => {
    const f = this.#fields[objectName];
    if (f?.status !== 'loaded') return undefined;
    let byName = this.#byName.get(f.fields);
    if (!byName) this.#byName.set(f.fields, (byName = new Map(f.fields.map((x) => [x.fieldName, x]))));
    return byName.get(fieldName);
  };

  /** The names of an object's loaded fields (undefined until loaded). */
  fieldNames = (objectName: string): string[] | undefined => {
    const f = this.#fields[objectName];
    return f?.status === 'loaded' ? f.fields.map((x) => x.fieldName) : undefined;
  };

  /**
   * The object-availability rule: an object the customer switched on that the account lacks (its
   * metadata answered 404) is switched off again at once, and the names switched off are returned.
   * The edit is refused on its row ("Not available in your account"), never counts as a change,
   * and the row stays off for as long as the object is known to be missing. One the installation
   * already writes is the customer's to switch off: it is left as held.
   */
  refuseMissing(draft: ConfigDraft): string[] {
    const refused: string[] = [];
    for (const [objectName, f] of Object.entries(this.#fields)) {
      // checked before any draft handle is made: this runs on every update (each keystroke)
      if (f?.status !== 'missing' || holdsWrite(draft, objectName)) continue;
      if (!draft.writeObject(objectName).isEnabled) continue;
      // not an undo step: undo() goes back past the customer's switch-on, not to it (and a refusal again)
      draft.transaction((d) => d.writeObject(objectName).disable(), {step: false});
      refused.push(objectName);
    }
    return refused;
  }

  /** A new installation (or none): drops what was loaded and stops the answers still due. */
  use(source: FieldsSource | undefined): void {
    this.#stop();
    this.#source = source;
    this.#set({});
  }

  /** Loads the objects of `names` that were never asked for, at once. */
  ensure(names: readonly string[]): void {
    for (const name of names) if (!this.#fields[name]) this.#load(name, this.#now);
  }

  /**
   * Queues the objects of `names` that were never asked for: loaded a few at a time, once the
   * objects asked for at once have answered (the open object does not wait behind picker rows).
   */
  queue(names: readonly string[]): void {
    for (const name of names) if (!this.#fields[name]) this.#waiting.add(name);
    this.#pump();
  }

  /** Loads one object's fields again (after an error). */
  reload(name: string): void {
    this.#load(name, this.#now);
  }

  hostConnected(): void {
    this.#connected = true;
    // what a disconnect forgot is asked for again by the next update
    this.host.requestUpdate();
  }

  hostDisconnected(): void {
    // answers due now would land on a page that left: forget those objects, a reconnect asks again
    this.#connected = false;
    this.#stop();
    const kept = Object.entries(this.#fields).filter(([, f]) => f.status !== 'loading');
    this.#set(Object.fromEntries(kept));
  }

  /** Stops every answer still due and forgets the queue. */
  #stop(): void {
    this.#abort.abort();
    this.#abort = new AbortController();
    this.#waiting.clear();
    this.#now.clear();
    this.#queued.clear();
  }

  /** Starts queued loads while there is room and nothing asked for at once is still due. */
  #pump(): void {
    for (const name of this.#waiting) {
      if (this.#now.size || this.#queued.size >= ROWS_IN_FLIGHT) return;
      this.#waiting.delete(name);
      if (!this.#fields[name]) this.#load(name, this.#queued);
    }
  }

  #set(fields: FieldsByObject): void {
    this.#fields = fields;
    this.host.requestUpdate();
  }

  #put(name: string, state: ObjectFields): void {
    this.#set({...this.#fields, [name]: state});
  }

  /** Loads one object's fields; `flight` holds its name until the answer is in. */
  #load(name: string, flight: Set<string>): void {
    const source = this.#source;
    if (!source || !this.#connected) return;
    const given = source.given()?.[name];
    if (given) {
      this.#put(name, {status: 'loaded', fields: Array.isArray(given) ? [...given] : Object.values(given)});
      return;
    }
    const {signal} = this.#abort;
    this.#put(name, {status: 'loading'});
    flight.add(name);
    const {client, projectIdOrName, integrationId, groupRef} = source;
    client
      .getObjectMetadata({projectIdOrName, integrationId, objectName: name, groupRef}, {signal})
      .then(
        (meta) =>
          signal.aborted ||
          this.#put(name, {
            status: 'loaded',
            fields: Object.values(meta.fields),
            displayName: meta.displayName,
          }),
        (error) => {
          if (signal.aborted) return;
          if (error instanceof ApiError && error.status === 404) return this.#put(name, {status: 'missing'});
          this.#put(name, {status: 'error', error});
          this.on.error(error);
        },
      )
      .finally(() => {
        // an aborted answer belongs to a page or installation that is gone: nothing to free
        if (signal.aborted) return;
        flight.delete(name);
        this.#pump();
      });
  }
}
