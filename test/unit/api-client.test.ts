// The client against a real local HTTP server: every method's URL, method, headers and body;
// validation before sending; every error class.
import {describe, it} from 'node:test';
import assert from 'node:assert/strict';
import {createClient, type Client} from '../../src/api/client.ts';
import {
  AbortError,
  ApiError,
  NetworkError,
  ResponseFormatError,
  ValidationError,
} from '../../src/contract/errors.ts';
import {
  installation,
  json,
  operation,
  problem,
  providerInfo,
  rejects,
  startServer,
  useServer,
} from './api-helpers.ts';

const PEM =
  '-----BEGIN PUBLIC KEY-----\nMIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEA\n-----END PUBLIC KEY-----';

let client: Client;
const server = await useServer((s) => {
  s.handler = (_req, res) => json(res, 200, {});
  client = createClient({baseUrl: s.base, apiKey: 'key-123', groupRef: 'group-1', consumerRef: 'consumer-1'});
});

/** The fixture installation as one group's (production always names the group). */
const inGroup = (groupRef: string, id: string) => ({
  ...installation,
  id,
  group: {groupRef, groupName: groupRef, projectId: 'demo', createTime: '2024-01-01T00:00:00Z'},
});

const pathsOf = (e: ValidationError) => e.issues.map((i) => i.path);

describe('createClient options', () => {
  it('demands exactly one of getToken or apiKey', () => {
    for (const opts of [{}, {apiKey: 'k', getToken: async () => 't'}]) {
      assert.throws(
        () => createClient({baseUrl: '/v1', ...opts}),
        (e: unknown) => {
          assert.ok(e instanceof ValidationError);
          assert.match(e.message, /exactly one of getToken or apiKey/);
          return true;
        },
      );
    }
  });

  it('rejects a missing base URL, a non-function getToken, and an API key with spaces', () => {
    const cases: Array<[unknown, string]> = [
      [{apiKey: 'k'}, 'baseUrl'],
      [{baseUrl: '', apiKey: 'k'}, 'baseUrl'],
      [{baseUrl: '/v1', getToken: 'token'}, 'getToken'],
      [{baseUrl: '/v1', apiKey: 'my key'}, 'apiKey'],
      [{baseUrl: '/v1', apiKey: ''}, 'apiKey'],
      [{baseUrl: '/v1', apiKey: 'k', groupRef: ''}, 'groupRef'],
      [{baseUrl: '/v1', apiKey: 'k', writeUrl: 42}, 'writeUrl'],
    ];
    for (const [opts, path] of cases) {
      assert.throws(
        () => createClient(opts as never),
        (e: unknown) => e instanceof ValidationError && e.issues[0]?.path === path,
      );
    }
  });

  it('drops trailing slashes and defaults writeUrl to baseUrl', () => {
    const c = createClient({baseUrl: 'https://api.example.com/v1/', apiKey: 'k'});
    assert.equal(c.baseUrl, 'https://api.example.com/v1');
    assert.equal(c.writeUrl, 'https://api.example.com/v1');
  });
});

describe('requests: URL, method, headers, body', () => {
  it('getProvider: GET /providers/{provider}, encoded, with X-Api-Key, unknown fields kept', async () => {
    server.handler = (_req, res) =>
      json(res, 200, {...providerInfo, futureField: {x: 1}, authType: 'quantum'});
    const p = await client.getProvider('acme crm/x');
    assert.equal(server.seen[0]!.method, 'GET');
    assert.equal(server.seen[0]!.url, '/v1/providers/acme%20crm%2Fx');
    assert.equal(server.seen[0]!.headers['x-api-key'], 'key-123');
    assert.equal(server.seen[0]!.headers.authorization, undefined);
    assert.equal(p.displayName, 'Acme CRM');
    assert.equal(p.authType, 'quantum');
    assert.deepEqual(p.futureField, {x: 1});
  });

  it("listIntegrations and listInstallations read production's bare arrays, [] included", async () => {
    server.handler = (req, res) =>
      req.url.includes('/installations')
        ? json(res, 200, [inGroup('group-1', 'inst-1')])
        : json(res, 200, [{id: 'acme-crm-sync', name: 'acme-crm-sync', provider: 'acme-crm'}]);
    const integrations = await client.listIntegrations('demo');
    const installations = await client.listInstallations({
      projectIdOrName: 'demo',
      integrationId: 'acme-crm-sync',
    });
    assert.deepEqual(
      server.seen.map((s) => `${s.method} ${s.url}`),
      [
        'GET /v1/projects/demo/integrations',
        'GET /v1/projects/demo/integrations/acme-crm-sync/installations?groupRef=group-1',
      ],
    );
    assert.equal(integrations[0]!.id, 'acme-crm-sync');
    assert.equal(installations[0]!.config.revisionId, 'rev-1');
    server.handler = (_req, res) => json(res, 200, []);
    assert.deepEqual(await client.listIntegrations('demo'), []);
    assert.deepEqual(await client.listInstallations({projectIdOrName: 'demo', integrationId: 'x'}), []);
  });

  it("listInstallations asks for the group's and never returns another group's installation", async () => {
    // a server that ignores ?groupRef= and lists every group's
    server.handler = (_req, res) =>
      json(res, 200, [inGroup('group-2', 'inst-other'), inGroup('group-1', 'inst-1'), installation]);
    const ref = {projectIdOrName: 'demo', integrationId: 'acme-crm-sync'};
    assert.deepEqual(
      (await client.listInstallations(ref)).map((i) => i.id),
      ['inst-1'],
    );
    assert.deepEqual(
      (await client.listInstallations({...ref, groupRef: 'group-2'})).map((i) => i.id),
      ['inst-other'],
    );
    assert.match(server.seen[1]!.url, /\?groupRef=group-2$/);
    // without a group (an API-key client that names none) the whole list is the answer
    const all = createClient({baseUrl: server.base, apiKey: 'key-123'});
    assert.equal((await all.listInstallations(ref)).length, 3);
    assert.doesNotMatch(server.seen[2]!.url, /groupRef/);
  });

  it('getIntegration returns the latest revision with its manifest entry', async () => {
    server.handler = (_req, res) =>
      json(res, 200, {
        id: 'i-1',
        name: 'acme-crm-sync',
        latestRevision: {
          id: 'r1',
          specVersion: '1.0.0',
          content: {name: 'acme-crm-sync', provider: 'acme-crm', write: {objects: [{objectName: 'contact'}]}},
        },
      });
    const i = await client.getIntegration({projectIdOrName: 'my project', integrationId: 'acme-crm-sync'});
    assert.equal(server.seen[0]!.url, '/v1/projects/my%20project/integrations/acme-crm-sync');
    assert.equal(i.latestRevision?.content.write?.objects?.[0]?.objectName, 'contact');
  });

  it('getInstallation and updateInstallation use the installation path; PATCH sends the JSON body', async () => {
    server.handler = (_req, res) => json(res, 200, installation);
    const ref = {projectIdOrName: 'demo', integrationId: 'acme-crm-sync', installationId: 'inst/1'};
    await client.getInstallation(ref);
    const body = {
      updateMask: ['config.content.write.objects.contact'],
      installation: {
        config: {
          revisionId: 'rev-1',
          content: {write: {objects: {contact: {objectName: 'contact', inheritMapping: true}}}},
        },
      },
    };
    const updated = await client.updateInstallation(ref, body);
    const [g, p] = server.seen;
    assert.equal(g!.method, 'GET');
    assert.equal(g!.url, '/v1/projects/demo/integrations/acme-crm-sync/installations/inst%2F1');
    assert.equal(p!.method, 'PATCH');
    assert.equal(p!.url, g!.url);
    assert.equal(p!.headers['content-type'], 'application/json');
    assert.deepEqual(JSON.parse(p!.body), body);
    assert.equal(updated.id, 'inst-1');
  });

  it("sends fields, objects and record members called __proto__ as data (zod's parsed copy would drop them)", async () => {
    server.handler = (_req, res) => json(res, 200, installation);
    const ref = {projectIdOrName: 'demo', integrationId: 'acme-crm-sync', installationId: 'inst-1'};
    const body = JSON.parse(
      '{"updateMask":["config.content.write.objects.contact","config.content.write.objects.__proto__"],"installation":{"config":' +
        '{"revisionId":"rev-1","content":{"write":{"objects":{"__proto__":{"objectName":"__proto__"},' +
        '"contact":{"objectName":"contact","selectedFieldSettings":{"__proto__":{"writeOnUpdate":"never"}}}}}}}}}',
    );
    await client.updateInstallation(ref, body);
    const sent = JSON.parse(server.seen[0]!.body);
    assert.deepEqual(Object.keys(sent.installation.config.content.write.objects).sort(), [
      '__proto__',
      'contact',
    ]);
    assert.deepEqual(
      Object.keys(sent.installation.config.content.write.objects.contact.selectedFieldSettings),
      ['__proto__'],
    );
    server.handler = (_req, res) => json(res, 200, {operationId: 'op-1', result: {success: true}});
    await client.writeRecords(
      {projectIdOrName: 'demo', integrationId: 'acme-crm-sync', objectName: 'contact'},
      JSON.parse('{"type":"create","mode":"synchronous","record":{"email":"a@b.c","__proto__":"kept"}}'),
    );
    assert.deepEqual(Object.keys(JSON.parse(server.seen[1]!.body).record), ['email', '__proto__']);
  });

  it('getObjectMetadata sends groupRef in the query (from the call, else the client default)', async () => {
    server.handler = (_req, res) =>
      json(res, 200, {name: 'contact', fields: {email: {fieldName: 'email', valueType: 'hologram'}}});
    const ref = {projectIdOrName: 'demo', integrationId: 'acme-crm-sync', objectName: 'contact'};
    const m = await client.getObjectMetadata({...ref, groupRef: 'g&x=1 é'});
    await client.getObjectMetadata(ref);
    assert.equal(
      server.seen[0]!.url,
      '/v1/projects/demo/integrations/acme-crm-sync/objects/contact/metadata?groupRef=g%26x%3D1%20%C3%A9',
    );
    assert.equal(
      server.seen[1]!.url,
      '/v1/projects/demo/integrations/acme-crm-sync/objects/contact/metadata?groupRef=group-1',
    );
    assert.equal(m.fields.email!.valueType, 'hologram');
  });

  it('createJwtKey POSTs label, algorithm and PEM and accepts 201', async () => {
    server.handler = (_req, res) => json(res, 201, {kid: '6f1c8f0e-1111-4222-8333-444455556666'});
    const r = await client.createJwtKey('demo', {label: 'prod key', algorithm: 'RS256', publicKeyPem: PEM});
    assert.equal(server.seen[0]!.method, 'POST');
    assert.equal(server.seen[0]!.url, '/v1/projects/demo/jwt-keys');
    assert.deepEqual(JSON.parse(server.seen[0]!.body), {
      label: 'prod key',
      algorithm: 'RS256',
      publicKeyPem: PEM,
    });
    assert.equal(r.kid, '6f1c8f0e-1111-4222-8333-444455556666');
  });

  it('writeRecords goes to writeUrl, fills groupRef from the client, and accepts 202 {operationId}', async () => {
    const writeServer = await startServer((_req, res) => json(res, 202, {operationId: 'op-9'}));
    try {
      const c = createClient({
        baseUrl: server.base,
        writeUrl: writeServer.base,
        apiKey: 'k',
        groupRef: 'group-1',
      });
      const r = await c.writeRecords(
        {projectIdOrName: 'demo', integrationId: 'acme-crm-sync', objectName: 'contact'},
        {type: 'create', mode: 'asynchronous', record: {email: '<b>a@b.c</b>'}},
      );
      assert.equal(server.seen.length, 0);
      assert.equal(writeServer.seen[0]!.url, '/v1/projects/demo/integrations/acme-crm-sync/objects/contact');
      assert.deepEqual(JSON.parse(writeServer.seen[0]!.body), {
        type: 'create',
        mode: 'asynchronous',
        record: {email: '<b>a@b.c</b>'},
        groupRef: 'group-1',
      });
      assert.equal(r.operationId, 'op-9');
    } finally {
      await writeServer.close();
    }
  });

  it('a synchronous write answers 200 with the result', async () => {
    server.handler = (_req, res) =>
      json(res, 200, {operationId: 'op-2', result: {success: true, recordId: 'r-7', data: {}}});
    const r = await client.writeRecords(
      {projectIdOrName: 'demo', integrationId: 'acme-crm-sync', objectName: 'contact'},
      {groupRef: 'group-2', type: 'update', mode: 'synchronous', record: {id: 'r-7', name: 'x'}},
    );
    assert.equal(JSON.parse(server.seen[0]!.body).groupRef, 'group-2');
    assert.equal(r.result?.recordId, 'r-7');
  });

  it('an asynchronous write whose answer lacks operationId is a ResponseFormatError', async () => {
    server.handler = (_req, res) => json(res, 200, {ok: true});
    const e = await rejects(
      client.writeRecords(
        {projectIdOrName: 'demo', integrationId: 'i', objectName: 'contact'},
        {type: 'create', mode: 'asynchronous', record: {}},
      ),
      ResponseFormatError,
    );
    assert.deepEqual(
      e.issues.map((i) => i.path),
      ['operationId'],
    );
  });

  it('getOperation: GET /projects/{projectId}/operations/{operationId}', async () => {
    server.handler = (_req, res) =>
      json(res, 200, operation('failure', {result: '[contact] email is invalid'}));
    const op = await client.getOperation({projectId: 'demo', operationId: 'op-1'});
    assert.equal(server.seen[0]!.url, '/v1/projects/demo/operations/op-1');
    assert.equal(op.status, 'failure');
    assert.equal(op.result, '[contact] email is invalid');
  });

  it('works with a same-origin path base URL through an injected fetch', async () => {
    const urls: string[] = [];
    const c = createClient({
      baseUrl: '/v1',
      apiKey: 'k',
      fetch: async (url) => {
        urls.push(url);
        return new Response(JSON.stringify(providerInfo), {
          status: 200,
          headers: {'content-type': 'application/json'},
        });
      },
    });
    await c.getProvider('acme-crm');
    assert.deepEqual(urls, ['/v1/providers/acme-crm']);
  });
});

describe('requests are validated before anything is sent', () => {
  const ref = {projectIdOrName: 'demo', integrationId: 'acme-crm-sync', installationId: 'inst-1'};
  const obj = {projectIdOrName: 'demo', integrationId: 'acme-crm-sync', objectName: 'contact'};

  it('path parameters must be non-empty strings and not dot segments', async () => {
    const cases: Array<[Promise<unknown>, string]> = [
      [client.getProvider(''), 'provider'],
      [client.getProvider(undefined as never), 'provider'],
      [client.getInstallation({...ref, projectIdOrName: ''}), 'projectIdOrName'],
      [client.getInstallation({...ref, installationId: 42 as never}), 'installationId'],
      [client.getInstallation({...ref, integrationId: '..'}), 'integrationId'],
      [client.getIntegration(null as never), 'projectIdOrName'],
      [client.getOperation({projectId: 'demo', operationId: '.'}), 'operationId'],
      [client.listIntegrations(null as never), 'projectIdOrName'],
      [client.createJwtKey('', {label: 'x', algorithm: 'RS256', publicKeyPem: PEM}), 'projectIdOrName'],
    ];
    for (const [p, path] of cases) assert.deepEqual(pathsOf(await rejects(p, ValidationError)), [path]);
    assert.equal(server.seen.length, 0);
  });

  it('updateInstallation: mask entries, empty mask, unknown fields, bad field settings', async () => {
    const bad = (updateMask: unknown, inst: unknown = {}) =>
      client.updateInstallation(ref, {updateMask, installation: inst} as never);
    assert.deepEqual(pathsOf(await rejects(bad(['config.content.bogus']), ValidationError)), [
      'updateMask[0]',
    ]);
    assert.deepEqual(pathsOf(await rejects(bad([]), ValidationError)), ['updateMask']);
    assert.deepEqual(pathsOf(await rejects(bad(['connectionId'], {connectionId: 5}), ValidationError)), [
      'installation.connectionId',
    ]);
    // a config change must name the revision it edits (else a concurrent save is silently overwritten)
    assert.deepEqual(
      pathsOf(
        await rejects(
          bad(['config.content.proxy.enabled'], {config: {content: {proxy: {enabled: true}}}}),
          ValidationError,
        ),
      ),
      ['installation.config.revisionId'],
    );
    const e = await rejects(
      bad(['config.content.write.objects.contact'], {
        config: {
          content: {
            write: {
              objects: {
                contact: {
                  objectName: 'contact',
                  selectedFieldSettings: {email: {default: {integerValue: 1.5}}},
                },
              },
            },
          },
        },
      }),
      ValidationError,
    );
    assert.deepEqual(pathsOf(e), [
      'installation.config.content.write.objects.contact.selectedFieldSettings.email.default.integerValue',
    ]);
    assert.equal(server.seen.length, 0);
  });

  it('updateInstallation sends a read object over 64 KB of JSON: no size limit of our own', async () => {
    server.handler = (_req, res) => json(res, 200, installation);
    const contact = {
      objectName: 'contact',
      destination: 'd',
      selectedFieldMappings: {note: 'é'.repeat(40_000)},
    };
    await client.updateInstallation(ref, {
      updateMask: ['config.content.read.objects.contact'],
      installation: {config: {revisionId: 'rev-1', content: {read: {objects: {contact}}}}},
    });
    assert.equal(server.seen.length, 1);
  });

  it('updateInstallation checks only what the mask names: a just-read installation with a one-entry mask is sent', async () => {
    server.handler = (_req, res) => json(res, 200, installation);
    const ref = {projectIdOrName: 'demo', integrationId: 'acme-crm-sync', installationId: 'inst-1'};
    const read = {
      ...installation,
      healthStatus: 'healthy',
      config: {
        revisionId: 'rev-1',
        content: {
          proxy: {enabled: false},
          write: {objects: {contact: {objectName: 'contact', selectedFieldSettings: {email: {default: {}}}}}},
        },
      },
    };
    const body = {updateMask: ['config.content.proxy.enabled'], installation: read};
    await client.updateInstallation(ref, body as never);
    assert.equal(server.seen.length, 1);
    assert.deepEqual(JSON.parse(server.seen[0]!.body), body);
  });

  it('createJwtKey: label length, algorithm, PEM', async () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [{label: '', algorithm: 'RS256', publicKeyPem: PEM}, 'label'],
      [{label: 'x'.repeat(256), algorithm: 'RS256', publicKeyPem: PEM}, 'label'],
      [{label: 'x', algorithm: 'HS256', publicKeyPem: PEM}, 'algorithm'],
      [{label: 'x', algorithm: 'RS256', publicKeyPem: 'not a pem'}, 'publicKeyPem'],
    ];
    for (const [body, path] of cases) {
      assert.deepEqual(pathsOf(await rejects(client.createJwtKey('demo', body as never), ValidationError)), [
        path,
      ]);
    }
    assert.equal(server.seen.length, 0);
  });

  it('writeRecords: batch size, update without id, autoBatchPolicy with sync mode, no groupRef at all', async () => {
    const batch = (n: number) => Array.from({length: n}, (_, i) => ({record: {id: String(i)}}));
    assert.deepEqual(
      pathsOf(await rejects(client.writeRecords(obj, {type: 'create', batch: batch(101)}), ValidationError)),
      ['batch'],
    );
    assert.deepEqual(
      pathsOf(
        await rejects(client.writeRecords(obj, {type: 'update', record: {name: 'x'}}), ValidationError),
      ),
      ['record.id'],
    );
    assert.deepEqual(
      pathsOf(
        await rejects(
          client.writeRecords(obj, {
            type: 'create',
            mode: 'synchronous',
            record: {},
            autoBatchPolicy: {maxDelayMinutes: 5},
          }),
          ValidationError,
        ),
      ),
      ['autoBatchPolicy'],
    );
    const noGroup = createClient({baseUrl: server.base, apiKey: 'k'});
    assert.deepEqual(
      pathsOf(await rejects(noGroup.writeRecords(obj, {type: 'create', record: {}}), ValidationError)),
      ['groupRef'],
    );
    assert.deepEqual(pathsOf(await rejects(noGroup.writeRecords(obj, null as never), ValidationError)), ['']);
    assert.equal(server.seen.length, 0);
  });

  it('writeRecords: a record JSON cannot carry (a cycle) is a ValidationError, not a TypeError', async () => {
    const cyclic: Record<string, unknown> = {name: 'x'};
    cyclic.self = cyclic;
    for (const record of [cyclic]) {
      const e = await rejects(client.writeRecords(obj, {type: 'create', record} as never), ValidationError);
      assert.deepEqual(pathsOf(e), ['(body)']);
      assert.match(e.message, /JSON/);
    }
    assert.equal(server.seen.length, 0);
  });

  it('getObjectMetadata needs a groupRef from the call or the client', async () => {
    const noGroup = createClient({baseUrl: server.base, apiKey: 'k'});
    const e = await rejects(noGroup.getObjectMetadata(obj), ValidationError);
    assert.deepEqual(pathsOf(e), ['groupRef']);
    assert.deepEqual(
      pathsOf(await rejects(client.getObjectMetadata({...obj, groupRef: ''}), ValidationError)),
      ['groupRef'],
    );
    assert.equal(server.seen.length, 0);
  });
});

describe('error responses', () => {
  const ref = {projectIdOrName: 'demo', integrationId: 'acme-crm-sync', installationId: 'inst-1'};

  it('problem+json becomes ApiError with status, problem (unknown members kept) and requestId from the body', async () => {
    server.handler = (_req, res) =>
      problem(res, 422, {
        title: 'Invalid config',
        detail: 'writeOnUpdate must be one of always, never, ifEmpty',
        requestId: 'req-body',
        issues: [{in: 'body', name: 'installation.config', detail: 'bad'}],
        retryable: false,
        vendorHint: 'x',
      });
    const e = await rejects(client.getInstallation(ref), ApiError);
    assert.equal(e.status, 422);
    assert.equal(e.problem.title, 'Invalid config');
    assert.equal(e.problem.issues?.[0]?.name, 'installation.config');
    assert.equal(e.problem.vendorHint, 'x');
    assert.equal(e.requestId, 'req-body');
    assert.match(e.message, /writeOnUpdate must be one of/);
  });

  it('a 400 or 422 names the fields and rules of its issues in the message, not only the generic detail', async () => {
    server.handler = (_req, res) =>
      problem(res, 400, {
        title: 'Bad Request',
        detail: 'The write request is not valid.',
        issues: [
          {in: 'body', name: 'batch', detail: 'must hold at most 50 records for deal (provider limit)'},
          {in: 'body', name: 'type', detail: 'must be one of create, update'},
        ],
      });
    const e = await rejects(client.getInstallation(ref), ApiError);
    assert.match(
      e.message,
      /^400 The write request is not valid\. batch: must hold at most 50 records for deal \(provider limit\); type: must be one of create, update/,
    );
    // a long list stays a readable message: the first five
    server.handler = (_req, res) =>
      problem(res, 422, {
        detail: 'The config breaks a field-settings rule.',
        issues: Array.from({length: 100}, (_, i) => ({in: 'body', name: `f${i}`, detail: 'bad'})),
      });
    const many = await rejects(client.getInstallation(ref), ApiError);
    assert.match(many.message, /f4: bad/);
    assert.doesNotMatch(many.message, /f5: bad/);
  });

  it('an HTML 500 page becomes ApiError(500) with a synthesized problem saying what came back', async () => {
    server.handler = (_req, res) => {
      res.writeHead(500, 'Internal Server Error', {'content-type': 'text/html', 'x-request-id': 'req-hdr'});
      res.end('<html><body><h1>Oops</h1><script>alert(1)</script></body></html>');
    };
    const e = await rejects(client.getInstallation(ref), ApiError);
    assert.equal(e.status, 500);
    assert.equal(e.requestId, 'req-hdr');
    assert.equal(e.problem.status, 500);
    assert.equal(e.problem.title, 'Internal Server Error');
    assert.match(e.problem.detail!, /answered 500 with text\/html instead of problem details/);
    assert.match(e.problem.detail!, /Oops/);
    assert.doesNotMatch(e.problem.detail!, /<h1>|<script>/);
  });

  it('a problem whose retryAfter is a number or a string is kept; any other retryAfter is left out', async () => {
    for (const retryAfter of [30, 'Wed, 21 Oct 2026 07:28:00 GMT']) {
      server.handler = (_req, res) =>
        json(res, 503, {title: 'Busy', status: 503, detail: 'try later', retryAfter});
      const e = await rejects(client.getInstallation(ref), ApiError);
      assert.equal(e.problem.retryAfter, retryAfter);
      assert.equal(e.problem.detail, 'try later');
    }
    // any other retryAfter is left out; the rest of the problem is kept
    server.handler = (_req, res) =>
      json(res, 503, {title: 'Busy', status: 503, detail: 'try later', retryAfter: true});
    const e = await rejects(client.getInstallation(ref), ApiError);
    assert.equal(e.problem.retryAfter, undefined);
    assert.equal(e.problem.detail, 'try later');
  });

  it('an empty 404 and a JSON array 400 still give a problem with a title and detail', async () => {
    server.handler = (_req, res) => {
      res.writeHead(404);
      res.end();
    };
    const e404 = await rejects(client.getInstallation(ref), ApiError);
    assert.equal(e404.status, 404);
    assert.match(e404.problem.detail!, /empty body/);
    server.handler = (_req, res) => json(res, 400, ['not', 'a', 'problem']);
    const e400 = await rejects(client.getInstallation(ref), ApiError);
    assert.equal(e400.problem.status, 400);
    assert.match(e400.problem.detail!, /not problem details/);
  });

  it('a huge error body is cut short in the message', async () => {
    server.handler = (_req, res) => {
      res.writeHead(502, {'content-type': 'text/plain'});
      res.end('x'.repeat(10_000));
    };
    const e = await rejects(client.getInstallation(ref), ApiError);
    assert.ok(e.problem.detail!.length < 300, `detail is ${e.problem.detail!.length} chars`);
  });

  it('a failed write (422 {operationId, errors}) surfaces the error messages', async () => {
    server.handler = (_req, res) =>
      json(res, 422, {operationId: 'op-3', errors: [{message: '[contact] email is invalid'}]});
    const e = await rejects(
      client.writeRecords(
        {projectIdOrName: 'demo', integrationId: 'i', objectName: 'contact'},
        {type: 'create', mode: 'synchronous', record: {}},
      ),
      ApiError,
    );
    assert.equal(e.status, 422);
    assert.equal(e.problem.detail, '[contact] email is invalid');
    assert.equal(e.problem.operationId, 'op-3');
  });

  it('a redirect is not followed: ApiError with its status, and the API key and the body never reach where it points', async () => {
    const other = await startServer();
    try {
      for (const status of [302, 307, 308]) {
        server.handler = (_req, res) => {
          res.writeHead(status, {location: `${other.origin}/steal`});
          res.end();
        };
        const e = await rejects(
          client.updateInstallation(ref, {
            updateMask: ['config.content.proxy.enabled'],
            installation: {config: {revisionId: 'r', content: {proxy: {enabled: true}}}},
          }),
          ApiError,
        );
        assert.equal(e.status, status);
      }
      assert.deepEqual(other.seen, [], 'nothing was sent to the other origin');
    } finally {
      await other.close();
    }
  });

  it('garbage where JSON is expected is a ResponseFormatError', async () => {
    server.handler = (_req, res) => {
      res.writeHead(200, {'content-type': 'application/json'});
      res.end('{"id": "inst-1", "config": ');
    };
    const e = await rejects(client.getInstallation(ref), ResponseFormatError);
    assert.equal(e.status, 200);
    assert.match(e.message, /expected JSON/);
  });

  it('an empty 200/204 body where JSON is expected is a ResponseFormatError', async () => {
    server.handler = (_req, res) => {
      res.writeHead(204);
      res.end();
    };
    const e = await rejects(client.getInstallation(ref), ResponseFormatError);
    assert.match(e.message, /empty body/);
  });

  it('JSON of the wrong shape is a ResponseFormatError listing the issues', async () => {
    server.handler = (_req, res) => json(res, 200, {...installation, id: 7, config: null});
    const e = await rejects(client.getInstallation(ref), ResponseFormatError);
    assert.deepEqual(e.issues.map((i) => i.path).sort(), ['config', 'id']);
    // a member of the wrong type names its type, not "required" (it is there)
    assert.equal(e.issues.find((i) => i.path === 'id')?.message, 'must be a string');
    assert.match(e.message, /id: must be a string/);
    server.handler = (_req, res) => json(res, 200, null);
    await rejects(client.getInstallation(ref), ResponseFormatError);
    server.handler = (_req, res) => json(res, 200, [{id: 7}]);
    const list = await rejects(client.listIntegrations('demo'), ResponseFormatError);
    assert.deepEqual(
      list.issues.map((i) => i.path),
      ['[0].id'],
    );
  });

  it('null members read as absent (servers write unset fields as null), array items are kept', async () => {
    const body = JSON.stringify({
      ...installation,
      group: null,
      updateTime: null,
      connection: {...installation.connection, providerApp: null},
      config: {
        ...installation.config,
        content: {
          ...installation.config.content,
          proxy: null,
          subscribe: {objects: {contact: {events: ['create', null]}}},
          write: {
            objects: {
              contact: {objectName: 'contact', selectedFieldSettings: null},
              deal: {
                objectName: 'deal',
                selectedFieldSettings: {amount: {default: null, writeOnCreate: 'never'}},
              },
            },
          },
        },
      },
    });
    server.handler = (_req, res) => {
      res.writeHead(200, {'content-type': 'application/json'});
      res.end(body);
    };
    const got = await client.getInstallation(ref);
    assert.equal('group' in got, false);
    assert.equal('updateTime' in got, false);
    assert.equal('providerApp' in got.connection!, false);
    assert.equal('selectedFieldSettings' in got.config.content.write!.objects!.contact!, false);
    assert.deepEqual(got.config.content.write!.objects!.deal!.selectedFieldSettings, {
      amount: {writeOnCreate: 'never'},
    });
    assert.deepEqual(got.config.content.subscribe!.objects, {contact: {events: ['create', null]}});
  });

  it("keeps a field or object called __proto__ as data (zod's parsed copy would drop it)", async () => {
    const body =
      '{"id":"inst-1","projectId":"demo","integrationId":"acme-crm-sync","config":{"revisionId":"rev-1","content":{"write":{"objects":' +
      '{"contact":{"objectName":"contact","selectedFieldSettings":{"__proto__":{"writeOnUpdate":"never"}}}}}}}}';
    server.handler = (_req, res) => {
      res.writeHead(200, {'content-type': 'application/json'});
      res.end(body);
    };
    const got = await client.getInstallation(ref);
    const settings = got.config.content.write!.objects!.contact!.selectedFieldSettings!;
    assert.deepEqual(Object.keys(settings), ['__proto__']);
    assert.deepEqual(Object.getOwnPropertyDescriptor(settings, '__proto__')!.value, {writeOnUpdate: 'never'});
    assert.equal(({} as Record<string, unknown>).writeOnUpdate, undefined);
  });

  it('a connection refused is a NetworkError', async () => {
    const dead = await startServer();
    const base = dead.base;
    await dead.close();
    const c = createClient({baseUrl: base, apiKey: 'k'});
    const e = await rejects(c.getProvider('acme-crm'), NetworkError);
    assert.match(e.message, /GET .*\/providers\/acme-crm failed/);
    // Node's fetch says only "fetch failed": the message carries its cause, which says why
    assert.match(e.message, /ECONNREFUSED/);
  });

  it('an injected fetch that throws TypeError is a NetworkError, and a server that hangs up mid-body too', async () => {
    const c = createClient({
      baseUrl: '/v1',
      apiKey: 'k',
      fetch: () => Promise.reject(new TypeError('Failed to fetch')),
    });
    const e = await rejects(c.getProvider('acme-crm'), NetworkError);
    assert.match(e.message, /Failed to fetch/);
    server.handler = (_req, res) => {
      res.writeHead(200, {'content-type': 'application/json', 'content-length': '1000'});
      res.write('{"name": "acme');
      setTimeout(() => res.destroy(), 10);
    };
    await rejects(client.getProvider('acme-crm'), NetworkError);
  });
});

describe('abort', () => {
  it('an already-aborted signal sends nothing', async () => {
    const ctl = new AbortController();
    ctl.abort();
    await rejects(client.getProvider('acme-crm', {signal: ctl.signal}), AbortError);
    assert.equal(server.seen.length, 0);
  });

  it('aborting a pending request rejects with AbortError, not a DOMException', async () => {
    const ctl = new AbortController();
    server.handler = () => ctl.abort(); // never answers: the caller gives up once the request is in
    const p = client.getInstallation(
      {projectIdOrName: 'demo', integrationId: 'i', installationId: 'x'},
      {signal: ctl.signal},
    );
    const e = await rejects(p, AbortError);
    assert.equal(e.name, 'AbortError');
  });

  it('an injected fetch that rejects with a DOMException AbortError becomes our AbortError', async () => {
    const c = createClient({
      baseUrl: '/v1',
      apiKey: 'k',
      fetch: () => Promise.reject(new DOMException('aborted', 'AbortError')),
    });
    await rejects(c.getProvider('acme-crm'), AbortError);
  });
});
