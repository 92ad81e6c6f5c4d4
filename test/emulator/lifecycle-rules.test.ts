// The published request rules (issue 31) on a new installation: every case of request-cases.ts, put
// into the object a create sends, is refused (400 naming the path) or stored exactly, as an update's.
import {beforeEach, describe, it} from 'node:test';
import assert from 'node:assert/strict';
import {ACCEPTED, REFUSED, type RequestCase} from '../contract/request-cases.ts';
import {ACME, call, manualEmulator} from './helpers.ts';
import type {Emulator} from '../../src/emulator/index.ts';

type Objects = Record<string, Record<string, unknown>>;
let emu: Emulator;
let held: Record<RequestCase['section'], Objects>;

/** A create for group-3 with inst-acme's `contact` of the case's section, the case's members on top. */
function createBody(c: RequestCase) {
  const object = {...held[c.section].contact, ...c.members};
  return {
    groupRef: 'group-3',
    config: {content: {provider: 'acme-crm', [c.section]: {objects: {contact: object}}}},
  };
}

const names = (r: {body: {issues?: Array<{name: string}>}}) => (r.body.issues ?? []).map((i) => i.name);

beforeEach(async () => {
  emu = manualEmulator();
  const content = (await call(emu, 'GET', `${ACME}/installations/inst-acme`)).body.config.content;
  held = {read: content.read.objects, write: content.write.objects, subscribe: content.subscribe.objects};
});

describe('create: the published request rules', () => {
  for (const c of REFUSED) {
    it(`refuses ${c.section}: ${c.label}`, async () => {
      const r = await call(emu, 'POST', `${ACME}/installations?skipSampling=true`, {body: createBody(c)});
      const path = `config.content.${c.section}.objects.contact.${c.refused}`;
      assert.equal(r.status, 400, JSON.stringify(r.body));
      assert.ok(names(r).includes(path), `${names(r)} lacks ${path}`);
      assert.deepEqual((await call(emu, 'GET', `${ACME}/installations?groupRef=group-3`)).body, []);
    });
  }

  for (const c of ACCEPTED) {
    it(`stores ${c.section}: ${c.label} exactly`, async () => {
      const body = createBody(c);
      const r = await call(emu, 'POST', `${ACME}/installations?skipSampling=true`, {body});
      assert.equal(r.status, 201, JSON.stringify(r.body));
      assert.deepEqual(r.body.config.content, body.config.content);
    });
  }

  it('a string over the emulator cap is a 422 naming the path', async () => {
    const c: RequestCase = {label: 'long', section: 'subscribe', members: {destination: 'd'.repeat(5000)}};
    const r = await call(emu, 'POST', `${ACME}/installations?skipSampling=true`, {body: createBody(c)});
    assert.equal(r.status, 422, JSON.stringify(r.body).slice(0, 300));
    assert.ok(names(r).includes('config.content.subscribe.objects.contact.destination'), names(r).join());
  });
});
