// What <install-config> hands its first-run and uninstall chunks: one object, made once, so the
// entry keeps only the decision that a first run or an uninstall is needed (types only).
import type {Client, ConfigClient} from '../../api/client.ts';
import type {ConfigDraft} from '../../config/draft.ts';
import type {ManifestIntegration, ProviderLookup} from '../../contract/schemas.ts';
import type {ErrorDetail} from '../events.ts';
import type {StringsController} from '../strings.ts';
import type {FieldsController} from './fields-controller.ts';
import type {FirstRun} from './first-run/first-run.ts';

/** A load taken in: its client and manifest, and the draft the form edits. */
export interface Loaded {
  client: ConfigClient | Client;
  manifest: ManifestIntegration;
  draft: ConfigDraft;
}

export interface Lifecycle {
  t: StringsController;
  /** The open objects' fields (a first run waits for the switched-on ones before Install). */
  fields: FieldsController;
  /** The load taken in (undefined before the first). */
  loaded(): Loaded | undefined;
  /** The provider, once its answer came (its display name is the one the customer knows). */
  provider(): ProviderLookup | undefined;
  /** ic-error, and the detail on the console. */
  fail(detail: ErrorDetail): void;
  /** The draft, once no input breaks a rule (else throws the ValidationError Save would meet). */
  checked(): ConfigDraft;
  /** Loads again (the host's Connect finished: a first run on the new connection). */
  reload(): void;
  /**
   * Edits `draft` (its manifest set) from now on: a new installation's (`run` undefined), or a
   * first run's again after Uninstall.
   */
  edit(draft: ConfigDraft, run?: FirstRun): void;
}
