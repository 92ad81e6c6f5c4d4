// The save path of <install-config>, a chunk of its own: the first screen never saves, so it loads
// at the first edit (a save that starts before it arrived waits for it). The request and what its
// answer means: the outcome, the words beside Save for a failure or a 409, the rows a 422 refused
// and the read objects whose sample read it refused. With saveDraft comes the 409 merge,
// `draft.rebase()` (config/rebase.ts), which the element's entry does not carry, and the unsaved
// edits kept across reloads (kept-edits.ts), restored with the same merge.
import type {ConfigClient, InstallationRef} from '../../api/client.ts';
import type {ConfigDraft, Conflict, DraftChange, InstallationPatch} from '../../config/draft.ts';
import {saveDraft} from '../../config/save.ts';
import {ApiError} from '../../contract/errors.ts';
import type {Installation, UpdateInstallationRequest} from '../../contract/schemas.ts';

export {fieldIssuesOfProblem} from '../../contract/problem-rows.ts';
export {saveProblem} from './conflict-notice.ts';
export {Keeper} from './kept-edits.ts';
// The client's update call is a chunk of its own (the first screen never saves): imported here, it
// arrives with the save path, so Save sends at once.
export {updateInstallation} from '../../api/update-installation.ts';

/** How a sent save ended: stored (with what the service answered), a 409, or a failure. */
export type Sent =
  /** `later`: it changed subscribe or proxy, which the service applies within minutes. */
  | {kind: 'saved'; installation: Installation; patch: UpdateInstallationRequest; later: boolean}
  /** Someone else saved first: the draft is rebased; `theirs` is what they changed. */
  | {kind: 'conflict'; error: unknown; conflicts: Conflict[]; theirs: DraftChange[]}
  | {kind: 'failed'; error: unknown};

/** Sends `patch` (saveDraft: a 409 rebases the draft); never throws, a failure is an outcome. */
export async function send(
  client: ConfigClient,
  ref: InstallationRef,
  draft: ConfigDraft,
  patch: InstallationPatch,
  signal: AbortSignal,
): Promise<Sent> {
  let result;
  try {
    result = await saveDraft(client, ref, draft, patch, {signal});
  } catch (error) {
    return {kind: 'failed', error};
  }
  if (result.status === 'saved') {
    const later = result.patch.updateMask.some(
      (m) => m.startsWith('config.content.subscribe.') || m === 'config.content.proxy.enabled',
    );
    return {kind: 'saved', installation: result.installation, patch: result.patch, later};
  }
  return {kind: 'conflict', error: result.error, conflicts: result.conflicts, theirs: result.theirs};
}

const READ = 'installation.config.content.read.objects.';

/**
 * The read objects whose sample read failed on a refused save (the service reads a sample with
 * read config before saving it; the emulator names the object with code `sample_read`): the
 * service's words, by object name.
 */
export function sampleFailures(error: unknown): Map<string, string> {
  const out = new Map<string, string>();
  if (!(error instanceof ApiError) || error.status !== 422) return out;
  for (const i of error.problem.issues ?? []) {
    const name = typeof i.name === 'string' && i.name.startsWith(READ) ? i.name.slice(READ.length) : '';
    if (name && (i as {code?: unknown}).code === 'sample_read' && typeof i.detail === 'string')
      out.set(name, i.detail);
  }
  return out;
}
