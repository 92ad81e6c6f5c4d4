// Shared by the end-to-end tests: the mounted emulator (same origin, /v1 and /_emulator), real
// dev tokens from /_demo/token, and helpers that drive the real elements through their shadow DOM.
import {fixture, html} from '@open-wc/testing';
import {waitUntil} from '../wait.ts';
import {sendKeys} from '@web/test-runner-commands';
import '../../src/define.ts';
import {createClient, type Client, type ClientOptions, type GetToken} from '../../src/api/client.ts';
import type {FieldSettings, Installation} from '../../src/contract/schemas.ts';
import type {FieldSettingsEditor} from '../../src/elements/field-settings-editor/field-settings-editor.ts';
import type {InstallConfig} from '../../src/elements/install-config/install-config.ts';
import type {WriteObjectPicker} from '../../src/elements/write-object-picker/write-object-picker.ts';

export const PROJECT = 'demo';
export const ACME = {
  projectIdOrName: PROJECT,
  integrationId: 'acme-crm-sync',
  installationId: 'inst-acme',
} as const;

/** Puts the shared emulator back to its seed. */
export async function resetEmulator(): Promise<void> {
  const res = await fetch('/_emulator/reset', {method: 'POST'});
  if (!res.ok) throw new Error(`reset failed: ${res.status}`);
}

/** A real short-lived token, minted by the dev backend route (the page never holds the API key). */
export const getToken: GetToken = async ({projectIdOrName, groupRef, consumerRef}) => {
  const q = new URLSearchParams({
    projectIdOrName,
    groupRef: groupRef ?? '',
    ...(consumerRef ? {consumerRef} : {}),
  });
  const res = await fetch(`/_demo/token?${q}`);
  if (!res.ok) throw new Error(`token: ${res.status}`);
  return ((await res.json()) as {token: string}).token;
};

/** A headless client with the same getToken as the element, for reads and writes. */
export function apiClient(extra: Partial<ClientOptions> = {}): Client {
  return createClient({baseUrl: '/v1', getToken, groupRef: 'group-1', consumerRef: 'consumer-1', ...extra});
}

export async function storedRecords(
  provider: string,
  objectName: string,
): Promise<Array<{id: string; data: Record<string, unknown>}>> {
  const res = await fetch(`/_emulator/providers/${provider}/records/${objectName}`);
  return ((await res.json()) as {records: Array<{id: string; data: Record<string, unknown>}>}).records;
}

export function writeSettings(inst: Installation, objectName: string): Record<string, FieldSettings> {
  return (inst.config.content.write?.objects?.[objectName]?.selectedFieldSettings ?? {}) as Record<
    string,
    FieldSettings
  >;
}

/** `<install-config>` for a seeded installation, loading through base-url + getToken. */
export async function mountInstallConfig(
  options: {installation?: string; integration?: string; client?: Client} = {},
) {
  const el = await fixture<InstallConfig>(
    html`<install-config
      project=${PROJECT}
      integration=${options.integration ?? ACME.integrationId}
      installation=${options.installation ?? ACME.installationId}
      group-ref="group-1"
      consumer-ref="consumer-1"
      base-url="/v1"
      .getToken=${getToken}
      .client=${options.client}
    ></install-config>`,
  );
  return el;
}

export const shadow = (el: Element) => el.shadowRoot!;
/**
 * Whether the logos the element shows have loaded (the other theme's is lazy: never loaded while
 * hidden), so a screenshot has them.
 */
export const logosLoaded = (el: Element) =>
  [...shadow(el).querySelectorAll('img')].every((i) => i.complete || !i.checkVisibility());
export const editorOf = (el: InstallConfig) =>
  shadow(el).querySelector<FieldSettingsEditor>('field-settings-editor')!;
export const pickerOf = (el: InstallConfig) =>
  shadow(el).querySelector<WriteObjectPicker>('write-object-picker')!;
export const saveButton = (el: InstallConfig) =>
  shadow(el).querySelector<HTMLButtonElement>('[part=save-button]')!;
export const retryButton = (el: InstallConfig) =>
  shadow(el).querySelector<HTMLButtonElement>('[part=retry-button]');
export const errorNotice = (el: InstallConfig) =>
  shadow(el).querySelector('.notice.error')?.textContent?.replace(/\s+/g, ' ').trim() ?? '';
/** The information notice (a 409 that merged: someone else saved first), not an error. */
export const infoNotice = (el: InstallConfig) =>
  shadow(el).querySelector('.notice.info')?.textContent?.replace(/\s+/g, ' ').trim() ?? '';
export const inEditor = <T extends HTMLElement>(el: InstallConfig, label: string) =>
  editorOf(el)?.shadowRoot?.querySelector<T>(`[aria-label="${CSS.escape(label)}"]`) ?? null;

/**
 * The editor's grid scrolled once, as a customer reaching it does: from then on it renders the rows
 * around the view too (until then only those in view).
 */
export const reachGrid = (el: InstallConfig) =>
  editorOf(el)?.shadowRoot?.querySelector('[role=grid]')?.dispatchEvent(new Event('scroll'));

/** Waits until the editor shows the control labelled `label` (its grid reached: reachGrid). */
export async function control<T extends HTMLElement>(el: InstallConfig, label: string): Promise<T> {
  await waitUntil(() => (reachGrid(el), inEditor(el, label)), `no control "${label}" in the editor`);
  return inEditor<T>(el, label)!;
}

async function settle(el: InstallConfig) {
  await el.updateComplete;
  await editorOf(el)?.updateComplete;
  await el.updateComplete;
}

/** Types into a default-value input with the keyboard and leaves it with Tab (commits on change). */
export async function typeDefault(el: InstallConfig, fieldLabel: string, text: string) {
  const input = await control<HTMLInputElement>(el, `Default value for ${fieldLabel}`);
  input.focus();
  input.select();
  await sendKeys({type: text});
  await sendKeys({press: 'Tab'});
  await settle(el);
}

/** Chooses an option of a select, as a pick in its list does (value + change). */
export async function choose(el: InstallConfig, label: string, value: string) {
  const select = await control<HTMLSelectElement>(el, label);
  if (![...select.options].some((o) => o.value === value))
    throw new Error(`"${label}" has no option ${value}`);
  select.value = value;
  select.dispatchEvent(new Event('change', {bubbles: true}));
  await settle(el);
}

/** Waits until the installation, its fields and the first object's rows are on screen. */
export async function loaded(el: InstallConfig, firstLabel = 'Default value for Email') {
  await control(el, firstLabel);
  return el;
}

/**
 * Clicks Save, once enabled, and waits for the outcome event. A customer waits for an enabled Save
 * too; a Save that stays disabled, or an outcome that never comes, fails naming which.
 */
export async function clickSave(el: InstallConfig): Promise<Event> {
  await waitUntil(() => !saveButton(el).disabled, 'Save stayed disabled').catch((e: Error) => {
    // what the bar knew, so a rare failure on a busy machine says which rule held Save back
    const bar = shadow(el).querySelector('[part=actions]')?.textContent?.replace(/\s+/g, ' ').trim();
    throw new Error(`${e.message} (draft dirty: ${el.draft?.isDirty}, the bar: "${bar}")`);
  });
  const outcome = new Promise<Event>((resolve) => {
    const done = (e: Event) => {
      el.removeEventListener('ic-saved', done);
      el.removeEventListener('ic-error', done);
      resolve(e);
    };
    el.addEventListener('ic-saved', done);
    el.addEventListener('ic-error', done);
  });
  saveButton(el).click();
  let event: Event | undefined;
  void outcome.then((e) => (event = e));
  await waitUntil(() => event, 'neither ic-saved nor ic-error after Save');
  return event!;
}

/** Shows the fields of `objectName` in the editor (the "Edit fields of" choice). */
export async function editObject(el: InstallConfig, objectName: string) {
  await waitUntil(() =>
    [...(shadow(el).querySelector<HTMLSelectElement>('.object-choice select')?.options ?? [])].some(
      (o) => o.value === objectName,
    ),
  );
  const select = shadow(el).querySelector<HTMLSelectElement>('.object-choice select')!;
  select.value = objectName;
  select.dispatchEvent(new Event('change'));
  await settle(el);
}

/** Types into the editor's filter box and waits for the rows it leaves. */
export async function filterFields(el: InstallConfig, text: string) {
  const editor = shadow(editorOf(el));
  const filter = editor.querySelector<HTMLInputElement>('[part=filter]')!;
  filter.focus();
  filter.select();
  await sendKeys({type: text});
  await settle(el);
}
