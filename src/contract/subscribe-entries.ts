// The manifest's subscribe part, read for <install-config>'s subscribe switches (a module of its own
// so that it travels in their chunk, not in the script-tag entry).
import type {ManifestIntegration} from './schemas.ts';

/**
 * One subscribe object of a manifest integration (production's Integration Subscribe Object: the
 * manifest spells `inheritFieldsAndMapping`, the installation's config `inheritFieldsAndMappings`).
 */
export interface ManifestSubscribeObject {
  objectName: string;
  destination: string;
  inheritFieldsAndMapping: boolean;
  /** The manifest's event settings in the config's shape (SubscribeConfigObject), for subscribing. */
  events?: SubscribeEvents;
}

/** A subscribe config object's event members, as production's config takes them. */
export interface SubscribeEvents {
  createEvent?: {enabled: 'always'};
  updateEvent?: {enabled: 'always'; watchFieldsAuto?: 'all'; requiredWatchFields?: string[]};
  deleteEvent?: {enabled: 'always'};
  otherEvents?: string[];
}

const strings = (v: unknown): string[] | undefined =>
  Array.isArray(v) && v.every((x) => typeof x === 'string') ? [...v] : undefined;
const always = (e: unknown) => (e as {enabled?: unknown} | null)?.enabled === 'always';

/**
 * The manifest entry's events as the config holds them: an event the manifest enables `always`
 * (the only value it takes), `watchFieldsAuto: all` (the config takes no `selected`), the
 * required watch fields and the other events. associationChangeEvent has no config member.
 */
export function subscribeEvents(o: Record<string, unknown>): SubscribeEvents {
  const out: SubscribeEvents = {};
  if (always(o.createEvent)) out.createEvent = {enabled: 'always'};
  const u = o.updateEvent as Record<string, unknown> | undefined;
  if (always(u)) {
    out.updateEvent = {enabled: 'always'};
    if (u!.watchFieldsAuto === 'all') out.updateEvent.watchFieldsAuto = 'all';
    const watch = strings(u!.requiredWatchFields);
    if (watch) out.updateEvent.requiredWatchFields = watch;
  }
  if (always(o.deleteEvent)) out.deleteEvent = {enabled: 'always'};
  const other = strings(o.otherEvents);
  if (other) out.otherEvents = other;
  return out;
}

const eventsOf = (o: Record<string, unknown>) => {
  const events = subscribeEvents(o);
  return Object.keys(events).length ? {events} : {};
};

const nonEmptyString = (v: unknown): v is string => typeof v === 'string' && v !== '';

/**
 * The subscribe objects an integration declares, in manifest order. The subscribe part is kept as
 * the server sent it (lenient), so an entry without a name or destination is skipped, not fatal.
 */
export function subscribeEntries(integration: ManifestIntegration): ManifestSubscribeObject[] {
  const objects = (integration.subscribe as {objects?: unknown} | null | undefined)?.objects;
  if (!Array.isArray(objects)) return [];
  const out: ManifestSubscribeObject[] = [];
  for (const o of objects as Array<Record<string, unknown> | null>) {
    if (!o || typeof o !== 'object' || !nonEmptyString(o.objectName) || !nonEmptyString(o.destination))
      continue;
    out.push({
      objectName: o.objectName,
      destination: o.destination,
      inheritFieldsAndMapping: o.inheritFieldsAndMapping === true,
      ...eventsOf(o),
    });
  }
  return out;
}
