// The rule of an installation update (PATCH) as a client sends it: only what the mask names is
// checked, and a config change names the revision it edits. A module of its own: the client's
// update call (api/update-installation.ts) and the emulator use it; the script-tag bundle's first
// screen never sends an update, so it travels in the update's chunk, not in the entry.
import type {ValidationIssue} from './errors.ts';
import {isAllowedMaskEntry, segments} from './mask.ts';
import {defineOwn, isRecord, ownMember} from './object.ts';
import {check, UpdateInstallationRequestSchema} from './schemas.ts';

/** Whether an update with this mask changes the config (and so must name the revision it edits). */
export const masksConfig = (mask: readonly unknown[]): boolean =>
  mask.some((e) => typeof e === 'string' && e.startsWith('config.'));

/**
 * Only what the mask names (plus `config.revisionId`), as the server applies it: the rest of an
 * update's `installation` is ignored, so it is neither checked nor refused.
 */
export function pickMasked(installation: unknown, mask: readonly unknown[]): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  const paths = mask.filter((e): e is string => typeof e === 'string' && isAllowedMaskEntry(e)).map(segments);
  // longest first: a whole section's map, set last, replaces what single objects put inside it
  paths.sort((a, b) => b.length - a.length).push(['config', 'revisionId']);
  for (const path of paths) {
    const value = path.reduce(ownMember, installation);
    if (value == null) continue;
    let o = out;
    for (const k of path.slice(0, -1))
      o = (ownMember(o, k) as Record<string, unknown>) ?? defineOwn(o, k, {});
    defineOwn(o, path[path.length - 1], value);
  }
  return out;
}

/**
 * What a client must not send as an installation update: only what the mask names is checked (the
 * server ignores the rest), and a config change must carry the revision it edits (else a concurrent
 * save is silently overwritten).
 */
export function updateRequestIssues(body: unknown): ValidationIssue[] {
  const b = isRecord(body) ? body : {};
  const mask = Array.isArray(b.updateMask) ? (b.updateMask as unknown[]) : [];
  const inst = b.installation;
  const picked = isRecord(inst) ? {...b, installation: pickMasked(inst, mask)} : body;
  const issues = check(UpdateInstallationRequestSchema, picked);
  const revision = (picked as {installation?: {config?: {revisionId?: unknown}}} | undefined)?.installation
    ?.config?.revisionId;
  if (!issues.length && revision === undefined && masksConfig(mask)) {
    issues.push({
      path: 'installation.config.revisionId',
      message: 'required when updateMask names a config path',
    });
  }
  return issues;
}
