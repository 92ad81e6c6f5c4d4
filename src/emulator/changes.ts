// What an installation update changes: the one comparison every PATCH check goes by. A value the
// installation already stores, sent back unchanged, is never refused: an unknown or now-invalid
// setting, an object the manifest no longer lists, a mapping to a field the provider dropped.
import {deepEqual, isRecord, ownMember} from '../contract/object.ts';
import type {ObjectSection} from '../contract/mask.ts';

const SECTIONS: readonly ObjectSection[] = ['read', 'write', 'subscribe'];

/**
 * Levels below an objects map that are compared member by member: the object, its members (such
 * as `selectedFieldSettings`), their entries (one field's settings) and the entries' members
 * (`writeOnUpdate`). Below that a value is compared whole: `default` is one value, and half of
 * a `{stringValue, booleanValue}` pair would pass a rule the whole breaks.
 */
const OBJECT_LEVELS = 4;

/** Members that name what they are in (an object's own name): kept so a changed object stays whole. */
const IDENTITY = new Set(['objectName']);

/**
 * The masked update (`pickMasked`'s result) with every value the installation stores taken out: an
 * object equal to the stored one is left out, and so is, inside a changed one, each member, field
 * entry and setting equal to the stored one. What remains is what the checks look at.
 */
export function changedPart(update: Record<string, unknown>, held: unknown): Record<string, unknown> {
  const out = structuredClone(update);
  for (const section of SECTIONS) {
    const path = ['config', 'content', section, 'objects'];
    const objects = path.reduce(ownMember, out as unknown);
    if (isRecord(objects)) prune(objects, path.reduce(ownMember, held), OBJECT_LEVELS);
  }
  return out;
}

/** Removes from `sent` each member equal to `held`'s, going `levels` records deep. */
function prune(sent: Record<string, unknown>, held: unknown, levels: number): void {
  const objectMembers = levels === OBJECT_LEVELS - 1;
  for (const key of Object.keys(sent)) {
    const had = ownMember(held, key);
    const value = sent[key];
    if (deepEqual(value, had)) {
      if (!(objectMembers && IDENTITY.has(key))) delete sent[key];
    } else if (levels > 1 && isRecord(value) && isRecord(had)) prune(value, had, levels - 1);
  }
}

/**
 * The issues of a changed value (one field's settings) that are new: an issue is dropped only when
 * the held value broke the same rule at the same place and the member it names (`default`,
 * `writeOnCreate`) was sent back as held. An issue of the value as a whole (path '') always counts.
 */
export function newIssues<T extends {path: string; code?: string}>(
  found: T[],
  sent: unknown,
  held: unknown,
  heldIssues: readonly T[],
): T[] {
  return found.filter((i) => {
    const member = i.path.split('.')[0];
    const kept = member !== '' && deepEqual(ownMember(sent, member), ownMember(held, member));
    return !(kept && heldIssues.some((h) => h.path === i.path && h.code === i.code));
  });
}
