// The headless save flow `<install-config>` runs (and a headless host can run): read the current
// revision first and rebase when it moved (a server that ignores revisionId still cannot overwrite
// a concurrent change), send, and on a 409 recognise a save that was applied although its answer
// was lost (the server already holds what the patch meant to apply).
import {ApiError} from '../contract/errors.ts';
import {MASK, parseObjectMaskPath} from '../contract/mask.ts';
import type {Installation, UpdateInstallationRequest} from '../contract/schemas.ts';
import type {ConfigClient, InstallationRef, RequestOptions} from '../api/client.ts';
import type {ConfigDraft} from './draft.ts';
import {deepEqual, own} from './json.ts';
import type {Conflict} from './rebase.ts';

export interface SaveOptions extends RequestOptions {
  /** Read the installation's revision just before sending and rebase when it moved (default true). */
  preRead?: boolean;
}

export type SaveResult =
  | {status: 'saved'; installation: Installation; patch: UpdateInstallationRequest}
  /** Someone else's change came first: the draft is rebased onto it; `conflicts` lists where theirs won. */
  | {status: 'conflict'; error: ApiError; conflicts: Conflict[]};

/** Saves `draft` (whose patch is `patch`); throws the typed error of a failed request, the draft kept. */
export async function saveDraft(
  client: Pick<ConfigClient, 'getInstallation' | 'updateInstallation'>,
  ref: InstallationRef,
  draft: ConfigDraft,
  patch: UpdateInstallationRequest,
  options: SaveOptions = {},
): Promise<SaveResult> {
  const {preRead = true, ...request} = options;
  const saved = (installation: Installation): SaveResult => {
    request.signal?.throwIfAborted();
    draft.markSaved(installation);
    return {status: 'saved', installation, patch};
  };
  if (preRead) {
    const current = await client.getInstallation(ref, request);
    if (current.config.revisionId !== draft.revisionId) {
      const moved = rebaseOnto(draft, current, new ApiError(409, {status: 409, title: 'Conflict', detail: 'The installation changed since it was loaded.'}));
      if (moved) return moved;
      patch = draft.buildPatch();
      // The server already holds every change (an earlier attempt went through).
      if (!patch.updateMask.length) return saved(current);
    }
  }
  try {
    return saved(await client.updateInstallation(ref, patch, request));
  } catch (error) {
    if (!(error instanceof ApiError) || error.status !== 409) throw error;
    const current = await client.getInstallation(ref, request);
    if (applied(patch, current)) return saved(current);
    return rebaseOnto(draft, current, error) ?? {status: 'conflict', error, conflicts: []};
  }
}

function rebaseOnto(draft: ConfigDraft, current: Installation, error: ApiError): SaveResult | undefined {
  const {conflicts} = draft.rebase(current);
  return conflicts.length ? {status: 'conflict', error, conflicts} : undefined;
}

/** Whether `installation` holds every value `patch` sets (and lacks every member it removes). */
export function applied(patch: UpdateInstallationRequest, installation: Installation): boolean {
  return patch.updateMask.every((entry) => deepEqual(maskValue(patch.installation, entry), maskValue(installation, entry)));
}

function maskValue(inst: unknown, entry: string): unknown {
  const config = own(inst, 'config');
  const content = own(config, 'content');
  if (entry === MASK.connectionId) return own(inst, 'connectionId') ?? own(own(inst, 'connection'), 'id');
  if (entry === MASK.createdBy) return own(config, 'createdBy');
  if (entry === MASK.proxyEnabled) return own(own(content, 'proxy'), 'enabled');
  const parsed = parseObjectMaskPath(entry);
  const objects = parsed && own(own(content, parsed.section), 'objects');
  return parsed?.objectName === undefined ? objects : own(objects, parsed.objectName);
}
