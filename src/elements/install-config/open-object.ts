// Which object <install-config> opens first; also read by `preload` (src/preload.ts) on the raw
// answers, so it imports nothing but types.
import type {Installation, ManifestIntegration} from '../../contract/schemas.ts';

/** The object the editor opens first: the chosen one while it is on, else the first one on. */
export function openObject(
  manifest: ManifestIntegration,
  installation: Installation,
  chosen: string,
): string {
  const on = installation.config.content.write?.objects ?? {};
  const names = (manifest.write?.objects ?? []).map((o) => o.objectName).filter((n) => Object.hasOwn(on, n));
  return names.includes(chosen) ? chosen : (names[0] ?? '');
}
