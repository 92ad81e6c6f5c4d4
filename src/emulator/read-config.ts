// The read half of an installation update: the mapping rule of contract/read-mappings.ts (a new
// mapping to a field the object lacks, or to a field another target has, is refused; held mappings
// sent back unchanged never are), and the sample read the service runs before saving read config
// (the published API's `skipSampling`), which the control API can make fail.
import {readFieldIssues, readFieldsOffer} from '../contract/read-fields.ts';
import {manifestReadObject, mappingIssues} from '../contract/read-mappings.ts';
import {isRecord, ownMember} from '../contract/object.ts';
import type {Installation} from '../contract/schemas.ts';
import {HttpProblem, type ProblemIssue} from './http.ts';
import type {Store} from './store.ts';

/** Issues of the read objects a PATCH sends (`sent`: name -> read object as sent). */
export function readMappingRuleIssues(
  store: Store,
  provider: string,
  inst: Installation,
  sent: Record<string, unknown>,
): ProblemIssue[] {
  const objects = store.providerDefs.get(provider)?.objects;
  const issues: ProblemIssue[] = [];
  for (const name of Object.keys(sent)) {
    const mappings = ownMember(sent[name], 'selectedFieldMappings');
    if (!isRecord(mappings)) continue; // absent, or the schema names it
    const meta = objects && Object.hasOwn(objects, name) ? objects[name] : undefined;
    const held = ownMember(ownMember(inst.config.content.read?.objects, name), 'selectedFieldMappings');
    const has = meta ? (f: string) => Object.hasOwn(meta.fields, f) : undefined;
    for (const i of mappingIssues(mappings, isRecord(held) ? held : undefined, has)) {
      issues.push({
        in: 'body',
        name: `installation.config.content.read.objects.${name}.${i.path}`,
        value: mappings[i.path.slice('selectedFieldMappings.'.length)],
        detail: i.message.replace('of the object', `of ${name}`),
        ...(i.code ? {code: i.code} : {}),
        ...(i.params ? {params: i.params} : {}),
      });
    }
  }
  return issues;
}

/**
 * Issues of the fields to read the read objects of a PATCH or create select (contract/read-fields.ts):
 * a newly selected field the object lacks or the manifest does not offer, `selectedFieldsAuto`
 * turned on where the manifest does not allow it. What the installation holds is never refused.
 */
export function readFieldRuleIssues(
  store: Store,
  provider: string,
  manifest: unknown,
  inst: Installation | undefined,
  sent: Record<string, unknown>,
): ProblemIssue[] {
  const objects = store.providerDefs.get(provider)?.objects;
  const issues: ProblemIssue[] = [];
  for (const name of Object.keys(sent)) {
    if (!isRecord(sent[name])) continue; // the schema names it
    const meta = objects && Object.hasOwn(objects, name) ? objects[name] : undefined;
    const held = ownMember(inst?.config.content.read?.objects, name);
    const has = meta ? (f: string) => Object.hasOwn(meta.fields, f) : undefined;
    const offer = readFieldsOffer(manifestReadObject(manifest, name));
    for (const i of readFieldIssues(sent[name], held, has, offer)) {
      const at = i.path.split('.');
      issues.push({
        in: 'body',
        name: `installation.config.content.read.objects.${name}.${i.path}`,
        value:
          at.length > 1 ? ownMember(ownMember(sent[name], at[0]!), at[1]!) : ownMember(sent[name], i.path),
        detail: i.message.replace('of the object', `of ${name}`),
        ...(i.code ? {code: i.code} : {}),
        ...(i.params ? {params: i.params} : {}),
      });
    }
  }
  return issues;
}

/** The sample read of each read object sent; a 422 in plain words when the provider refuses one. */
export function sampleRead(store: Store, provider: string, names: readonly string[]): void {
  for (const name of names) {
    const message = store.providers.sampleFailure(provider, name);
    if (message === undefined) continue;
    throw new HttpProblem(422, `The sample read of ${name} failed: ${message}`, {
      title: 'Sample read failed',
      remedy: 'Check that the connected user can read these fields, or save with skipSampling=true.',
      issues: [
        {
          in: 'body',
          name: `installation.config.content.read.objects.${name}`,
          code: 'sample_read',
          detail: message,
        },
      ],
    });
  }
}
