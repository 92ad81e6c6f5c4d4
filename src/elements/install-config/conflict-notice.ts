// Changes in words: a change of the draft's change list (or a 409 conflict) named by display
// names, and the notice beside Save after a failed save or a 409 (someone else saved first). One
// switch over the change kinds, so a new kind of change only adds its wording here. Part of the
// save path's chunk (save-path.ts).
import type {Conflict, DraftChange} from '../../config/draft.ts';
import {ApiError, ValidationError} from '../../contract/errors.ts';
import type {FeatureCatalogue, StringsController} from '../strings.ts';
import {whyKey} from '../why.ts';
import type {SaveOutcome} from './save-controller.ts';

// The words only a sent save needs, in English (other languages are in ../strings/): they travel
// in this chunk, not in the entry.
const en = {
  sessionExpired: 'Your session expired. Sign in again to save; your changes are kept.',
  conflictMerged:
    'Someone else saved changes meanwhile. Your edits are kept on top; check them and save again.',
  conflictTheirs:
    'Someone else changed {list} meanwhile. Your edits are kept on top; check them and save again.',
  conflictCollided:
    'Someone else saved changes meanwhile. Their version was kept for {list}; your other edits are kept.',
  fieldInObject: '{field} ({object})',
  changeRead: '{object} (read)',
  changeSubscribe: '{object} (live updates)',
  changeProxy: 'the setting for other requests',
  changeConnection: 'the connection',
  changeCreatedBy: 'the creator',
  // a save refused before sending: a setting the page gave breaks a rule of the service
  whyNotSent: '{object} has a setting the service does not accept, so nothing was sent.',
  // a 422 that refused a read mapping's field: Save reads Retry once another field is chosen
  mappingRefused:
    'Your account did not accept the field chosen for {targets}. Choose another field, then retry.',
};

export type SaveKey = keyof typeof en;

export const saveText: FeatureCatalogue<SaveKey> = {part: 'save', en};

/** A message of the save path, in the element's language, `{name}` placeholders filled. */
const say = (t: StringsController, key: SaveKey, values?: Record<string, string>) =>
  t.feature(saveText, key, values);

/** Display names of objects and fields, as far as loaded. */
export interface DisplayNames {
  object(objectName: string): string;
  field(objectName: string, fieldName: string): string | undefined;
  /** A read mapping target's display name. */
  target?(objectName: string, target: string): string | undefined;
}

const MAPPING = /^installation\.config\.content\.read\.objects\.([^.]+)\.selectedFieldMappings\.(.+)$/;

/** "Lead score (Lead) and Email (Lead)": the targets a 422 refused, by display name; '' when none. */
function refusedTargets(t: StringsController, names: DisplayNames, error: ApiError): string {
  const named = (error.problem.issues ?? []).flatMap((i) => {
    const m = typeof i.name === 'string' ? MAPPING.exec(i.name) : null;
    if (!m) return [];
    const [, objectName, target] = m as unknown as [string, string, string];
    const field = names.target?.(objectName, target) || target;
    return [say(t, 'fieldInObject', {field, object: names.object(objectName)})];
  });
  return named.length ? new Intl.ListFormat(t.lang || 'en', {type: 'conjunction'}).format(named) : '';
}

type Named = Pick<DraftChange, 'kind' | 'objectName' | 'fieldName'>;

/** "Email (Contacts)", "Contacts", "the setting for other requests": one change, as the customer names it. */
export function changeName(t: StringsController, names: DisplayNames, c: Named): string {
  const object = names.object(c.objectName ?? '');
  switch (c.kind) {
    case 'field':
      return say(t, 'fieldInObject', {
        field: names.field(c.objectName!, c.fieldName!) || c.fieldName!,
        object,
      });
    case 'read':
      return say(t, 'changeRead', {object});
    case 'subscribe':
      return say(t, 'changeSubscribe', {object});
    case 'proxy':
      return say(t, 'changeProxy');
    case 'connection':
      return say(t, 'changeConnection');
    case 'createdBy':
      return say(t, 'changeCreatedBy');
    default:
      return object;
  }
}

/**
 * The notice's message: where theirs won over the customer's edits (`conflicts`), else what they
 * changed (`theirs`, the first five), else that they saved something.
 */
export function conflictMessage(
  t: StringsController,
  names: DisplayNames,
  conflicts: readonly Conflict[],
  theirs: readonly DraftChange[],
): string {
  /** "a, b and c" in the current language. */
  const list = (items: readonly Named[]) =>
    new Intl.ListFormat(t.lang || 'en', {type: 'conjunction'}).format(
      items.map((c) => changeName(t, names, c)),
    );
  if (conflicts.length) return say(t, 'conflictCollided', {list: list(conflicts)});
  return theirs.length
    ? say(t, 'conflictTheirs', {list: list(theirs.slice(0, 5))})
    : say(t, 'conflictMerged');
}

/** A failure (red; Save reads Retry when `retry`), or information (a 409 that merged). */
export interface SaveProblem {
  kind: 'error' | 'info';
  title?: string;
  message: string;
  retry: boolean;
}

/** What the last save means for the customer, if it needs words beside Save. */
export function saveProblem(
  t: StringsController,
  names: DisplayNames,
  outcome: SaveOutcome | undefined,
): SaveProblem | undefined {
  if (outcome?.kind === 'conflict') {
    const message = conflictMessage(t, names, outcome.conflicts, outcome.theirs);
    return {kind: 'info', message, retry: false};
  }
  if (outcome?.kind !== 'failed') return undefined;
  const {error} = outcome;
  const title = t.t('saveFailedTitle');
  // saveDraft refused what the service would refuse (a host's setting): nothing was sent, and
  // sending it again would meet the same refusal
  if (error instanceof ValidationError) {
    const object = /^\w+\.objects\.([^.[]+)/.exec(error.issues[0]?.path ?? '')?.[1] ?? '';
    return {
      kind: 'error',
      title,
      message: say(t, 'whyNotSent', {object: names.object(object)}),
      retry: false,
    };
  }
  if (error instanceof ApiError && error.status === 401)
    return {kind: 'error', message: say(t, 'sessionExpired'), retry: false};
  // a refused mapping: named, and Save retries once the customer chose another field
  const targets = error instanceof ApiError && error.status === 422 ? refusedTargets(t, names, error) : '';
  if (targets) {
    const message = say(t, 'mappingRefused', {targets});
    return {kind: 'error', title, message, retry: true};
  }
  // A refusal (4xx other than timeout and rate limit) fails the same way again: no Retry for it.
  const s = error instanceof ApiError ? error.status : 0;
  const retry = !(s >= 400 && s < 500 && s !== 408 && s !== 429);
  return {kind: 'error', title, message: t.t(whyKey(error)), retry};
}
