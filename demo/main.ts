// The QA demo page: <install-config> for each seeded installation and for two groups that have
// not installed yet (a first run), the exact PATCH Save (or body Install) will send, a request log,
// and a write playground that shows what the fake provider stored.
// Plain DOM; everything from the server is shown with textContent, never as HTML.
import '../src/define.ts';
import {createClient, type Client, type GetToken, type WriteRecordsBody} from '../src/api/client.ts';
import {ConfigDraft} from '../src/config/draft.ts';
import {ApiError, ValidationError} from '../src/contract/errors.ts';
import type {InstallConfig} from '../src/elements/install-config/install-config.ts';
import type {ReconnectDetail} from '../src/elements/events.ts';

interface Seeded {
  /** The switcher's value and the page's hash. */
  key: string;
  integration: string;
  /** Unset: the element finds the group's installation, or shows the first run when there is none. */
  installation?: string;
  groupRef: string;
  consumerRef: string;
  label: string;
}

const PROJECT = 'demo';
const SEEDED: Seeded[] = [
  {
    key: 'inst-acme',
    integration: 'acme-crm-sync',
    installation: 'inst-acme',
    groupRef: 'group-1',
    consumerRef: 'consumer-1',
    label: 'Acme CRM (inst-acme, group-1)',
  },
  {
    key: 'inst-beta',
    integration: 'beta-crm-sync',
    installation: 'inst-beta',
    groupRef: 'group-1',
    consumerRef: 'consumer-1',
    label: 'Beta CRM (inst-beta, group-1)',
  },
  {
    key: 'inst-gamma',
    integration: 'gamma-api-sync',
    installation: 'inst-gamma',
    groupRef: 'group-1',
    consumerRef: 'consumer-1',
    label: 'Gamma API, no logo (inst-gamma)',
  },
  {
    key: 'inst-delta',
    integration: 'delta-readonly-sync',
    installation: 'inst-delta',
    groupRef: 'group-1',
    consumerRef: 'consumer-1',
    label: 'Delta, cannot write (inst-delta)',
  },
  {
    key: 'inst-omega',
    integration: 'omega-erp-sync',
    installation: 'inst-omega',
    groupRef: 'group-1',
    consumerRef: 'consumer-1',
    label: 'Omega ERP, 22 objects: the long list (inst-omega)',
  },
  {
    key: 'inst-acme-g2',
    integration: 'acme-crm-sync',
    installation: 'inst-acme-g2',
    groupRef: 'group-2',
    consumerRef: 'consumer-2',
    label: 'Acme CRM, other group (inst-acme-g2, group-2)',
  },
  {
    key: 'first-run',
    integration: 'acme-crm-sync',
    groupRef: 'group-3',
    consumerRef: 'consumer-3',
    label: 'Acme CRM, group-3: connected, not installed',
  },
  {
    key: 'first-run-unconnected',
    integration: 'acme-crm-sync',
    groupRef: 'group-4',
    consumerRef: 'consumer-4',
    label: 'Acme CRM, group-4: not connected, not installed',
  },
];

/** A record to start from, by object name; edit it in the page. */
const SAMPLES: Record<string, Record<string, unknown>> = {
  contact: {email: 'qa@example.com', first_name: 'Quinn', last_name: 'Ashby'},
  company: {name: 'QA Industries', domain: 'qa.example.com'},
  deal: {title: 'QA renewal', amount: 1200.5},
  wide_object: {field_0000: 'hello', field_0001: 7},
  ticket: {subject: 'Printer on fire'},
  account: {name: 'QA account'},
};

const $ = <T extends HTMLElement>(id: string) => {
  const el = document.getElementById(id);
  if (!el) throw new Error(`#${id} missing from the page`);
  return el as T;
};
const show = (id: string, value: unknown) => {
  $(id).textContent = typeof value === 'string' ? value : JSON.stringify(value, null, 2);
};

/** The demo backend route mints a short-lived RS256 JWT for one group/consumer. */
const getToken: GetToken = async ({projectIdOrName, groupRef, consumerRef}) => {
  const q = new URLSearchParams({projectIdOrName, groupRef: groupRef ?? ''});
  if (consumerRef) q.set('consumerRef', consumerRef);
  const res = await fetch(`/_demo/token?${q}`, {cache: 'no-store'});
  if (!res.ok) throw new Error(`The token route answered ${res.status}`);
  const body = (await res.json()) as {token?: unknown};
  if (typeof body.token !== 'string') throw new Error('The token route sent no token');
  return body.token;
};

// ---------------------------------------------------------------- failure switches
// "Fail the next token" and "fail the next save (500)" act in the element's client (its getToken and
// fetch), as a broken token backend or a failing proxy would; "conflict (409)" is a real concurrent
// save by someone else through the emulator, so the element's next save meets a newer revision.

const faults = {token: false, save500: false};
const setSwitch = (id: string, on: boolean) => ($<HTMLInputElement>(id).checked = on);
const note = (text: string) => show('switch-note', text);

const elementGetToken: GetToken = async (scope) => {
  if (faults.token) {
    faults.token = false;
    setSwitch('fail-token', false);
    throw new Error('The demo token route failed (switched on in the page)');
  }
  return getToken(scope);
};

const elementFetch: typeof fetch = async (input, init) => {
  const method = (init?.method ?? (input instanceof Request ? input.method : 'GET')).toUpperCase();
  const url = input instanceof Request ? input.url : String(input);
  if (faults.save500 && method === 'PATCH' && url.includes('/installations/')) {
    faults.save500 = false;
    setSwitch('next-500', false);
    note(
      'The page answered this save with a 500 (an HTML error page, as a failing proxy sends); it did not reach the emulator.',
    );
    return new Response('<!doctype html><title>500</title><h1>Internal Server Error</h1>', {
      status: 500,
      headers: {'content-type': 'text/html'},
    });
  }
  return fetch(input, init);
};

function elementClient(s: Seeded): Client {
  return createClient({
    baseUrl: '/v1',
    getToken: elementGetToken,
    fetch: elementFetch,
    groupRef: s.groupRef,
    consumerRef: s.consumerRef,
  });
}

/** Someone else saves a change to the installation now, so the element's next save answers 409. */
async function concurrentSave() {
  const ref = {
    projectIdOrName: PROJECT,
    integrationId: current.integration,
    installationId: installationId ?? '',
  };
  try {
    if (!installationId)
      throw new Error('Nothing is installed yet: install first, then make a save conflict.');
    const inst = await client.getInstallation(ref);
    const objects = Object.keys(inst.config.content.write?.objects ?? {});
    const objectName = objects[0];
    if (!objectName) throw new Error('The installation writes no objects to change.');
    const meta = await client.getObjectMetadata({
      projectIdOrName: PROJECT,
      integrationId: current.integration,
      objectName,
      groupRef: current.groupRef,
    });
    const field = Object.values(meta.fields)
      .filter((f) => !f.readOnly)
      .at(-1);
    if (!field) throw new Error(`${objectName} has no fields to change.`);
    const draft = ConfigDraft.from(inst);
    const w = draft.writeObject(objectName);
    w.setFieldSettings(
      field.fieldName,
      w.getFieldSettings(field.fieldName)?.writeOnCreate === 'never' ? undefined : {writeOnCreate: 'never'},
    );
    await client.updateInstallation(ref, draft.buildPatch());
    note(
      `Someone else just changed "${field.displayName ?? field.fieldName}" of ${meta.displayName ?? objectName}: the element's next save finds a newer revision, merges it and shows what changed; then save again.`,
    );
  } catch (e) {
    setSwitch('next-409', false);
    note(`The concurrent save failed: ${JSON.stringify(describeError(e))}`);
  }
  await refreshLog();
}

const describeError = (e: unknown) => {
  if (e instanceof ValidationError) return {error: 'ValidationError (nothing was sent)', issues: e.issues};
  if (e instanceof ApiError)
    return {error: `ApiError ${e.status}`, requestId: e.requestId, problem: e.problem};
  return {error: (e as Error)?.name ?? 'Error', message: (e as Error)?.message ?? String(e)};
};

// ---------------------------------------------------------------- state

let current: Seeded = SEEDED[0];
/** The installation the element edits: the seeded one, or the one Install created (none before). */
let installationId: string | undefined;
let client: Client = clientFor(current);
let element: InstallConfig | undefined;
let provider = '';
let projectId = PROJECT;
let follow: AbortController | undefined;
const lastIds = new Map<string, string>();

function clientFor(s: Seeded): Client {
  return createClient({baseUrl: '/v1', getToken, groupRef: s.groupRef, consumerRef: s.consumerRef});
}

// ---------------------------------------------------------------- the element and its patch

function mount(s: Seeded) {
  current = s;
  installationId = s.installation;
  client = clientFor(s);
  follow?.abort();
  const el = document.createElement('install-config');
  el.project = PROJECT;
  el.integration = s.integration;
  if (s.installation) el.installation = s.installation;
  el.groupRef = s.groupRef;
  el.consumerRef = s.consumerRef;
  el.client = elementClient(s);
  el.theme = ($<HTMLSelectElement>('theme-switch').value || undefined) as InstallConfig['theme'];
  applyOptions(el);
  el.addEventListener('ic-ready', () => applyLocks(el));
  const shown = [
    'ic-change',
    'ic-saved',
    'ic-error',
    'ic-validity',
    'ic-installed',
    'ic-uninstalled',
  ] as const;
  for (const type of shown) {
    el.addEventListener(type, (e) => {
      noteEvent(e);
      void refreshPreview();
    });
  }
  el.addEventListener('ic-change', (e) => {
    const d = e.detail;
    if (
      (d.kind === 'field' || d.kind === 'object') &&
      [...writeObject().options].some((o) => o.value === d.objectName)
    ) {
      writeObject().value = d.objectName;
      void fillTemplate();
    }
  });
  el.addEventListener('ic-before-save', (e) => show('before-save', e.detail.patch));
  el.addEventListener('ic-before-install', (e) => show('before-save', e.detail.request));
  el.addEventListener('ic-installed', (e) => (installationId = e.detail.installation.id));
  el.addEventListener('ic-uninstalled', () => (installationId = undefined));
  el.addEventListener('ic-reconnect', (e) => void reconnect(el, e.detail));
  for (const type of ['ic-saved', 'ic-error'] as const)
    el.addEventListener(type, () => setSwitch('next-409', false));
  $('install-config-host').replaceChildren(el);
  element = el;
  show('before-save', '(none yet)');
  show('last-event', '');
  show('patch-state', 'Loading the installation…');
  show('patch-preview', '');
  void loadWriteObjects(s);
  void whenLoaded(el);
}

// ---------------------------------------------------------------- element options

const checked = (id: string) => $<HTMLInputElement>(id).checked;

/** The element's opt-in attributes, as the "Element options" switches say. */
function applyOptions(el: InstallConfig) {
  el.review = checked('opt-review');
  el.mode = checked('opt-guided') ? 'guided' : undefined;
  el.confirmLeave = checked('opt-confirm-leave');
  el.readonly = checked('opt-readonly');
  el.allowUninstall = checked('opt-uninstall');
}

/**
 * Host locks as a host would set them (draft.setLocked): the first write object the installation
 * holds is locked whole, and each field the second one has settings for is locked on its own.
 */
function applyLocks(el: InstallConfig) {
  const draft = el.draft;
  if (!draft) return;
  const on = checked('opt-locks');
  const [first, second] = draft.writeObjectNames;
  if (first) draft.setLocked(first, on);
  if (!second) return;
  const held = draft.baseline.config?.content?.write?.objects?.[second]?.selectedFieldSettings ?? {};
  for (const fieldName of Object.keys(held)) draft.setLocked(second, fieldName, on);
}

/** The element has no "loaded" event: wait for its draft, then show the (empty) patch. */
async function whenLoaded(el: InstallConfig) {
  for (let i = 0; i < 200 && element === el && !el.draft; i++) await new Promise((r) => setTimeout(r, 50));
  if (element === el) await refreshPreview();
}

function noteEvent(e: Event) {
  const d = (e as CustomEvent).detail as Record<string, unknown> | undefined;
  let text: string = e.type;
  if (e.type === 'ic-change' && d)
    text += `: ${String(d.kind)} ${String(d.objectName ?? '')}${d.fieldName ? `.${String(d.fieldName)}` : ''}`;
  if (e.type === 'ic-saved' && d)
    text += `: stored as revision ${String((d.installation as {config?: {revisionId?: string}})?.config?.revisionId)}`;
  if (e.type === 'ic-error' && d)
    text += ` (${String(d.phase)}): ${(d.error as Error)?.message ?? String(d.error)}`;
  if ((e.type === 'ic-installed' || e.type === 'ic-uninstalled') && d)
    text += `: ${String((d.installation as {id?: string})?.id)}`;
  show('last-event', `Last event: ${text}`);
}

async function refreshPreview() {
  const el = element;
  if (!el) return;
  await el.updateComplete;
  if (!el.draft) {
    show('patch-state', 'Loading the installation (or it failed to load; see the element).');
    show('patch-preview', '');
    return;
  }
  if (el.draft.isNew) return showCreate(el.draft);
  try {
    const patch = el.buildPatch();
    show(
      'patch-state',
      patch.updateMask.length ? 'Save will send exactly this body:' : 'Nothing changed: Save is disabled.',
    );
    show('patch-preview', patch);
  } catch (e) {
    show('patch-state', 'Some input breaks a rule, so Save is blocked:');
    show(
      'patch-preview',
      e instanceof ValidationError
        ? e.issues.map((i) => `${i.path}: ${i.message}`).join('\n')
        : describeError(e),
    );
  }
}

/** A first run: the create body Install will send (the connection: the group's default). */
function showCreate(draft: NonNullable<InstallConfig['draft']>) {
  try {
    show('patch-state', 'Nothing is installed yet. Install will send exactly this body:');
    show('patch-preview', draft.buildCreate({groupRef: current.groupRef}));
  } catch (e) {
    show('patch-state', 'Some input breaks a rule, so Install is blocked:');
    show(
      'patch-preview',
      e instanceof ValidationError
        ? e.issues.map((i) => `${i.path}: ${i.message}`).join('\n')
        : describeError(e),
    );
  }
}

// ---------------------------------------------------------------- write playground

const writeObject = () => $<HTMLSelectElement>('write-object');
const val = (id: string) => $<HTMLInputElement | HTMLSelectElement>(id).value;

async function loadWriteObjects(s: Seeded) {
  const select = writeObject();
  select.replaceChildren();
  try {
    const integration = await client.getIntegration({projectIdOrName: PROJECT, integrationId: s.integration});
    if (current !== s) return;
    provider = integration.provider ?? integration.latestRevision?.content?.provider ?? '';
    projectId = integration.projectId ?? PROJECT;
    for (const o of integration.latestRevision?.content?.write?.objects ?? []) {
      const option = document.createElement('option');
      option.value = option.textContent = o.objectName;
      select.append(option);
    }
    await fillTemplate();
    await showRecords();
  } catch (e) {
    show('write-response', describeError(e));
  }
}

/** Puts a sample record (or batch) for the chosen object, type and shape into the textarea. */
async function fillTemplate() {
  const objectName = writeObject().value;
  const sample: Record<string, unknown> = {...(SAMPLES[objectName] ?? {})};
  if (val('write-type') === 'update') {
    let id = lastIds.get(`${provider}/${objectName}`);
    if (!id) id = (await records(objectName)).find(Boolean)?.id;
    sample.id = id ?? 'paste-a-record-id';
  }
  const body =
    val('write-shape') === 'batch'
      ? [
          sample,
          {
            ...sample,
            ...(sample.email ? {email: 'second@example.com'} : {}),
            ...(sample.name ? {name: `${String(sample.name)} 2`} : {}),
          },
        ]
      : sample;
  $<HTMLTextAreaElement>('write-body').value = JSON.stringify(body, null, 2);
}

async function records(objectName: string): Promise<Array<{id: string; data?: unknown}>> {
  if (!provider || !objectName) return [];
  const res = await fetch(
    `/_emulator/providers/${encodeURIComponent(provider)}/records/${encodeURIComponent(objectName)}`,
  );
  if (!res.ok) return [];
  const body = (await res.json()) as {records?: Array<{id: string; data?: unknown}>};
  return Array.isArray(body.records) ? body.records : [];
}

async function showRecords() {
  const objectName = writeObject().value;
  show('records-title', `What the fake provider stored: ${provider || '?'} / ${objectName || '?'}`);
  show('provider-records', objectName ? await records(objectName) : '(no object)');
}

function buildBody(): WriteRecordsBody {
  let parsed: unknown;
  try {
    parsed = JSON.parse($<HTMLTextAreaElement>('write-body').value);
  } catch (e) {
    throw new ValidationError(
      [{path: 'record', message: `not valid JSON: ${(e as Error).message}`}],
      'Invalid request',
    );
  }
  const type = val('write-type') as 'create' | 'update';
  const mode = val('write-mode') as 'synchronous' | 'asynchronous';
  const body: Record<string, unknown> = {groupRef: current.groupRef, type, mode};
  if (val('write-shape') === 'batch')
    body.batch = (Array.isArray(parsed) ? parsed : [parsed]).map((record) => ({record}));
  else body.record = Array.isArray(parsed) ? parsed[0] : parsed;
  if ($<HTMLInputElement>('auto-batch').checked)
    body.autoBatchPolicy = {maxDelayMinutes: Number(val('auto-batch-delay'))};
  if (val('retry-hours')) body.retryPolicy = {deadlineHours: Number(val('retry-hours'))};
  // Sent as typed; the client checks it with the shared schema and reports what is wrong.
  return body as unknown as WriteRecordsBody;
}

async function sendWrite(ev: Event) {
  ev.preventDefault();
  follow?.abort();
  const button = $<HTMLButtonElement>('write-send');
  button.disabled = true;
  const objectName = writeObject().value;
  show('write-response', 'Sending…');
  show('write-operation', '(an asynchronous write is followed here until it ends)');
  try {
    const body = buildBody();
    show('write-request', body);
    const res = await client.writeRecords(
      {projectIdOrName: PROJECT, integrationId: current.integration, objectName},
      body,
    );
    show('write-response', res);
    const id = (res as {result?: {recordId?: unknown}}).result?.recordId;
    if (typeof id === 'string') lastIds.set(`${provider}/${objectName}`, id);
    if (body.mode === 'asynchronous' && res.operationId) void followOperation(res.operationId, objectName);
  } catch (e) {
    show('write-response', describeError(e));
  } finally {
    button.disabled = false;
    await showRecords();
    await refreshLog();
  }
}

async function followOperation(operationId: string, objectName: string) {
  const ctl = new AbortController();
  follow = ctl;
  const ref = {projectId, operationId};
  try {
    show('write-operation', {
      ...(await client.getOperation(ref, {signal: ctl.signal})),
      note: 'following… (auto batches wait for their delay: advance the clock)',
    });
    const op = await client.waitForOperation(ref, {
      signal: ctl.signal,
      timeoutMs: Infinity,
      intervalMs: 250,
      maxIntervalMs: 1000,
    });
    show('write-operation', op);
  } catch (e) {
    if (!ctl.signal.aborted) show('write-operation', describeError(e));
  } finally {
    if (follow === ctl) follow = undefined;
  }
  if (!ctl.signal.aborted && writeObject().value === objectName) await showRecords();
  await refreshLog();
}

// ---------------------------------------------------------------- request log and emulator controls

let lastLogKey = '';
async function refreshLog() {
  try {
    const res = await fetch('/_emulator/requests', {cache: 'no-store'});
    const {requests} = (await res.json()) as {requests: Array<Record<string, unknown>>};
    const key = `${requests.length}:${String(requests.at(-1)?.requestId ?? '')}`;
    if (key !== lastLogKey) {
      lastLogKey = key;
      const rows = requests
        .slice(-60)
        .reverse()
        .map((r) => {
          const tr = document.createElement('tr');
          const status = Number(r.status);
          if (status >= 400) tr.className = 'bad';
          const auth = r.auth === 'bearer' ? `bearer ${String(r.groupRef ?? '')}` : String(r.auth ?? '');
          for (const v of [
            String(r.time ?? '').slice(11, 23),
            r.method,
            r.path,
            r.status,
            r.durationMs,
            auth,
          ]) {
            const td = document.createElement('td');
            td.textContent = String(v ?? '');
            tr.append(td);
          }
          return tr;
        });
      $('request-log').replaceChildren(...rows);
    }
    const clock = (await (await fetch('/_emulator/clock', {cache: 'no-store'})).json()) as {
      now?: string;
      pendingTimers?: number;
    };
    show(
      'clock',
      `Emulated time ${String(clock.now ?? '?')}; ${String(clock.pendingTimers ?? 0)} timer(s) waiting`,
    );
  } catch {
    show('clock', 'The emulator is not reachable.');
  }
}

async function resetEmulator() {
  await fetch('/_emulator/reset', {method: 'POST'});
  lastIds.clear();
  show('write-request', '');
  show('write-response', '');
  mount(current);
  await refreshLog();
}

async function advanceClock() {
  const seconds = Number(val('advance-seconds'));
  const res = await fetch('/_emulator/clock/advance', {
    method: 'POST',
    headers: {'content-type': 'application/json'},
    body: JSON.stringify({seconds}),
  });
  if (!res.ok)
    show('clock', `Advance refused: ${((await res.json()) as {detail?: string}).detail ?? res.status}`);
  await showRecords();
  await refreshLog();
}

/**
 * The service reads a sample with the saved read config before storing it: the emulator's control
 * API fails the next one for contact (a field the connected user cannot see), so a save that maps
 * contact's fields is refused in plain words on the object.
 */
async function failNextSample() {
  const res = await fetch('/_emulator/faults', {
    method: 'POST',
    headers: {'content-type': 'application/json'},
    body: JSON.stringify({
      objectName: 'contact',
      kind: 'sample',
      count: 1,
      message: 'the connected user cannot see some of the mapped fields',
    }),
  });
  note(res.ok ? 'The next save that maps contact fields fails its sample read.' : await res.text());
  setSwitch('next-sample', false);
}

/**
 * The Connection switch: sets the installation's health (or its connection's status) through the
 * emulator's control API, then reloads the element so the panel shows it.
 */
async function setHealth(value: string) {
  if (!installationId)
    return note('Nothing is installed yet: the connection switch acts on an installation.');
  const body =
    value === 'bad_credentials'
      ? {healthStatus: 'healthy', connectionStatus: 'bad_credentials'}
      : {healthStatus: value, connectionStatus: 'working'};
  const res = await fetch(`/_emulator/installations/${encodeURIComponent(installationId)}/health`, {
    method: 'POST',
    headers: {'content-type': 'application/json'},
    body: JSON.stringify(body),
  });
  if (!res.ok) return note(`Connection switch refused: ${res.status}`);
  mount(current);
}

/**
 * What a host does on ic-reconnect: its own sign-in (here the emulator adds a new working
 * connection to the group), then setConnectionId and Save.
 */
async function reconnect(el: InstallConfig, detail: ReconnectDetail) {
  if (!installationId) return connectGroup(detail);
  const old = detail.connectionId;
  const res = await fetch(`/_emulator/installations/${encodeURIComponent(installationId)}/connections`, {
    method: 'POST',
    headers: {'content-type': 'application/json'},
    body: '{}',
  });
  // the panel goes back to Reconnect at once when the sign-in fails
  if (!res.ok) return (detail.done(false), note(`Reconnect: the emulator answered ${res.status}`));
  const {id} = (await res.json()) as {id: string};
  note(`Signed in again: connection ${id} replaces ${old ?? 'none'}; saving it.`);
  el.setConnectionId(id);
  await el.updateComplete;
  await el.save().catch(() => undefined);
  detail.done();
  $<HTMLSelectElement>('health-switch').value = 'healthy';
}

/**
 * What a host does on ic-reconnect in a first run (Connect): its own sign-in, here a new working
 * connection of the group added by the emulator; done() makes the element look for it.
 */
async function connectGroup(detail: ReconnectDetail) {
  const res = await fetch(`/_emulator/groups/${encodeURIComponent(current.groupRef)}/connections`, {
    method: 'POST',
    headers: {'content-type': 'application/json'},
    body: JSON.stringify({provider: detail.provider, consumerRef: current.consumerRef}),
  });
  if (!res.ok) return (detail.done(false), note(`Connect: the emulator answered ${res.status}`));
  const {id} = (await res.json()) as {id: string};
  note(`Signed in: ${current.groupRef} now has connection ${id}; Install uses it.`);
  detail.done();
}

async function injectFault() {
  const objectName = writeObject().value;
  const res = await fetch('/_emulator/faults', {
    method: 'POST',
    headers: {'content-type': 'application/json'},
    body: JSON.stringify({objectName, kind: 'quota', count: 1, ...(provider ? {provider} : {})}),
  });
  show(
    'write-response',
    res.ok
      ? `The next ${provider} call for ${objectName} answers "quota exceeded" (async writes retry it).`
      : await res.text(),
  );
}

// ---------------------------------------------------------------- wiring

function start() {
  const switcher = $<HTMLSelectElement>('installation-switcher');
  const groups = [
    {label: 'Installed', list: SEEDED.filter((s) => s.installation)},
    {label: 'First run (no installation yet)', list: SEEDED.filter((s) => !s.installation)},
  ];
  for (const {label, list} of groups) {
    const group = document.createElement('optgroup');
    group.label = label;
    for (const s of list) {
      const option = document.createElement('option');
      option.value = s.key;
      option.textContent = s.label;
      group.append(option);
    }
    switcher.append(group);
  }
  const fromHash = SEEDED.find((s) => `#${s.key}` === location.hash);
  if (fromHash) switcher.value = fromHash.key;
  switcher.addEventListener('change', () => {
    const s = SEEDED.find((x) => x.key === switcher.value) ?? SEEDED[0];
    history.replaceState(null, '', `#${s.key}`);
    mount(s);
  });
  for (const id of ['write-object', 'write-type', 'write-shape']) {
    $(id).addEventListener('change', () => {
      void fillTemplate();
      if (id === 'write-object') void showRecords();
    });
  }
  $('write-form').addEventListener('submit', (e) => void sendWrite(e));
  $('show-records').addEventListener('click', () => void showRecords());
  $('inject-fault').addEventListener('click', () => void injectFault());
  $('reset-emulator').addEventListener('click', () => void resetEmulator());
  $('advance-clock').addEventListener('click', () => void advanceClock());
  $('lang-switch').addEventListener('change', () => (document.documentElement.lang = val('lang-switch')));
  $('theme-switch').addEventListener('change', () => {
    const theme = val('theme-switch');
    if (theme) document.documentElement.dataset.theme = theme;
    else delete document.documentElement.dataset.theme;
    if (element) element.theme = (theme || undefined) as InstallConfig['theme'];
  });
  $('fail-token').addEventListener('change', () => {
    faults.token = $<HTMLInputElement>('fail-token').checked;
    // A new client has no cached token, so the element asks for one at once (and reloads).
    if (faults.token && element) {
      note('The element asks for a new token now; that one fails. Retry gets a good one.');
      element.client = elementClient(current);
    }
  });
  for (const id of ['opt-review', 'opt-guided', 'opt-confirm-leave', 'opt-readonly', 'opt-uninstall'])
    $(id).addEventListener('change', () => element && applyOptions(element));
  $('opt-locks').addEventListener('change', () => element && applyLocks(element));
  $('health-switch').addEventListener('change', () => void setHealth(val('health-switch')));
  $('next-500').addEventListener('change', () => (faults.save500 = $<HTMLInputElement>('next-500').checked));
  $('next-sample').addEventListener('change', () => {
    if ($<HTMLInputElement>('next-sample').checked) void failNextSample();
  });
  $('next-409').addEventListener('change', () => {
    if ($<HTMLInputElement>('next-409').checked) void concurrentSave();
  });
  mount(fromHash ?? SEEDED[0]);
  void refreshLog();
  // The log is polled only while the page is visible.
  setInterval(() => document.visibilityState === 'visible' && void refreshLog(), 2000);
}

start();
