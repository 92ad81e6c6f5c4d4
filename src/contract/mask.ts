// The update-mask vocabulary of an installation update: which paths a mask may name, how a
// path is built for an object, and what a path points at. The patch builder, the client's
// pre-check and the emulator all use this one definition.
import {isRecord, ownMember} from './object.ts';

/** The sections of config content that hold an `objects` map. */
export type ObjectSection = 'read' | 'write' | 'subscribe';

/** Mask paths that name one whole member. */
export const MASK = {
  connectionId: 'connectionId',
  createdBy: 'config.createdBy',
  proxyEnabled: 'config.content.proxy.enabled',
  writeObjects: 'config.content.write.objects',
  subscribeObjects: 'config.content.subscribe.objects',
} as const;

/** Every form an update mask entry may take, as the spec lists them (named in the service's 400). */
export const MASK_FORMS: readonly string[] = [
  MASK.connectionId,
  MASK.createdBy,
  'config.content.read.objects.<OBJECT_NAME>',
  'config.content.write.objects.<OBJECT_NAME>',
  MASK.writeObjects,
  'config.content.subscribe.objects.<OBJECT_NAME>',
  MASK.subscribeObjects,
  MASK.proxyEnabled,
];

const EXACT = new Set<string>(Object.values(MASK));
const SECTIONS: readonly ObjectSection[] = ['read', 'write', 'subscribe'];
const prefix = (section: ObjectSection) => `config.content.${section}.objects.`;

/** The mask path of one object of a section: `config.content.write.objects.contact`. */
export const objectMaskPath = (section: ObjectSection, objectName: string): string =>
  prefix(section) + objectName;

/** Where in config content a field's settings live (`write.objects.contact.selectedFieldSettings.email`). */
export const fieldSettingsPath = (objectName: string, fieldName: string): string =>
  `write.objects.${objectName}.selectedFieldSettings.${fieldName}`;

/**
 * What a mask path names: a whole section's objects (`objectName` undefined), one object, or
 * undefined for a path outside the objects maps.
 */
export function parseObjectMaskPath(
  entry: string,
): {section: ObjectSection; objectName?: string} | undefined {
  for (const section of SECTIONS) {
    const p = prefix(section);
    if (entry.startsWith(p) && entry.length > p.length) return {section, objectName: entry.slice(p.length)};
    if (entry === p.slice(0, -1)) return {section};
  }
  return undefined;
}

/** Whether `entry` is one of the update-mask paths the service allows (README "Config draft"). */
export function isAllowedMaskEntry(entry: string): boolean {
  if (EXACT.has(entry)) return true;
  const parsed = parseObjectMaskPath(entry);
  // `config.content.read.objects` as a whole is not in the spec's list.
  return parsed !== undefined && (parsed.objectName !== undefined || parsed.section !== 'read');
}

const get = ownMember;

/** The keys from `installation` down to what a mask entry names (`contact.x` stays one key). */
export function segments(entry: string): string[] {
  const o = parseObjectMaskPath(entry)?.objectName;
  return o === undefined ? entry.split('.') : [...entry.slice(0, -o.length - 1).split('.'), o];
}

/**
 * Whether a mask entry names a path below an object (`config.content.read.objects.contact.disabled`):
 * a dotted tail is part of an object name only when the update's objects map has that exact key.
 */
export function masksBelowObject(installation: unknown, entry: string): boolean {
  const parsed = parseObjectMaskPath(entry);
  if (parsed?.objectName === undefined || !parsed.objectName.includes('.')) return false;
  const objects = ['config', 'content', parsed.section, 'objects'].reduce(get, installation);
  return !isRecord(objects) || !Object.hasOwn(objects, parsed.objectName);
}

/** The value an update's `installation` carries for one mask entry (undefined when absent or null). */
export function maskedValue(installation: unknown, entry: string): unknown {
  return segments(entry).reduce(get, installation) ?? undefined;
}
