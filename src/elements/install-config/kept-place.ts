// Where <install-config> keeps unsaved edits between page loads (`persist`), and under which key:
// read by the entry (is anything kept for this installation?) and by the save path's Keeper.
import type {ConfigDraft} from '../../config/draft.ts';

/** What decides the place: the element's `persist`, `project` and draft (readonly keeps nothing: no edits, no offer). */
export interface KeptHost {
  persist?: 'session' | 'local' | 'none';
  project: string;
  readonly draft: ConfigDraft | undefined;
}

/** The storage and key for the installation shown; undefined when nothing is kept (or storage is refused). */
export function keptPlace(host: KeptHost): {store: Storage; key: string} | undefined {
  const id = host.draft?.baseline.id;
  if (!id || host.persist === 'none') return undefined;
  try {
    const store = host.persist === 'local' ? localStorage : sessionStorage;
    return {store, key: `install-config:edits:${host.project}:${id}`};
  } catch {
    // a page that allows no storage keeps edits in the page only
    return undefined;
  }
}
