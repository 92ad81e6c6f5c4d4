// The words after a 409 (someone else saved first): who changed what, by display names, and which
// of the customer's edits lost. <install-config> loads this on demand, like the merge itself. It
// imports nothing at runtime, so the chunk shares no module with the bundle (a shared module
// would become a chunk loaded up front); what it needs comes in as arguments.
import type {Conflict} from '../../config/draft.ts';
import type {Change} from './changes.ts';

/** What the message needs of the element's strings (its StringsController). */
export interface NoticeText {
  /** The message `key` with its placeholders filled, in the current language. */
  t(
    key: 'conflictCollided' | 'conflictTheirs' | 'conflictMerged' | 'fieldInObject',
    values?: Record<string, unknown>,
  ): string;
  lang: string;
}

/**
 * The notice's message: where theirs won over the customer's edits (`conflicts`), else what they
 * changed (`theirs`, the first five), else that they saved something. Objects and fields are named
 * by `objectLabel` and `fieldLabel` (display names, as far as loaded).
 */
export function conflictMessage(
  h: NoticeText,
  objectLabel: (objectName: string) => string,
  fieldLabel: (objectName: string, fieldName: string) => string | undefined,
  conflicts: readonly Conflict[],
  theirs: readonly Change[],
): string {
  /** "Email (Contacts)": a change named by display names. */
  const name = (c: {objectName?: string; fieldName?: string; path?: string}) => {
    const object = objectLabel(c.objectName ?? '') || c.path || '';
    return c.fieldName
      ? h.t('fieldInObject', {field: fieldLabel(c.objectName ?? '', c.fieldName) || c.fieldName, object})
      : object;
  };
  /** "a, b and c" in the current language. */
  const list = (items: readonly {objectName?: string; fieldName?: string; path?: string}[]) =>
    new Intl.ListFormat(h.lang || 'en', {type: 'conjunction'}).format(items.map(name));
  if (conflicts.length) return h.t('conflictCollided', {list: list(conflicts)});
  return theirs.length ? h.t('conflictTheirs', {list: list(theirs.slice(0, 5))}) : h.t('conflictMerged');
}
