// The checks of an installation update, in the order the service answers them: the request's shape
// (400), the revision it edits (428 when missing, 409 when stale), then the config's rules (422).
// Each looks at one thing and returns its refusal, with its own status, or nothing.
import {UpdateEnvelopeSchema, FieldSettingsSchema, check, type Installation} from '../contract/schemas.ts';
import {MASK_FORMS, isAllowedMaskEntry, maskedValue, masksBelowObject} from '../contract/mask.ts';
import {masksConfig, pickMasked} from '../contract/update-request.ts';
import {isRecord, ownMember} from '../contract/object.ts';
import {objectRuleIssues, type ConfigSection} from '../contract/request-rules.ts';
import {changedPart} from './changes.ts';
import {bodyIssues, type ProblemIssue} from './http.ts';

/** A refused update: its status, what the answer says and the issues it names. */
export interface Refusal {
  status: number;
  detail: string;
  issues: ProblemIssue[];
  extra?: Record<string, unknown>;
}

/** The update as the checks read it. */
export interface Update {
  /** The body as sent (not necessarily an object). */
  body: unknown;
  mask: unknown[];
  /** `installation` of the body as sent. */
  installationBody: unknown;
  /** The body with only the masked members of `installation`: what is applied. */
  picked: Record<string, unknown>;
  /** `picked` without what the installation already holds: what the checks look at. */
  changed: Record<string, unknown>;
  /** The installation as it is now. */
  held: Installation;
}

export function readUpdate(body: unknown, held: Installation): Update {
  const raw = isRecord(body) ? body : {};
  const mask = Array.isArray(raw.updateMask) ? (raw.updateMask as unknown[]) : [];
  const installationBody = ownMember(raw, 'installation');
  const masked = isRecord(installationBody) ? pickMasked(installationBody, mask) : undefined;
  return {
    body,
    mask,
    installationBody,
    picked: {...raw, installation: masked ?? installationBody},
    // Every check looks at what differs from the installation: a held value sent back is never refused.
    changed: {...raw, installation: masked ? changedPart(masked, held) : installationBody},
    held,
  };
}

/** 400: the request's shape (each field's settings aside) and its mask. */
export function requestShape(u: Update): Refusal | undefined {
  const value = isRecord(u.body) ? u.changed : u.body;
  const issues = [...bodyIssues(check(UpdateEnvelopeSchema, value), '', value), ...maskIssues(u)];
  if (!issues.length) return undefined;
  // A mask of a form the service does not take is answered with the forms it does.
  const forms = u.mask.some((e) => !maskEntryTaken(u, e))
    ? ` updateMask entries may take only these forms: ${MASK_FORMS.join(', ')}.`
    : '';
  return {status: 400, detail: `The update request is not valid.${forms}`, issues};
}

function maskEntryTaken(u: Update, entry: unknown): boolean {
  if (typeof entry !== 'string' || !isAllowedMaskEntry(entry)) return false;
  return !(isRecord(u.installationBody) && masksBelowObject(u.installationBody, entry));
}

/** Mask entries below an object, without a value, or named twice. */
function maskIssues({mask, installationBody}: Update): ProblemIssue[] {
  if (!isRecord(installationBody)) return [];
  const issues: ProblemIssue[] = [];
  const seen = new Set<unknown>();
  let dup: unknown;
  mask.forEach((entry, index) => {
    if (seen.has(entry)) dup ??= entry;
    seen.add(entry);
    if (typeof entry !== 'string' || !isAllowedMaskEntry(entry)) return;
    if (masksBelowObject(installationBody, entry)) {
      issues.push({
        in: 'body',
        name: `updateMask[${index}]`,
        value: entry,
        detail: 'names a path below an object; a mask names a whole object',
      });
    } else if (maskedValue(installationBody, entry) === undefined) {
      issues.push({
        in: 'body',
        name: `installation.${entry}`,
        detail: `is named in updateMask[${index}] but has no value`,
      });
    }
  });
  if (typeof dup === 'string')
    issues.push({in: 'body', name: 'updateMask', value: dup, detail: 'names the same path twice'});
  return issues;
}

/**
 * 400: production's published rules for each object the update changes (types, enums, required
 * members); what the installation holds unchanged is not refused.
 */
export function publishedRules(u: Update): Refusal | undefined {
  const issues: ProblemIssue[] = [];
  for (const section of ['read', 'write', 'subscribe'] as const) {
    const changed = objectsAt(u.changed, section);
    const sent = objectsAt(u.picked, section);
    const held = objectsAt({installation: u.held}, section);
    for (const name of Object.keys(changed)) {
      const at = `installation.config.content.${section}.objects.${name}`;
      const found = objectRuleIssues(section, sent[name], ownMember(held, name), at);
      issues.push(...bodyIssues(found, '', u.picked));
    }
  }
  return issues.length
    ? {status: 400, detail: 'The update breaks a rule of the published request schema.', issues}
    : undefined;
}

/** The objects map of one section (empty when there is none). */
function objectsAt(body: Record<string, unknown>, section: ConfigSection): Record<string, unknown> {
  const objects = ['installation', 'config', 'content', section, 'objects'].reduce(
    ownMember,
    body as unknown,
  );
  return isRecord(objects) ? objects : {};
}

const sentRevision = (u: Update) =>
  ['installation', 'config', 'revisionId'].reduce(ownMember, u.picked as unknown) as string | undefined;

/** 428: a config change must say which revision it edits, or concurrent saves silently overwrite each other. */
export function revisionSent(u: Update): Refusal | undefined {
  if (sentRevision(u) !== undefined || !masksConfig(u.mask)) return undefined;
  return {
    status: 428,
    detail: 'A config change must send the revision it edits.',
    issues: [
      {
        in: 'body',
        name: 'installation.config.revisionId',
        detail: 'required when updateMask names a config path',
      },
    ],
    extra: {
      title: 'Precondition Required',
      remedy: 'Read the installation and send its config.revisionId with the change.',
    },
  };
}

/** 409: the caller edited an older revision; the answer carries the current one. */
export function revisionCurrent(u: Update): Refusal | undefined {
  const sent = sentRevision(u);
  const current = u.held.config.revisionId;
  if (sent === undefined || sent === current) return undefined;
  return {
    status: 409,
    detail: `The config was changed since revision ${sent}; the current revision is ${current}.`,
    issues: [],
    extra: {
      currentRevisionId: current,
      remedy: 'Reload the installation, re-apply the change and send the current revisionId.',
    },
  };
}

/** 422: each changed field's settings against the settings' shape (what of them changed). */
export function fieldSettingShapes(u: Update): Refusal | undefined {
  const issues: ProblemIssue[] = [];
  const objects = ['installation', 'config', 'content', 'write', 'objects'].reduce(ownMember, u.changed);
  for (const [name, obj] of Object.entries(isRecord(objects) ? objects : {})) {
    const settings = ownMember(obj, 'selectedFieldSettings');
    for (const [field, s] of Object.entries(isRecord(settings) ? settings : {})) {
      const at = `installation.config.content.write.objects.${name}.selectedFieldSettings.${field}`;
      issues.push(...bodyIssues(check(FieldSettingsSchema, s, at), '', u.changed));
    }
  }
  return issues.length ? configRefusal(issues) : undefined;
}

export const configRefusal = (issues: ProblemIssue[]): Refusal => ({
  status: 422,
  detail: 'The config breaks a rule of its objects or fields.',
  issues,
});
