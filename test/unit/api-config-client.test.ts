// createConfigClient checks what the elements read of a provider and an installation, keeps the
// rest unchecked (so pages do not ship the rules of fields they never read); createClient checks
// every member of the same answers.
import {describe, it} from 'node:test';
import assert from 'node:assert/strict';
import {createClient, createConfigClient} from '../../src/api/client.ts';
import {ResponseFormatError} from '../../src/contract/errors.ts';
import {installation, json, providerInfo, rejects, useServer} from './api-helpers.ts';

const server = await useServer((s) => {
  s.handler = (_req, res) => json(res, 200, {});
});
const ref = {projectIdOrName: 'demo', integrationId: 'acme-crm-sync', installationId: 'inst-acme'};
const clients = () => ({
  lean: createConfigClient({baseUrl: server.base, apiKey: 'k'}),
  full: createClient({baseUrl: server.base, apiKey: 'k'}),
});

describe('createConfigClient: the provider lookup', () => {
  it('keeps members it does not read as they came, where createClient refuses them', async () => {
    const body = {...providerInfo, oauth2Opts: 'not an object', support: {write: true, read: 'sometimes'}};
    server.handler = (_req, res) => json(res, 200, body);
    const {lean, full} = clients();
    const p = await lean.getProvider('acme-crm');
    assert.equal(p.displayName, providerInfo.displayName);
    assert.equal(p.oauth2Opts, 'not an object');
    assert.deepEqual(p.support, {write: true, read: 'sometimes'});
    await rejects(full.getProvider('acme-crm'), ResponseFormatError);
  });

  it('refuses what the elements read when it has the wrong type: name, support.write, logo URLs', async () => {
    const {lean} = clients();
    for (const bad of [
      {...providerInfo, name: undefined},
      {...providerInfo, support: {write: 'yes'}},
      {...providerInfo, media: {regular: {logoURL: 42}}},
      {...providerInfo, media: {darkMode: {iconURL: {}}}},
    ]) {
      server.handler = (_req, res) => json(res, 200, bad);
      await rejects(lean.getProvider('acme-crm'), ResponseFormatError);
    }
  });
});

describe('createConfigClient: the installation', () => {
  it("checks the connection's id only; createClient checks all of it", async () => {
    const {lean, full} = clients();
    server.handler = (_req, res) =>
      json(res, 200, {...installation, connection: {id: 'conn-1', status: 7, providerApp: 'x'}});
    const got = await lean.getInstallation(ref);
    assert.deepEqual(got.connection, {id: 'conn-1', status: 7, providerApp: 'x'});
    await rejects(full.getInstallation(ref), ResponseFormatError);
    server.handler = (_req, res) => json(res, 200, {...installation, connection: {id: 7}});
    await rejects(lean.getInstallation(ref), ResponseFormatError);
  });

  it('keeps group, times and statuses unchecked, and still checks the config it edits', async () => {
    const {lean, full} = clients();
    server.handler = (_req, res) => json(res, 200, {...installation, group: 'g', healthStatus: 3});
    assert.equal((await lean.getInstallation(ref)).group, 'g');
    await rejects(full.getInstallation(ref), ResponseFormatError);
    server.handler = (_req, res) =>
      json(res, 200, {
        ...installation,
        config: {content: {write: {objects: {contact: {inheritMapping: 'yes'}}}}},
      });
    await rejects(lean.getInstallation(ref), ResponseFormatError);
  });
});

describe('createConfigClient: the integration', () => {
  const iref = {projectIdOrName: 'demo', integrationId: 'acme-crm-sync'};
  const manifest = {name: 'acme-crm-sync', provider: 'acme-crm', write: {objects: [{objectName: 'contact'}]}};
  it('checks the id and the latest manifest; keeps the rest unchecked, where createClient refuses it', async () => {
    const {lean, full} = clients();
    server.handler = (_req, res) =>
      json(res, 200, {id: 'i-1', name: 5, latestRevision: {id: 7, content: manifest}});
    const got = await lean.getIntegration(iref);
    assert.deepEqual(got.latestRevision?.content, manifest);
    assert.equal(got.name, 5);
    await rejects(full.getIntegration(iref), ResponseFormatError);
    server.handler = (_req, res) =>
      json(res, 200, {id: 'i-1', latestRevision: {content: {...manifest, write: {objects: 'contact'}}}});
    await rejects(lean.getIntegration(iref), ResponseFormatError);
  });
});
