// The lifecycle calls beside the update: the connections list's answer, and the create-installation
// request (production's `createInstallation`, amp-labs/openapi api.yaml at 0e80f6a):
// `{groupRef, connectionId?, config: {createdBy?, content}}`, where `content` is the published
// ConfigContent: `provider` required, each read object with `objectName`, `selectedFields` and
// `selectedFieldMappings`, each subscribe object with `objectName`, `destination` and
// `inheritFieldsAndMappings`. One definition, used by the client and the emulator; unknown members
// inside objects are kept (a newer service's).
import * as z from 'zod/mini';
import type {ValidationIssue} from './errors.ts';
import {isRecord, ownMember} from './object.ts';
import {lazySchema} from './lazy-schema.ts';
import {ConnectionSchema, WriteObjectConfigSchema, check, type Installation} from './schemas.ts';

const nonEmpty = () => z.string('must be a string').check(z.refine((v) => v.length > 0, 'must not be empty'));
const map = <T extends z.core.SomeType>(value: T) => z.record(nonEmpty(), value);

/** `GET /projects/{p}/connections`: a bare array, as production answers; unknown members kept. */
export const ConnectionListSchema = lazySchema(() => z.array(ConnectionSchema));

/** A read object as a create sends it: the published ReadConfigObject's required members. */
const CreateReadObjectSchema = lazySchema(() =>
  z.looseObject({
    objectName: nonEmpty(),
    destination: z.optional(z.string('must be a string')),
    selectedFields: z.record(z.string(), z.boolean('must be a boolean')),
    selectedFieldMappings: z.record(z.string(), z.string('must be a string')),
  }),
);

const CreateSubscribeObjectSchema = lazySchema(() =>
  z.looseObject({
    objectName: nonEmpty(),
    destination: nonEmpty(),
    inheritFieldsAndMappings: z.boolean('must be a boolean'),
  }),
);

export const CreateInstallationRequestSchema = lazySchema(() =>
  z.strictObject({
    groupRef: nonEmpty(),
    connectionId: z.optional(nonEmpty()),
    config: z.strictObject({
      // deprecated in production ("set to the latest revision"): accepted, never needed
      revisionId: z.optional(z.string('must be a string')),
      createdBy: z.optional(nonEmpty()),
      content: z.strictObject({
        provider: nonEmpty(),
        read: z.optional(z.strictObject({objects: map(CreateReadObjectSchema)})),
        write: z.optional(z.strictObject({objects: z.optional(map(WriteObjectConfigSchema))})),
        subscribe: z.optional(z.strictObject({objects: map(CreateSubscribeObjectSchema)})),
        proxy: z.optional(z.strictObject({enabled: z.boolean('must be a boolean')})),
      }),
    }),
  }),
);

/** The body of `client.createInstallation` (and of `draft.buildCreate()`). */
export interface CreateInstallationRequest {
  groupRef: string;
  connectionId?: string;
  config: {
    createdBy?: string;
    revisionId?: string;
    content: NonNullable<Installation['config']['content']> & {provider: string};
  };
}

/**
 * What a client must not send as a new installation: the published shape, each object's key
 * equal to its `objectName`. The field rules of a field's settings
 * (the field-rule table) need the field's metadata; the emulator and the draft apply them.
 */
export function createRequestIssues(body: unknown): ValidationIssue[] {
  const issues = check(CreateInstallationRequestSchema, body);
  const content = ['config', 'content'].reduce(ownMember, body);
  for (const section of ['read', 'write', 'subscribe'] as const) {
    const objects = ownMember(ownMember(content, section), 'objects');
    if (!isRecord(objects)) continue;
    for (const key of Object.keys(objects)) {
      const name = ownMember(objects[key], 'objectName');
      if (typeof name === 'string' && name !== '' && name !== key)
        issues.push({
          path: `config.content.${section}.objects.${key}.objectName`,
          message: `must equal ${key}`,
        });
    }
  }
  return issues;
}
