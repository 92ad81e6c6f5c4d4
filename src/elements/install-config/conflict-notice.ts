// Changes in words: a change of the draft's change list (or a 409 conflict) named by display
// names, and the notice after a 409 (someone else saved first). One switch over the change kinds,
// so a new kind of change only adds its wording here.
import type {Conflict, DraftChange} from '../../config/draft.ts';
import type {StringsController} from '../strings.ts';

/** Display names of objects and fields, as far as loaded. */
export interface DisplayNames {
  object(objectName: string): string;
  field(objectName: string, fieldName: string): string | undefined;
}

type Named = Pick<DraftChange, 'kind' | 'objectName' | 'fieldName'>;

/** "Email (Contacts)", "Contacts", "the proxy setting": one change, as the customer names it. */
export function changeName(t: StringsController, names: DisplayNames, c: Named): string {
  const object = names.object(c.objectName ?? '');
  switch (c.kind) {
    case 'field':
      return t.t('fieldInObject', {field: names.field(c.objectName!, c.fieldName!) || c.fieldName!, object});
    case 'read':
      return t.t('changeRead', {object});
    case 'subscribe':
      return t.t('changeSubscribe', {object});
    case 'proxy':
      return t.t('changeProxy');
    case 'connection':
      return t.t('changeConnection');
    case 'createdBy':
      return t.t('changeCreatedBy');
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
  if (conflicts.length) return t.t('conflictCollided', {list: list(conflicts)});
  return theirs.length ? t.t('conflictTheirs', {list: list(theirs.slice(0, 5))}) : t.t('conflictMerged');
}
