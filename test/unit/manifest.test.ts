// Manifest loading: JS object, JSON text or amp.yaml-style YAML; errors name the path or the line.
import {describe, it} from 'node:test';
import assert from 'node:assert/strict';
import {findIntegration, listWriteObjects} from '../../src/contract/manifest.ts';
import {parseManifest} from '../../src/contract/parse-manifest.ts';
import {ValidationError} from '../../src/contract/errors.ts';

const YAML = `# amp.yaml
specVersion: 1.0.0
integrations:
  - name: acme-crm-sync
    displayName: Acme CRM <sync>
    provider: acme-crm
    read:
      objects:
        - objectName: contact
          destination: contactWebhook
    write:
      objects:
        - objectName: contact
          inheritMapping: true
        - objectName: company
        - objectName: legacy_lead
  - name: gamma-api-sync
    provider: gamma-api
`;

const object = {
  specVersion: '1.0.0',
  integrations: [
    {
      name: 'acme-crm-sync',
      provider: 'acme-crm',
      write: {objects: [{objectName: 'contact', inheritMapping: true}]},
    },
  ],
};

async function invalid(input: unknown): Promise<ValidationError> {
  try {
    await parseManifest(input);
  } catch (e) {
    assert.ok(
      e instanceof ValidationError,
      `expected ValidationError, got ${(e as Error)?.name}: ${(e as Error)?.message}`,
    );
    return e;
  }
  assert.fail('expected a ValidationError');
}
const lines = (e: ValidationError) => e.issues.map((i) => (i.path ? `${i.path}: ${i.message}` : i.message));

describe('parseManifest', () => {
  it('reads amp.yaml-style YAML (specVersion 1.0.0 stays a string, unknown blocks kept)', async () => {
    const m = await parseManifest(YAML);
    assert.equal(m.specVersion, '1.0.0');
    assert.equal(m.integrations.length, 2);
    assert.equal(m.integrations[0]!.displayName, 'Acme CRM <sync>');
    assert.deepEqual(m.integrations[0]!.read, {
      objects: [{objectName: 'contact', destination: 'contactWebhook'}],
    });
    assert.equal(m.integrations[1]!.write, undefined);
  });

  it('reads JSON text and a plain object alike', async () => {
    const fromJson = await parseManifest(JSON.stringify(object, null, 2));
    const fromObject = await parseManifest(object);
    assert.deepEqual(fromJson, object);
    assert.deepEqual(fromObject, object);
  });

  it('reads flow-style YAML that starts with a brace as YAML, not as broken JSON', async () => {
    const m = await parseManifest(
      '{specVersion: 1.0.0, integrations: [{name: a, provider: p, write: {objects: [{objectName: contact}]}}]}',
    );
    assert.equal(m.specVersion, '1.0.0');
    assert.equal(m.integrations[0]!.write!.objects![0]!.objectName, 'contact');
  });

  it('accepts a byte-order mark and Windows line endings', async () => {
    const m = await parseManifest('\uFEFF' + YAML.replace(/\n/g, '\r\n'));
    assert.equal(m.integrations[0]!.name, 'acme-crm-sync');
  });

  it('names the path of a missing objectName', async () => {
    const e = await invalid(
      YAML.replace('        - objectName: company\n', '        - inheritMapping: false\n'),
    );
    assert.deepEqual(lines(e), ['integrations[0].write.objects[1].objectName: required']);
    assert.match(
      e.message,
      /^Invalid manifest: integrations\[0\]\.write\.objects\[1\]\.objectName: required$/,
    );
  });

  it('names wrong types: inheritMapping "yes", objects not a list, provider missing, specVersion a number', async () => {
    const e1 = await invalid({
      ...object,
      integrations: [
        {name: 'a', provider: 'p', write: {objects: [{objectName: 'x', inheritMapping: 'yes'}]}},
      ],
    });
    assert.deepEqual(lines(e1), ['integrations[0].write.objects[0].inheritMapping: must be a boolean']);
    const e2 = await invalid({
      ...object,
      integrations: [{name: 'a', provider: 'p', write: {objects: {contact: {}}}}],
    });
    assert.deepEqual(lines(e2), ['integrations[0].write.objects: must be a list']);
    const e3 = await invalid({...object, integrations: [{name: 'a'}]});
    assert.deepEqual(lines(e3), ['integrations[0].provider: required']);
    const e4 = await invalid('specVersion: 1.0\nintegrations: []\n');
    assert.deepEqual(
      e4.issues.map((i) => i.path),
      ['specVersion'],
    );
  });

  it('rejects duplicate object names and duplicate integration names', async () => {
    const e = await invalid(
      YAML.replace('        - objectName: company', '        - objectName: contact').replace(
        'name: gamma-api-sync',
        'name: acme-crm-sync',
      ),
    );
    assert.deepEqual(lines(e), [
      'integrations[0].write.objects[1].objectName: duplicate object "contact"',
      'integrations[1].name: duplicate name "acme-crm-sync"',
    ]);
  });

  it('a YAML syntax error says the line', async () => {
    const e = await invalid(
      'specVersion: 1.0.0\nintegrations:\n  - name: a\n    provider: [unclosed\n  - name: b\n',
    );
    assert.equal(e.issues.length, 1);
    assert.match(e.issues[0]!.message, /^YAML syntax error at line \d+, column \d+: /);
    const dup = await invalid('specVersion: 1.0.0\nspecVersion: 2.0.0\nintegrations: []\n');
    assert.match(dup.issues[0]!.message, /^YAML syntax error at line 2, column 1: Map keys must be unique/);
  });

  it('a JSON syntax error says the line and column', async () => {
    const e = await invalid('{\n  "specVersion": "1.0.0",\n  "integrations": [\n    {"name": "a",}\n  ]\n}');
    assert.deepEqual(lines(e), ['JSON syntax error at line 4, column 18: unexpected "}"']);
    const cut = await invalid('{"specVersion": "1.0.0", "integrations": [');
    assert.deepEqual(lines(cut), ['JSON syntax error at line 1, column 43: unexpected end of text']);
    const tail = await invalid('{"specVersion": "1.0.0", "integrations": []} trailing');
    assert.deepEqual(lines(tail), ['JSON syntax error at line 1, column 46: unexpected "t"']);
  });

  it('rejects empty text, scalars, arrays, null, numbers and functions', async () => {
    assert.deepEqual(lines(await invalid('')), ['the manifest text is empty']);
    assert.deepEqual(lines(await invalid('   \n ')), ['the manifest text is empty']);
    for (const input of ['just a sentence', '[1, 2]', '- a\n- b\n', null, undefined, 42, NaN, () => ({})]) {
      assert.deepEqual(
        lines(await invalid(input)),
        ['must be an object, JSON text or YAML text'],
        String(input),
      );
    }
  });

  it('an integration list of the wrong type, and a missing one', async () => {
    assert.deepEqual(lines(await invalid({specVersion: '1.0.0', integrations: 'acme'})), [
      'integrations: must be a list',
    ]);
    assert.deepEqual(lines(await invalid({specVersion: '1.0.0'})), ['integrations: required']);
  });

  it('keeps HTML in names as data and handles a 10,000-character name', async () => {
    const long = 'o'.repeat(10_000);
    const m = await parseManifest({
      specVersion: '1.0.0',
      integrations: [
        {name: '<img src=x onerror=alert(1)>', provider: 'p', write: {objects: [{objectName: long}]}},
      ],
    });
    assert.equal(m.integrations[0]!.name, '<img src=x onerror=alert(1)>');
    assert.equal(listWriteObjects(m.integrations[0]!)[0]!.objectName.length, 10_000);
  });

  it('YAML alias bombs are refused rather than expanded', async () => {
    const bomb = ['a: &a ["x","x","x","x","x","x","x","x","x"]'];
    for (let i = 0; i < 8; i++)
      bomb.push(
        `${String.fromCharCode(98 + i)}: &${String.fromCharCode(98 + i)} [${Array(9)
          .fill(`*${String.fromCharCode(97 + i)}`)
          .join(',')}]`,
      );
    const e = await invalid(bomb.join('\n'));
    assert.match(e.issues[0]!.message, /^YAML error: .*alias/i);
  });
});

describe('findIntegration and listWriteObjects', () => {
  it('finds an integration by name and lists its write objects with inheritMapping defaulted', async () => {
    const m = await parseManifest(YAML);
    const acme = findIntegration(m, 'acme-crm-sync');
    assert.equal(acme.provider, 'acme-crm');
    assert.deepEqual(listWriteObjects(acme), [
      {objectName: 'contact', inheritMapping: true},
      {objectName: 'company', inheritMapping: false},
      {objectName: 'legacy_lead', inheritMapping: false},
    ]);
    assert.deepEqual(listWriteObjects(findIntegration(m, 'gamma-api-sync')), []);
  });

  it('an absent name is a ValidationError that lists the known names', async () => {
    const m = await parseManifest(YAML);
    assert.throws(
      () => findIntegration(m, 'beta-crm-sync'),
      (e: unknown) =>
        e instanceof ValidationError &&
        e.issues[0]!.path === 'integration' &&
        e.message.includes('no integration named "beta-crm-sync"') &&
        e.message.includes('"acme-crm-sync", "gamma-api-sync"'),
    );
    assert.throws(() => findIntegration({specVersion: '1', integrations: []}, ''), /known: none/);
  });
});
