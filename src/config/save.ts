// The headless save flow `<install-config>` runs (and a headless host can run): read the current
// revision first and, when it moved, rebase and stop as a 409 would (so a server that ignores
// revisionId still cannot overwrite a concurrent change unseen); send; and on a 409 recognise a
// save that was applied although its answer was lost: rebased onto the server's config, nothing
// of the draft is left to send. It imports the rebase from rebase.ts, which defines draft.rebase():
// the save path's chunk of <install-config> carries it, not the element's entry.
import {ApiError, ValidationError} from '../contract/errors.ts';
import {contentRuleIssues} from '../contract/request-rules.ts';
import {
  InstallationLookupSchema,
  check,
  type Installation,
  type UpdateInstallationRequest,
} from '../contract/schemas.ts';
import type {ConfigClient, InstallationRef, RequestOptions} from '../api/client.ts';
import {throwIfAborted} from '../api/http.ts';
import type {ConfigDraft} from './draft.ts';
import type {DraftChange} from './changes.ts';
import {rebaseDraft, type Conflict} from './rebase.ts';

export interface SaveOptions extends RequestOptions {
  /** Read the installation's revision just before sending and rebase when it moved (default true). */
  preRead?: boolean;
}

export type SaveResult =
  | {status: 'saved'; installation: Installation; patch: UpdateInstallationRequest}
  /**
   * Someone else's change came first (a 409, or the pre-read found a newer revision): the draft is
   * rebased onto it and nothing was sent; `conflicts` lists where theirs won. Save again to send
   * the rebased draft.
   */
  | {status: 'conflict'; error: ApiError; conflicts: Conflict[]; theirs: DraftChange[]};

/**
 * The installation a 409's problem body carries (the emulator and production send the current
 * one), when it is this installation with a revision; else undefined and the caller reads it.
 */
function carriedInstallation(error: ApiError, id: string | undefined): Installation | undefined {
  const carried = (error.problem as {installation?: unknown}).installation;
  if (!check(InstallationLookupSchema, carried).length) {
    const inst = carried as Installation;
    if (inst.id === id && typeof inst.config.revisionId === 'string') return inst;
  }
  return undefined;
}

/**
 * Saves `draft` (whose patch is `patch`); throws the typed error of a failed request, the draft kept.
 * What production's published request rules refuse is never sent: a ValidationError naming the path
 * and the rule, before any request (what the installation holds unchanged is not refused).
 */
export async function saveDraft(
  client: Pick<ConfigClient, 'getInstallation' | 'updateInstallation'>,
  ref: InstallationRef,
  draft: ConfigDraft,
  patch: UpdateInstallationRequest,
  {preRead = true, ...request}: SaveOptions = {},
): Promise<SaveResult> {
  const saved = (installation: Installation): SaveResult => {
    throwIfAborted(request.signal); // our AbortError, not the signal's reason
    draft.markSaved(installation, patch);
    return {status: 'saved', installation, patch};
  };
  /** Rebases onto `current`: saved when the server already holds every edit, else a conflict to show. */
  const settle = async (current: Installation, error: ApiError): Promise<SaveResult> => {
    const {conflicts, theirs} = rebaseDraft(draft, current);
    return conflicts.length || draft.isDirty
      ? {status: 'conflict', error, conflicts, theirs}
      : saved(current);
  };
  // nothing to save: saved as it is, nothing sent (an empty mask is a request the server refuses)
  if (!patch.updateMask.length) return {status: 'saved', installation: draft.baseline as Installation, patch};
  const issues = contentRuleIssues(patch.installation?.config?.content, draft.baseline.config.content);
  if (issues.length) throw new ValidationError(issues, 'The service would refuse this update');
  if (preRead) {
    const current = await client.getInstallation(ref, request);
    if (current.config.revisionId !== draft.revisionId)
      return settle(current, new ApiError(409, {status: 409, title: 'Conflict'}));
  }
  try {
    return saved(await client.updateInstallation(ref, patch, request));
  } catch (error) {
    if (!(error instanceof ApiError) || error.status !== 409) throw error;
    // a 409 that carries the installation saves a round trip
    const current =
      carriedInstallation(error, draft.baseline.id) ?? (await client.getInstallation(ref, request));
    return settle(current, error);
  }
}
