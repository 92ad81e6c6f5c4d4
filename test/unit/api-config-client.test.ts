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
    server.handler = (_req, res) => json(res, 200, {...installation, connection: {id: 'conn-1', status: 7, providerApp: 'x'}});
    const got = await lean.getInstallation(ref);
    assert.deepEqual(got.connection, {id: 'conn-1', status: 7, providerApp: 'x'});
    await rejects(full.getInstallation(ref), ResponseFormatError);
    server.handler = (_req, res) => json(res, 200, {...installation, connection: {id: 7}});
    await rejects(lean.getInstallation(ref), ResponseFormatError);
  });
});
