// What production sends that the client once refused or changed (issue 19), fed as raw JSON text
// through a fake fetch: integers beyond 2^53 (which JSON.parse rounds), problem bodies with null
// members, integrations whose `write` has no objects.
import {describe, it} from 'node:test';
import assert from 'node:assert/strict';
import {createClient, createConfigClient} from '../../src/api/client.ts';
import {ApiError} from '../../src/contract/errors.ts';
import {ConfigDraft} from '../../src/config/index.ts';

const ref = {projectIdOrName: 'demo', integrationId: 'acme-crm-sync', installationId: 'inst-1'};

/** A fetch that answers `status` with `text` as it is, and records the bodies sent to it. */
function rawFetch(text: string, status = 200, type = 'application/json') {
  const sent: string[] = [];
  const fetch = async (_url: string, init?: RequestInit) => {
    if (typeof init?.body === 'string') sent.push(init.body);
    // a PATCH answers with the installation as it was read (the test looks at what was sent)
    return new Response(text, {status, headers: {'content-type': type}});
  };
  return {fetch, sent};
}

const installationText = (settings: string) => `{
  "id": "inst-1", "projectId": "demo", "integrationId": "acme-crm-sync",
  "config": {"id": "cfg-1", "revisionId": "rev-1", "content": {"provider": "acme-crm",
    "write": {"objects": {"contact": {"objectName": "contact", "selectedFieldSettings": ${settings}}}}}}
}`;

describe('integers beyond 2^53 in an answer', () => {
  const settings = `{
    "big": {"default": {"integerValue": 9007199254740993}},
    "huge": {"default": {"integerValue": -123456789012345678901234567890}},
    "safe": {"default": {"integerValue": 9007199254740991}},
    "note": {"default": {"stringValue": "12345678901234567890 \\" 98765432109876543210"}},
    "ratio": {"default": {"stringValue": "x"}, "weight": 0.12345678901234567891, "exp": 12345678901234567e3}
  }`;

  for (const [name, make] of [
    ['createConfigClient', createConfigClient],
    ['createClient', createClient],
  ] as const) {
    it(`${name}: are read exactly, and a save sends the same digits back`, async () => {
      const {fetch, sent} = rawFetch(installationText(settings));
      const client = make({baseUrl: 'https://api.example/v1', apiKey: 'k', fetch});
      const inst = await client.getInstallation(ref);
      const fields = inst.config.content.write!.objects!.contact!.selectedFieldSettings!;
      assert.equal(fields.big!.default!.integerValue, 9007199254740993n as never);
      assert.equal(fields.huge!.default!.integerValue, -123456789012345678901234567890n as never);
      // what JSON.parse reads exactly stays a number; digits inside a string stay a string
      assert.equal(fields.safe!.default!.integerValue, 9007199254740991);
      assert.equal(fields.note!.default!.stringValue, '12345678901234567890 " 98765432109876543210');
      // eslint-disable-next-line no-loss-of-precision -- the same digits JSON.parse reads, rounded the same way
      assert.equal((fields.ratio as Record<string, unknown>).weight, 0.12345678901234567891);
      assert.equal((fields.ratio as Record<string, unknown>).exp, 12345678901234567e3);

      // the customer edits another field of the same object: the held values go back exactly
      const draft = ConfigDraft.from(inst);
      draft.writeObject('contact').setFieldSettings('email', {writeOnUpdate: 'never'});
      await client.updateInstallation(ref, draft.buildPatch());
      assert.equal(sent.length, 1);
      assert.match(sent[0]!, /"big":\{"default":\{"integerValue":9007199254740993\}\}/);
      assert.match(sent[0]!, /"huge":\{"default":\{"integerValue":-123456789012345678901234567890\}\}/);
      assert.doesNotMatch(sent[0]!, /9007199254740992/);
    });
  }

  it('a new integer beyond 2^53 from the customer is refused by the draft', () => {
    const draft = ConfigDraft.from(JSON.parse(installationText('{}')));
    assert.throws(
      () =>
        draft.writeObject('contact').setFieldSettings('big', {default: {integerValue: (2n ** 60n) as never}}),
      /too large/,
    );
    assert.throws(
      () => draft.writeObject('contact').setFieldSettings('big', {default: {integerValue: 2 ** 60}}),
      /too large/,
    );
  });
});

describe('problem bodies with null members', () => {
  it('keep every other detail: title, detail, issues, requestId', async () => {
    const {fetch} = rawFetch(
      `{"type": null, "title": "Unprocessable Entity", "status": 422, "detail": "The config breaks a rule.",
        "instance": null, "requestId": "req-7", "causes": null, "remedy": null, "retryable": null,
        "retryAfter": null, "issues": [{"in": "body", "name": "installation.config", "value": null, "detail": "bad"}]}`,
      422,
      'application/problem+json',
    );
    const client = createConfigClient({baseUrl: 'https://api.example/v1', apiKey: 'k', fetch});
    const e = await client.getInstallation(ref).then(
      () => assert.fail('no error'),
      (e: unknown) => e,
    );
    assert.ok(e instanceof ApiError);
    assert.equal(e.problem.title, 'Unprocessable Entity');
    assert.equal(e.problem.detail, 'The config breaks a rule.');
    assert.equal(e.problem.issues?.[0]?.detail, 'bad');
    assert.equal(e.requestId, 'req-7');
    assert.match(e.message, /The config breaks a rule\. installation\.config: bad/);
  });

  it('a member of an unexpected type is left out, the rest kept', async () => {
    const {fetch} = rawFetch(
      '{"title": "Busy", "status": 503, "detail": "try later", "retryable": "soon"}',
      503,
      'application/problem+json',
    );
    const client = createConfigClient({baseUrl: 'https://api.example/v1', apiKey: 'k', fetch});
    const e = (await client.getInstallation(ref).catch((e: unknown) => e)) as ApiError;
    assert.equal(e.problem.detail, 'try later');
    assert.equal(e.problem.retryable, undefined);
  });
});

describe('an integration whose write has no objects', () => {
  for (const write of ['{}', '{"objects": null}', 'null']) {
    it(`loads with write ${write}`, async () => {
      const {fetch} = rawFetch(`{"id": "int-1", "name": "sync", "provider": "acme-crm",
        "latestRevision": {"id": "r1", "content": {"name": "sync", "provider": "acme-crm", "write": ${write}}}}`);
      for (const make of [createConfigClient, createClient]) {
        const client = make({baseUrl: 'https://api.example/v1', apiKey: 'k', fetch});
        const i = await client.getIntegration(ref);
        assert.equal(i.latestRevision?.content.write?.objects ?? undefined, undefined);
      }
    });
  }
});

describe('members of a write object this library does not edit', () => {
  const held = {
    objectName: 'contact',
    deletionSettings: {enabled: true},
    selectedValueDefaults: {stage: {value: 'open', applyOnUpdate: 'never'}},
    selectedFieldSettings: {email: {writeOnUpdate: 'never', futureFlag: 1}},
  };
  const text = JSON.stringify({
    id: 'inst-1',
    projectId: 'demo',
    integrationId: 'acme-crm-sync',
    config: {
      revisionId: 'rev-1',
      content: {provider: 'acme-crm', write: {objects: {contact: held, deal: {objectName: 'deal'}}}},
    },
  });

  it('a headless caller may send them: the request check lets them through', async () => {
    const {fetch, sent} = rawFetch(text);
    const client = createClient({baseUrl: 'https://api.example/v1', apiKey: 'k', fetch});
    const body = {
      updateMask: ['config.content.write.objects.contact'],
      installation: {config: {revisionId: 'rev-1', content: {write: {objects: {contact: held}}}}},
    };
    await client.updateInstallation(ref, body);
    assert.deepEqual(JSON.parse(sent[0]!), body);
  });

  it('a save that edits one field or switches another object off sends them back as held', async () => {
    const {fetch, sent} = rawFetch(text);
    const client = createConfigClient({baseUrl: 'https://api.example/v1', apiKey: 'k', fetch});
    const draft = ConfigDraft.from(await client.getInstallation(ref));
    draft.writeObject('contact').setFieldSettings('phone', {writeOnCreate: 'never'});
    await client.updateInstallation(ref, draft.buildPatch());
    const edited = JSON.parse(sent[0]!).installation.config.content.write.objects.contact;
    assert.deepEqual(edited, {
      ...held,
      selectedFieldSettings: {...held.selectedFieldSettings, phone: {writeOnCreate: 'never'}},
    });

    const other = ConfigDraft.from(await client.getInstallation(ref));
    other.writeObject('deal').disable();
    await client.updateInstallation(ref, other.buildPatch());
    const body = JSON.parse(sent[1]!);
    assert.deepEqual(body.updateMask, ['config.content.write.objects']);
    assert.deepEqual(body.installation.config.content.write.objects, {contact: held});
  });
});
