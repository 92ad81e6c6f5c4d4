// The installation update (PATCH) of both clients, a module of its own: the request is checked by
// the update rule (contract/update-request.ts) unless the draft built and froze it, then sent. The
// script-tag bundle's first screen never saves, so this loads on the first call, or earlier with
// the save path's chunk (save-path.ts imports it, so Save waits for no extra request).
import type * as z from 'zod/mini';
import {isChecked} from '../contract/checked.ts';
import {ValidationError} from '../contract/errors.ts';
import type {Installation} from '../contract/schemas.ts';
import {updateRequestIssues} from '../contract/update-request.ts';
import type {InstallationRef, RequestOptions} from './client.ts';
import type {ClientConnection} from './connections.ts';
import {readJson} from './http.ts';

/** Checks `body` (unless the draft checked and froze it) and sends it; the answer parsed by `schema`. */
export async function updateInstallation(
  c: ClientConnection,
  schema: z.core.$ZodType,
  ref: InstallationRef,
  body: unknown,
  options: RequestOptions | undefined,
): Promise<Installation> {
  const path = c.installationPath(ref);
  // a patch the draft built and froze was checked by the same rule already
  const issues = isChecked(body) ? [] : updateRequestIssues(body);
  if (issues.length) throw new ValidationError(issues, 'Invalid request');
  const res = await c.request('PATCH', c.baseUrl + path, c.scopeOf(ref.projectIdOrName), body, options);
  return readJson(res, schema, `PATCH ${path}`) as Promise<Installation>;
}
