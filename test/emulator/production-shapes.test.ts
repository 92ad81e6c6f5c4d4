// The emulator answers as production does where the spec is silent (issue 19): list calls as bare
// arrays holding only the asked group's installations.
import {beforeEach, describe, test} from 'node:test';
import assert from 'node:assert/strict';
import {ACME, P, call, manualEmulator, registeredKey} from './helpers.ts';

const ids = (list: Array<{id: string}>) => list.map((i) => i.id).sort();

describe('list calls', () => {
  const emu = manualEmulator();
  beforeEach(() => emu.reset());

  test('integrations: a bare array', async () => {
    const r = await call(emu, 'GET', `${P}/integrations`);
    assert.ok(Array.isArray(r.body), JSON.stringify(r.body).slice(0, 100));
    assert.ok(r.body.some((i: {id: string}) => i.id === 'acme-crm-sync'));
  });

  test("installations?groupRef=: a bare array of that group's installations only", async () => {
    const g1 = await call(emu, 'GET', `${ACME}/installations?groupRef=group-1`);
    assert.deepEqual(ids(g1.body), ['inst-acme']);
    const g2 = await call(emu, 'GET', `${ACME}/installations?groupRef=group-2`);
    assert.deepEqual(ids(g2.body), ['inst-acme-g2']);
    assert.deepEqual((await call(emu, 'GET', `${ACME}/installations?groupRef=group-9`)).body, []);
    // the API key without a group lists every group's, as production does
    assert.deepEqual(ids((await call(emu, 'GET', `${ACME}/installations`)).body), [
      'inst-acme',
      'inst-acme-g2',
    ]);
  });

  test("a bearer token lists its own group's and is refused another group's", async () => {
    const {mint} = await registeredKey(emu);
    const token = await mint();
    assert.deepEqual(ids((await call(emu, 'GET', `${ACME}/installations`, {token})).body), ['inst-acme']);
    const own = await call(emu, 'GET', `${ACME}/installations?groupRef=group-1`, {token});
    assert.deepEqual(ids(own.body), ['inst-acme']);
    const other = await call(emu, 'GET', `${ACME}/installations?groupRef=group-2`, {token});
    assert.equal(other.status, 403);
    assert.equal(JSON.stringify(other.body).includes('inst-acme-g2'), false);
  });
});
