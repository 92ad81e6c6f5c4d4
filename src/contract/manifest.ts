// Integration manifests (spec 2.9, `amp.yaml` style): looking up an integration and its write
// objects. Parsing text (JSON or YAML) is in parse-manifest.ts, so that a bundle which only looks
// things up (the elements) never reaches the YAML parser's dynamic import.
import {invalid} from './invalid.ts';
import type {Manifest, ManifestIntegration} from './schemas.ts';

export type {Manifest, ManifestIntegration} from './schemas.ts';

/** One write object of a manifest integration, with `inheritMapping` defaulted to false. */
export interface ManifestWriteObject {
  objectName: string;
  inheritMapping: boolean;
}

/** The integration called `name`; a ValidationError listing the known names when absent. */
export function findIntegration(manifest: Manifest, name: string): ManifestIntegration {
  const found = manifest.integrations.find((i) => i.name === name);
  if (found) return found;
  const known = manifest.integrations.map((i) => `"${i.name}"`).join(', ') || 'none';
  throw invalid('integration', `no integration named "${name}" in the manifest (known: ${known})`);
}

/** The write objects an integration declares, in manifest order. */
export function listWriteObjects(integration: ManifestIntegration): ManifestWriteObject[] {
  return (integration.write?.objects ?? []).map((o) => ({
    objectName: o.objectName,
    inheritMapping: o.inheritMapping === true,
  }));
}

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
