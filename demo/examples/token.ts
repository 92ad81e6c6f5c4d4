// The token function every example passes to <install-config>. Here the dev server's demo route
// mints the short-lived RS256 JWT; in your app, call your own backend, which signs it with the
// key you registered (the page never holds an API key or a private key).
import type {GetToken} from '../../src/api/client.ts';

export const getToken: GetToken = async ({projectIdOrName, groupRef, consumerRef}) => {
  const q = new URLSearchParams({projectIdOrName, groupRef: groupRef ?? '', consumerRef: consumerRef ?? ''});
  const res = await fetch(`/_demo/token?${q}`, {cache: 'no-store'});
  if (!res.ok) throw new Error(`The token route answered ${res.status}`);
  const {token} = (await res.json()) as {token?: unknown};
  if (typeof token !== 'string') throw new Error('The token route sent no token');
  return token;
};

/** One line for the event log: the event's name and the part of its detail worth reading. */
export function describeEvent(e: Event): string {
  const d = (e as CustomEvent).detail ?? {};
  switch (e.type) {
    case 'ic-change':
      return d.kind === 'field'
        ? `ic-change: ${d.objectName}.${d.fieldName} = ${JSON.stringify(d.settings ?? null)}`
        : d.kind === 'object'
          ? `ic-change: ${d.objectName} ${d.enabled ? 'on' : 'off'}${d.inheritMapping ? ', inherit mapping' : ''}`
          : `ic-change: ${d.kind}`;
    case 'ic-before-save':
      return `ic-before-save: updateMask ${JSON.stringify(d.patch?.updateMask)}`;
    case 'ic-saved':
      return `ic-saved: revision ${d.installation?.config?.revisionId ?? '?'}`;
    case 'ic-error':
      return `ic-error (${d.phase}): ${d.error?.name ?? 'Error'}: ${d.error?.message ?? String(d.error)}`;
    default:
      return e.type;
  }
}

/** Appends a line to an <ol> log as text (never as HTML) and keeps it scrolled to the end. */
export function logTo(list: HTMLElement, line: string): void {
  const item = document.createElement('li');
  item.textContent = `${new Date().toLocaleTimeString()} ${line}`;
  list.append(item);
  list.scrollTop = list.scrollHeight;
}
