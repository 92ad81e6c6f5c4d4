// What the load of <install-config> needs besides its task: the client it makes itself from
// base-url and getToken, the integration's manifest, and the object the editor opens first.
import {createConfigClient, type ClientOptions, type ConfigClient} from '../../api/client.ts';
import {invalid} from '../../contract/invalid.ts';
import {findIntegration} from '../../contract/manifest.ts';
import type {Manifest, ManifestIntegration} from '../../contract/schemas.ts';

type OwnClientOptions = Pick<ClientOptions, 'baseUrl' | 'getToken' | 'groupRef' | 'consumerRef' | 'fetch'>;

/** The element's own client, made again only when one of its options changes (a new token function, say). */
export function ownClient(): (options: Partial<OwnClientOptions>) => ConfigClient | undefined {
  let last: {key: unknown[]; client: ConfigClient} | undefined;
  return ({baseUrl, getToken, groupRef, consumerRef, fetch}) => {
    if (!baseUrl || !getToken) return undefined;
    const key = [baseUrl, getToken, groupRef, consumerRef, fetch];
    if (!last || last.key.some((v, i) => v !== key[i]))
      last = {key, client: createConfigClient({baseUrl, getToken, groupRef, consumerRef, fetch})};
    return last.client;
  };
}

/** The integration's manifest: from the host's `manifest` (whole or one integration), else the service. */
export async function manifestFor(
  client: ConfigClient,
  ids: {projectIdOrName: string; integrationId: string},
  given: Manifest | ManifestIntegration | undefined,
  signal: AbortSignal,
): Promise<ManifestIntegration> {
  if (given) return isManifest(given) ? findIntegration(given, ids.integrationId) : given;
  const content = (await client.getIntegration(ids, {signal})).latestRevision?.content;
  if (!content) throw invalid('latestRevision.content', 'required', 'The integration has no manifest');
  return content;
}

const isManifest = (m: Manifest | ManifestIntegration): m is Manifest =>
  Array.isArray((m as Manifest).integrations);
