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
}

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
    });
  }
  return out;
}
