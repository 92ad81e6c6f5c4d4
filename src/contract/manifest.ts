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
