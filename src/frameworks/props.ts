// Generated from custom-elements.json by scripts/framework-types.mjs (`npm run cem`); do not edit.
// `npm run cem:check` fails when it lags the elements.
// Framework-neutral: imports no framework, so each typing needs only its own.
import type {
  IcBeforeInstallEvent,
  IcBeforeSaveEvent,
  IcBeforeUninstallEvent,
  IcChangeEvent,
  IcErrorEvent,
  IcInstalledEvent,
  IcReadyEvent,
  IcReconnectEvent,
  IcSavedEvent,
  IcUninstalledEvent,
  IcValidityEvent,
} from '../elements/events.ts';
import type {ConnectionStatus} from '../elements/connection-status/connection-status.ts';
import type {FieldMappingEditor} from '../elements/field-mapping-editor/field-mapping-editor.ts';
import type {FieldSettingsEditor} from '../elements/field-settings-editor/field-settings-editor.ts';
import type {InstallConfig} from '../elements/install-config/install-config.ts';
import type {ReadFieldsEditor} from '../elements/read-fields-editor/read-fields-editor.ts';
import type {WriteObjectPicker} from '../elements/write-object-picker/write-object-picker.ts';

/** `<connection-status>`: its attributes (kebab-case) and the properties that have none. */
export type ConnectionStatusProps = {
  disabled?: ConnectionStatus['disabled'];
  /** The state and advice shown, no Reconnect. */
  readonly?: ConnectionStatus['readonly'];
  /** `light` or `dark`; unset follows `prefers-color-scheme`. */
  theme?: ConnectionStatus['theme'];
  /**
   * The language to speak (a BCP 47 tag such as `fr` or `pt-BR`), for hosts that set it in code;
   * unset uses the closest `lang`. A regional tag falls back to its language, an unknown one to
   * English.
   */
  locale?: ConnectionStatus['locale'];
  /**
   * How long a sign-in may take, in milliseconds, from Reconnect or from the host's
   * `detail.opened()`, before the panel stops waiting and offers Reconnect again (3 minutes).
   */
  'reconnect-timeout'?: ConnectionStatus['reconnectTimeout'];
  /** The installation, as the service returns it. */
  installation?: ConnectionStatus['installation'];
  /** The provider's info, for its display name (the provider's name otherwise). */
  provider?: ConnectionStatus['provider'];
  /** Overrides of the panel's text, by key (see connection-status.strings.ts). */
  strings?: ConnectionStatus['strings'];
};
/** `<connection-status>`: its events by name. */
export type ConnectionStatusEvents = {
  /** Reconnect was pressed; cancelable. */
  'ic-reconnect': IcReconnectEvent;
};

/** `<field-mapping-editor>`: its attributes (kebab-case) and the properties that have none. */
export type FieldMappingEditorProps = {
  /** The read object whose fields are mapped. */
  object?: FieldMappingEditor['object'];
  disabled?: FieldMappingEditor['disabled'];
  /** The mappings shown, nothing editable. */
  readonly?: FieldMappingEditor['readonly'];
  /** `light` or `dark`; unset follows `prefers-color-scheme`. */
  theme?: FieldMappingEditor['theme'];
  /**
   * The language to speak (a BCP 47 tag such as `fr` or `pt-BR`), for hosts that set it in code;
   * unset uses the closest `lang`. A regional tag falls back to its language, an unknown one to
   * English.
   */
  locale?: FieldMappingEditor['locale'];
  /**
   * The host's targets for this object (`dynamicMappingsInput` entries; with `fieldName`: fixed, not
   * shown). Set a new list to change them: the rows are made once per list.
   */
  targets?: FieldMappingEditor['targets'];
  /**
   * The provider's fields of the object (standalone; inside <install-config> its loaded fields are
   * used).
   */
  fields?: FieldMappingEditor['fields'];
  /** The draft edited standalone (inside <install-config> the context's draft wins). */
  draft?: FieldMappingEditor['draft'];
  /** Overrides of the editor's text, by key (see field-mapping-editor.strings.ts and ../strings.ts). */
  strings?: FieldMappingEditor['strings'];
  /** What the service said about this object on the last save (a failed sample read), in plain words. */
  serverMessage?: FieldMappingEditor['serverMessage'];
};
/** `<field-mapping-editor>`: its events by name. */
export type FieldMappingEditorEvents = {
  /** A mapping changed (`detail.kind === 'mapping'`), or reading started (`'read'`). */
  'ic-change': IcChangeEvent;
  /**
   * Rows holding a refused mapping appeared or were fixed (`detail.invalid`, one entry a target, its
   * `fieldName` the target's name): the enclosing form blocks Save meanwhile.
   */
  'ic-validity': IcValidityEvent;
};

/** `<field-settings-editor>`: its attributes (kebab-case) and the properties that have none. */
export type FieldSettingsEditorProps = {
  /** The write object whose fields are edited. */
  object?: FieldSettingsEditor['object'];
  disabled?: FieldSettingsEditor['disabled'];
  /** Settings shown, nothing editable. */
  readonly?: FieldSettingsEditor['readonly'];
  /** `light` or `dark`; unset follows `prefers-color-scheme`. */
  theme?: FieldSettingsEditor['theme'];
  /**
   * The language to speak (a BCP 47 tag such as `fr` or `pt-BR`), for hosts that set it in code;
   * unset uses the closest `lang`. A regional tag falls back to its language, an unknown one to
   * English.
   */
  locale?: FieldSettingsEditor['locale'];
  /**
   * Offers "Send a test write" in the Preview, against the emulator only (its control route must
   * answer).
   */
  'test-writes'?: FieldSettingsEditor['testWrites'];
  /** The object's fields (standalone; inside <install-config> its loaded fields are used). */
  fields?: FieldSettingsEditor['fields'];
  /** Field settings by field name (standalone; inside <install-config> the draft is used). */
  settings?: FieldSettingsEditor['settings'];
  /** Overrides of the UI text, by key. */
  strings?: FieldSettingsEditor['strings'];
  /**
   * A draft to edit on its own (inside <install-config> the context's draft wins). With `fields` the
   * draft gets the object's metadata, so setFieldSettings checks the field-rule table.
   */
  draft?: FieldSettingsEditor['draft'];
  /**
   * What the server refused on save (a 422, via `fieldIssuesOfProblem`): each shows on the row of
   * the field it names until the customer edits that field.
   */
  serverIssues?: FieldSettingsEditor['serverIssues'];
  /**
   * The Preview's sample record, by the names the host's app writes (prefilled per field type when
   * unset).
   */
  sampleRecord?: FieldSettingsEditor['sampleRecord'];
  /**
   * Where a test write goes: `{client, projectIdOrName, integrationId}` (a client from
   * createClient).
   */
  writeTarget?: FieldSettingsEditor['writeTarget'];
};
/** `<field-settings-editor>`: its events by name. */
export type FieldSettingsEditorEvents = {
  /**
   * A row's settings changed (`detail.kind === 'field'`), a bulk edit changed many (`'bulk'`), or
   * its Undo took them back (`'undo'`).
   */
  'ic-change': IcChangeEvent;
  /**
   * Rows with input that breaks a rule appeared or were fixed, or a default began or stopped being
   * typed.
   */
  'ic-validity': IcValidityEvent;
};

/** `<install-config>`: its attributes (kebab-case) and the properties that have none. */
export type InstallConfigProps = {
  /** Project id or name. */
  project?: InstallConfig['project'];
  /** Integration id (or name). */
  integration?: InstallConfig['integration'];
  /**
   * Installation id. Unset (with `group-ref`): the group's installation of the integration, else a
   * first run that installs it.
   */
  installation?: InstallConfig['installation'];
  /** The connection a first run installs with (unset: the group's default connection). */
  'connection-id'?: InstallConfig['connectionId'];
  /** Offer Uninstall at the end of the form (opt-in), behind a confirmation. */
  'allow-uninstall'?: InstallConfig['allowUninstall'];
  'group-ref'?: InstallConfig['groupRef'];
  'consumer-ref'?: InstallConfig['consumerRef'];
  /** API address including `/v1`. */
  'base-url'?: InstallConfig['baseUrl'];
  /** `light` or `dark`; unset follows `prefers-color-scheme`. */
  theme?: InstallConfig['theme'];
  /**
   * The language to speak (a BCP 47 tag such as `fr` or `pt-BR`), for hosts that set it in code;
   * unset uses the closest `lang`. A regional tag falls back to its language, an unknown one to
   * English.
   */
  locale?: InstallConfig['locale'];
  /** Ask before the page unloads while there are unsaved edits or a save is running (opt-in). */
  'confirm-leave'?: InstallConfig['confirmLeave'];
  /**
   * Where unsaved edits are kept so that a reload offers them back: `session` (unset:
   * sessionStorage, per tab), `local` (localStorage) or `none`. Kept per installation, as edits
   * (never the installation, a token or a credential), until saved or discarded.
   */
  persist?: InstallConfig['persist'];
  /**
   * Save first shows the pending changes in words, with Back and Confirm; in a first run, Install
   * shows what installing sets up (opt-in; `save()` and `install()` do not ask).
   */
  review?: InstallConfig['review'];
  /**
   * `guided`: the form as steps over the same draft (objects, fields to read, field mappings, write
   * settings, then the review with Save), with Back and Next; a step with nothing to do for this
   * manifest is skipped. Unset: one page.
   */
  mode?: InstallConfig['mode'];
  /**
   * The sections shown, space-separated: `connection write mapping subscribe proxy` (unset: all). A
   * hidden section is not rendered, so the customer cannot change it; the host still can.
   */
  sections?: InstallConfig['sections'];
  /** Everything shown, nothing editable, no Save. */
  readonly?: InstallConfig['readonly'];
  /** Mints a JWT for `{projectIdOrName, groupRef, consumerRef}` (the host's backend). */
  getToken?: InstallConfig['getToken'];
  /**
   * The fetch the element's own client sends with (unset: the page's); `preload()` sets it to hand
   * over the requests it started before the bundle loaded (docs/cold-load.md).
   */
  fetch?: InstallConfig['fetch'];
  /** A ready client; when set, `base-url` and `getToken` are not used. */
  client?: InstallConfig['client'];
  /** The manifest (whole, or the one integration); when set, the integration is not fetched. */
  manifest?: InstallConfig['manifest'];
  /** Fields by object name; an object listed here is not fetched. */
  fields?: InstallConfig['fields'];
  /** Overrides of the UI text, by key (passed on to the inner elements). */
  strings?: InstallConfig['strings'];
  /**
   * The builder's own words per language (`{de: {objects: {contacts: 'Kontakte'}}}`): display names
   * of objects, fields and mapping targets and the targets' prompts, shown wherever the manifest's
   * or the provider's would be. The language's entry, else its base language's (`de-CH` -> `de`);
   * what is missing shows as the manifest names it.
   */
  names?: InstallConfig['names'];
  /**
   * The host's read mapping targets, by object name (published `dynamicMappingsInput` entries);
   * saved into the read object with its next mapping edit.
   */
  mappings?: InstallConfig['mappings'];
};
/** `<install-config>`: its events by name. */
export type InstallConfigEvents = {
  /** The installation loaded; the methods work from now on (a lifecycle event). */
  'ic-ready': IcReadyEvent;
  /** An edit, from the UI or a method call. */
  'ic-change': IcChangeEvent;
  /** Before saving, with the exact patch; cancelable. */
  'ic-before-save': IcBeforeSaveEvent;
  /** The service stored the change. */
  'ic-saved': IcSavedEvent;
  /**
   * Loading, loading an object's fields, or saving failed; edits are kept. Also (phase `config`,
   * once) when neither `getToken` (with `base-url`) nor `client` is set shortly after connecting.
   */
  'ic-error': IcErrorEvent;
  /**
   * Reconnect was pressed in the connection panel, or Connect in a first run whose group has no
   * connection; cancelable.
   */
  'ic-reconnect': IcReconnectEvent;
  /** Before Install creates the installation, with the exact body; cancelable. */
  'ic-before-install': IcBeforeInstallEvent;
  /** The service created the installation; the form edits it from now on. */
  'ic-installed': IcInstalledEvent;
  /** Before the installation is deleted; cancelable. */
  'ic-before-uninstall': IcBeforeUninstallEvent;
  /** The service deleted the installation; the first run shows again. */
  'ic-uninstalled': IcUninstalledEvent;
};

/** `<read-fields-editor>`: its attributes (kebab-case) and the properties that have none. */
export type ReadFieldsEditorProps = {
  /** The read object whose fields are chosen. */
  object?: ReadFieldsEditor['object'];
  disabled?: ReadFieldsEditor['disabled'];
  /** The choice shown, nothing editable. */
  readonly?: ReadFieldsEditor['readonly'];
  /** `light` or `dark`; unset follows `prefers-color-scheme`. */
  theme?: ReadFieldsEditor['theme'];
  /** The language to speak (a BCP 47 tag); unset uses the closest `lang`. */
  locale?: ReadFieldsEditor['locale'];
  /** The provider's fields of the object (alone; inside <install-config> its loaded fields are used). */
  fields?: ReadFieldsEditor['fields'];
  /** The draft edited alone (inside <install-config> the context's draft wins). */
  draft?: ReadFieldsEditor['draft'];
  /** Overrides of the editor's text, by key (see read-fields-editor.strings.ts). */
  strings?: ReadFieldsEditor['strings'];
};
/** `<read-fields-editor>`: its events by name. */
export type ReadFieldsEditorEvents = {
  /**
   * Fields were selected or unselected (`detail.kind === 'fields-read'`), or "Read every field"
   * switched (`'read-every'`).
   */
  'ic-change': IcChangeEvent;
};

/** `<write-object-picker>`: its attributes (kebab-case) and the properties that have none. */
export type WriteObjectPickerProps = {
  disabled?: WriteObjectPicker['disabled'];
  /** The choice shown, nothing switchable. */
  readonly?: WriteObjectPicker['readonly'];
  /** `light` or `dark`; unset follows `prefers-color-scheme`. */
  theme?: WriteObjectPicker['theme'];
  /**
   * The language to speak (a BCP 47 tag such as `fr` or `pt-BR`), for hosts that set it in code;
   * unset uses the closest `lang`. A regional tag falls back to its language, an unknown one to
   * English.
   */
  locale?: WriteObjectPicker['locale'];
  /** The objects to offer (standalone; inside <install-config> the manifest's write objects). */
  objects?: WriteObjectPicker['objects'];
  /** Which objects are on (standalone; inside <install-config> the draft). */
  value?: WriteObjectPicker['value'];
  /** Overrides of the UI text, by key. */
  strings?: WriteObjectPicker['strings'];
};
/** `<write-object-picker>`: its events by name. */
export type WriteObjectPickerEvents = {
  /**
   * An object was switched or its inherit mapping changed (`detail.kind === 'object'`), or "Select
   * all" / "Select none" switched several (`detail.kind === 'objects'`).
   */
  'ic-change': IcChangeEvent;
};

/** Each tag's element class, props and events. */
export type Tags = {
  'connection-status': {
    element: ConnectionStatus;
    props: ConnectionStatusProps;
    events: ConnectionStatusEvents;
  };
  'field-mapping-editor': {
    element: FieldMappingEditor;
    props: FieldMappingEditorProps;
    events: FieldMappingEditorEvents;
  };
  'field-settings-editor': {
    element: FieldSettingsEditor;
    props: FieldSettingsEditorProps;
    events: FieldSettingsEditorEvents;
  };
  'install-config': {element: InstallConfig; props: InstallConfigProps; events: InstallConfigEvents};
  'read-fields-editor': {
    element: ReadFieldsEditor;
    props: ReadFieldsEditorProps;
    events: ReadFieldsEditorEvents;
  };
  'write-object-picker': {
    element: WriteObjectPicker;
    props: WriteObjectPickerProps;
    events: WriteObjectPickerEvents;
  };
};

/** The events as `on<event>` props, the form React 19 and Svelte 5 listen through (`onic-saved`). */
export type OnEvents<Events> = {[K in keyof Events & string as `on${K}`]?: (e: Events[K]) => void};
