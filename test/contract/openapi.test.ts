// Every emulator answer, success and error, checked against production's published response
// schemas (amp-labs/openapi at the commit in openapi/SOURCE.md, extracted by openapi/extract.mjs).
// A status the endpoint does not publish is checked against its `default` (the API problem). Where
// production publishes a text/plain error (the write endpoint's 400), service.md's problem+json wins
// and the body is checked as the API problem.
import {before, describe, it} from 'node:test';
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import {Ajv} from 'ajv';
import addFormatsModule from 'ajv-formats';
import {
  ACME,
  DELTA,
  GAMMA,
  P,
  call,
  manualEmulator,
  registeredKey,
  type Answer,
} from '../emulator/helpers.ts';

interface Published {
  source: {repository: string; commit: string};
  endpoints: Record<string, {responses: Record<string, {type: string; schema: string | null}>}>;
  definitions: Record<string, object>;
}
const published: Published = JSON.parse(
  readFileSync(new URL('./openapi/responses.json', import.meta.url), 'utf8'),
);

// ajv-formats is CommonJS with a default export; under tsx it arrives wrapped once more.
const addFormats = ((addFormatsModule as {default?: unknown}).default ??
  addFormatsModule) as typeof addFormatsModule;
const ajv = new Ajv({strict: false, allErrors: true});
addFormats(ajv);
ajv.addSchema({$id: 'published', definitions: published.definitions});
const schemaOf = (name: string) => ajv.getSchema(`published#/definitions/${encodeURIComponent(name)}`)!;

const routes = Object.keys(published.endpoints).map((key) => {
  const [method, path] = key.split(' ');
  return {key, method, parts: path.split('/').filter(Boolean)};
});

/**
 * The published endpoint a request went to (path parameters match any one segment); a method we do
 * not serve on a published path (our 405) is held to that path's errors.
 */
function endpointOf(method: string, path: string): string | undefined {
  const segs = path.split('?')[0].split('/').filter(Boolean);
  const onPath = routes.filter(
    (r) => r.parts.length === segs.length && r.parts.every((p, i) => p.startsWith('{') || p === segs[i]),
  );
  return (onPath.find((r) => r.method === method) ?? onPath[0])?.key;
}

interface Checked {
  endpoint: string;
  status: number;
  errors: string[];
}
const seen: Checked[] = [];

/** The schema errors of one answer (empty when it matches what production publishes). */
function validate(endpoint: string, a: Answer): string[] {
  const responses = published.endpoints[endpoint].responses;
  const isProblem = a.headers.get('content-type')?.startsWith('application/problem+json');
  let r = responses[String(a.status)] ?? responses.default ?? (isProblem ? PROBLEM : undefined);
  // a published answer without content (the delete's 204) has no body
  if (r?.type === '(none)') return a.body === '' ? [] : [`a body on ${a.status}, published none`];
  if (!r || r.schema === null) return [`no published response for ${a.status}`];
  if (!r.type.includes('json') && isProblem) r = responses.default ?? PROBLEM;
  const errors: string[] = [];
  if (a.status >= 400 && !isProblem && r.type === 'application/problem+json')
    errors.push(`content type ${a.headers.get('content-type')}, published ${r.type}`);
  const check = schemaOf(r.schema!);
  if (!check(a.body))
    for (const e of check.errors ?? []) errors.push(`${e.instancePath || '(body)'} ${e.message}`);
  return errors;
}

/**
 * An endpoint that publishes no `default` (the JWT-key call lists 400, 404 and 500, each the API
 * problem) is held to the API problem for its other errors too (our 401 and 403).
 */
const PROBLEM = {type: 'application/problem+json', schema: 'API Problem'};

type Opts = Parameters<typeof call>[3];
const emu = manualEmulator();
let token = '';

/** One request through the emulator, its answer validated and recorded. */
async function answer(method: string, path: string, opts?: Opts): Promise<Answer> {
  const a = await call(emu, method, path, opts);
  const endpoint = endpointOf(method, path);
  assert.ok(endpoint, `${method} ${path} is not a published endpoint`);
  seen.push({endpoint, status: a.status, errors: validate(endpoint, a)});
  return a;
}

const INST = `${ACME}/installations/inst-acme`;
const CONTACT = `${ACME}/objects/contact`;

describe(`emulator answers match production's published schemas`, () => {
  before(async () => {
    token = await (await registeredKey(emu)).mint();
  });

  it('provider lookup', async () => {
    for (const name of ['acme-crm', 'beta-crm', 'gamma-api', 'delta-readonly'])
      assert.equal((await answer('GET', `/v1/providers/${name}`)).status, 200);
    assert.equal((await answer('GET', '/v1/providers/acme-crm', {token})).status, 200);
    assert.equal((await answer('GET', '/v1/providers/acme-crm', {apiKey: null})).status, 401);
    assert.equal((await answer('GET', '/v1/providers/nope')).status, 404);
  });

  it('JWT keys', async () => {
    // the 201 is the registration in before()
    const bad = await answer('POST', `${P}/jwt-keys`, {body: {label: '', algorithm: 'RS256'}});
    assert.equal(bad.status, 400);
    assert.equal((await answer('POST', `${P}/jwt-keys`, {token, body: {}})).status, 403);
    assert.equal((await answer('POST', '/v1/projects/nope/jwt-keys', {body: {}})).status, 404);
    const ok = await answer('POST', `${P}/jwt-keys`, {body: (await keyBody()) as never});
    assert.equal(ok.status, 201);
  });

  it('integrations', async () => {
    assert.equal((await answer('GET', `${P}/integrations`)).status, 200);
    assert.equal((await answer('GET', `${P}/integrations`, {token})).status, 200);
    assert.equal((await answer('GET', `${P}/integrations`, {apiKey: 'wrong'})).status, 401);
    for (const i of [ACME, DELTA, GAMMA]) assert.equal((await answer('GET', i)).status, 200);
    assert.equal((await answer('GET', `${P}/integrations/nope`)).status, 404);
  });

  it('installations', async () => {
    assert.equal((await answer('GET', `${ACME}/installations?groupRef=group-1`)).status, 200);
    assert.equal((await answer('GET', `${ACME}/installations`, {token})).status, 200);
    assert.equal((await answer('GET', `${P}/integrations/nope/installations`)).status, 404);
    for (const i of [INST, `${GAMMA}/installations/inst-gamma`, `${DELTA}/installations/inst-delta`])
      assert.equal((await answer('GET', i)).status, 200);
    assert.equal((await answer('GET', INST, {token})).status, 200);
    assert.equal((await answer('GET', `${ACME}/installations/nope`)).status, 404);
  });

  it('installation create: 201, 400, 403, 409, 422', async () => {
    const content = {
      provider: 'acme-crm',
      read: {
        objects: {
          contact: {
            objectName: 'contact',
            selectedFields: {id: true},
            selectedFieldMappings: {emailAddress: 'email'},
          },
        },
      },
      write: {objects: {contact: {objectName: 'contact'}}},
    };
    const body = {groupRef: 'group-3', config: {content}};
    assert.equal((await answer('POST', `${ACME}/installations`, {body: {groupRef: 'group-3'}})).status, 400);
    assert.equal(
      (await answer('POST', `${ACME}/installations`, {body: {...body, groupRef: 'group-9'}})).status,
      400,
    );
    assert.equal((await answer('POST', `${ACME}/installations`, {token, body})).status, 403);
    const bad = {
      groupRef: 'group-3',
      config: {content: {...content, write: {objects: {nope: {objectName: 'nope'}}}}},
    };
    assert.equal((await answer('POST', `${ACME}/installations`, {body: bad})).status, 422);
    assert.equal((await answer('POST', `${ACME}/installations`, {body})).status, 201);
    assert.equal((await answer('POST', `${ACME}/installations`, {body})).status, 409);
  });

  it('installation delete: 204, 404', async () => {
    const [made] = (await call(emu, 'GET', `${ACME}/installations?groupRef=group-3`)).body;
    assert.equal((await answer('DELETE', `${ACME}/installations/${made.id}`)).status, 204);
    assert.equal((await answer('DELETE', `${ACME}/installations/${made.id}`)).status, 404);
    assert.equal((await answer('DELETE', `${ACME}/installations/nope`, {token})).status, 404);
  });

  it('connections', async () => {
    assert.equal((await answer('GET', `${P}/connections`)).status, 200);
    assert.equal((await answer('GET', `${P}/connections?groupRef=group-1`, {token})).status, 200);
    assert.equal((await answer('GET', `${P}/connections?groupRef=group-2`, {token})).status, 403);
    assert.equal((await answer('GET', '/v1/projects/nope/connections')).status, 404);
  });

  it('installation update: 200, 400, 422, 428, 409', async () => {
    const current = (await call(emu, 'GET', INST)).body;
    const revisionId = current.config.revisionId;
    const deal = (s: object) => ({
      updateMask: ['config.content.write.objects.deal'],
      installation: {config: {revisionId, content: {write: {objects: {deal: {objectName: 'deal', ...s}}}}}},
    });
    assert.equal((await answer('PATCH', INST, {body: {updateMask: ['nope'], installation: {}}})).status, 400);
    const rule = deal({selectedFieldSettings: {amount: {default: {stringValue: 'x', booleanValue: true}}}});
    assert.equal((await answer('PATCH', INST, {body: rule})).status, 422);
    const noRevision = deal({});
    delete (noRevision.installation.config as {revisionId?: string}).revisionId;
    assert.equal((await answer('PATCH', INST, {body: noRevision})).status, 428);
    assert.equal((await answer('PATCH', INST, {body: deal({inheritMapping: false})})).status, 200);
    assert.equal((await answer('PATCH', INST, {body: deal({})})).status, 409);
  });

  it('installation update, fields to read (selectedFields, selectedFieldsAuto): 200, 422', async () => {
    const current = (await call(emu, 'GET', INST)).body;
    const contact = current.config.content.read.objects.contact;
    const read = (change: object) => ({
      updateMask: ['config.content.read.objects.contact'],
      installation: {
        config: {
          revisionId: current.config.revisionId,
          content: {read: {objects: {contact: {...contact, ...change}}}},
        },
      },
    });
    const unknown = read({selectedFields: {...contact.selectedFields, fax_number: true}});
    assert.equal((await answer('PATCH', INST, {body: unknown})).status, 422);
    const ok = await answer('PATCH', INST, {
      body: read({selectedFields: {...contact.selectedFields, phone: true}, selectedFieldsAuto: 'all'}),
    });
    assert.equal(ok.status, 200);
    assert.equal(ok.body.config.content.read.objects.contact.selectedFieldsAuto, 'all');
  });

  it('object metadata', async () => {
    assert.equal((await answer('GET', `${CONTACT}/metadata?groupRef=group-1`)).status, 200);
    assert.equal((await answer('GET', `${CONTACT}/metadata`)).status, 400);
    assert.equal((await answer('GET', `${ACME}/objects/nope/metadata?groupRef=group-1`)).status, 404);
  });

  it('writes and operations', async () => {
    const one = {groupRef: 'group-1', type: 'create', record: {email: 'a@b.c'}};
    const sync = await answer('POST', CONTACT, {body: one});
    assert.equal(sync.status, 200);
    const batch = {groupRef: 'group-1', type: 'create', batch: [{record: {email: 'b@b.c'}}]};
    assert.equal((await answer('POST', CONTACT, {body: batch})).status, 200);
    const later = await answer('POST', CONTACT, {body: {...one, mode: 'asynchronous'}});
    assert.ok([200, 202].includes(later.status));
    assert.equal((await answer('POST', CONTACT, {body: {...one, type: 'later'}})).status, 400);
    const failed = {groupRef: 'group-1', type: 'create', record: {email: 1}};
    assert.equal((await answer('POST', CONTACT, {body: failed})).status, 422);
    assert.equal((await answer('GET', `${P}/operations/${sync.body.operationId}`)).status, 200);
    assert.equal((await answer('GET', `${P}/operations/${later.body.operationId}`)).status, 200);
    assert.equal((await answer('GET', `${P}/operations/nope`)).status, 404);
    // a batch that fails, a provider over its quota (429, retryable)
    const badBatch = {groupRef: 'group-1', type: 'create', batch: [{record: {email: 1}}]};
    assert.equal((await answer('POST', CONTACT, {body: badBatch})).status, 422);
    await call(emu, 'POST', '/_emulator/faults', {body: {objectName: 'contact', kind: 'quota', count: 1}});
    assert.equal((await answer('POST', CONTACT, {body: one})).status, 429);
  });

  it("the router's own errors: 405, 413, 415", async () => {
    assert.equal((await answer('PUT', INST)).status, 405);
    const huge = {updateMask: ['config.createdBy'], installation: {config: {createdBy: 'x'.repeat(1 << 20)}}};
    assert.equal((await answer('PATCH', INST, {body: huge})).status, 413);
    const text = {raw: 'label=x', headers: {'content-type': 'text/plain'}};
    assert.equal((await answer('POST', `${P}/jwt-keys`, text)).status, 415);
  });

  it('answered every published endpoint with a success and with an error', () => {
    for (const endpoint of Object.keys(published.endpoints)) {
      const statuses = seen.filter((s) => s.endpoint === endpoint).map((s) => s.status);
      assert.ok(statuses.some((s) => s < 300) && statuses.some((s) => s >= 400), `${endpoint}: ${statuses}`);
    }
  });

  it('no answer differs from the published schema', () => {
    const wrong = seen.filter((s) => s.errors.length);
    assert.deepEqual(
      wrong.map((s) => `${s.endpoint} ${s.status}: ${s.errors.join('; ')}`),
      [],
      `schema errors (source ${published.source.repository} @ ${published.source.commit})`,
    );
  });
});

async function keyBody() {
  const {generateKeyPair, exportSPKI} = await import('jose');
  const {publicKey} = await generateKeyPair('RS256', {modulusLength: 2048, extractable: true});
  return {label: 'contract', algorithm: 'RS256', publicKeyPem: await exportSPKI(publicKey)};
}
