// The connection under each client createConfigClient made (its credentials, token cache and
// paths), so the element's first-run and uninstall chunks send their calls over it
// (lifecycle-calls.ts). Internal: no entry point exports it.
import type * as z from 'zod/mini';
import type {ConfigClient, InstallationRef, IntegrationRef, RequestOptions} from './client.ts';
import type {TokenScope} from './token.ts';

/** What a client's calls share (client.ts `connect`): credentials, fetch, paths. */
export interface ClientConnection {
  baseUrl: string;
  groupRef?: string;
  request(
    method: string,
    url: string,
    scope: TokenScope | undefined,
    body: unknown,
    options: RequestOptions | undefined,
  ): Promise<Response>;
  scopeOf(projectIdOrName: string, group?: string): TokenScope;
  get<T extends z.core.$ZodType>(
    path: string,
    scope: TokenScope | undefined,
    schema: T,
    options: RequestOptions | undefined,
  ): Promise<z.infer<T>>;
  projectPath(projectIdOrName: unknown): string;
  integrationPath(ref: IntegrationRef): string;
  installationPath(ref: InstallationRef): string;
}

export const connections = new WeakMap<ConfigClient, ClientConnection>();
