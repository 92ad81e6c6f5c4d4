// The client the element tests hand <install-config> when they do not need the emulator: every
// answer from memory, every call logged. A test states only what its service holds (the manifest,
// the installation, the provider, each object's fields) and replaces any method it needs to behave
// otherwise (a failing save, a slow read).
import type {Client} from '../../src/api/client.ts';
import type {Installation, ManifestIntegration, ProviderInfo} from '../../src/contract/schemas.ts';

/** Acme, which can write (and nothing else). */
export const WRITING_PROVIDER: ProviderInfo = {
  name: 'acme',
  authType: 'oauth2',
  displayName: 'Acme',
  support: {write: true},
} as ProviderInfo;

export interface MemoryService {
  /** Answered as the integration's latest revision. */
  manifest: ManifestIntegration;
  /** Every read answers a copy of it; a function for an installation the test changes. */
  installation: Installation | (() => Installation);
  /** Default WRITING_PROVIDER. */
  provider?: ProviderInfo;
  /** An object's metadata; default: the object with no fields. */
  metadata?: (objectName: string) => unknown;
}

type Overrides = Partial<Record<keyof Client, unknown>>;

/**
 * A client answering from `service`; a save answers the installation as it was (override
 * `updateInstallation` to store or refuse it). `calls` lists each method's calls by name, in order.
 */
export function memoryClient(service: MemoryService, overrides: Overrides = {}) {
  const calls: Record<string, unknown[][]> = {};
  const log =
    <A extends unknown[], R>(name: string, fn: (...a: A) => R) =>
    (...a: A) => {
      (calls[name] ??= []).push(a);
      return fn(...a);
    };
  const installation = () =>
    structuredClone(
      typeof service.installation === 'function' ? service.installation() : service.installation,
    );
  const client: Record<string, unknown> = {
    baseUrl: '/v1',
    writeUrl: '/v1',
    getIntegration: log('getIntegration', async () => ({
      id: 'int-1',
      latestRevision: {content: service.manifest},
    })),
    getInstallation: log('getInstallation', async () => installation()),
    getProvider: log('getProvider', async () => structuredClone(service.provider ?? WRITING_PROVIDER)),
    getObjectMetadata: log('getObjectMetadata', async ({objectName}: {objectName: string}) =>
      service.metadata ? service.metadata(objectName) : {name: objectName, fields: {}},
    ),
    updateInstallation: log('updateInstallation', async () => installation()),
  };
  for (const [k, v] of Object.entries(overrides)) client[k] = log(k, v as (...a: unknown[]) => unknown);
  return {client: client as unknown as Client, calls};
}
