// Property tests of the numeral, date and date-time rules (fast-check), and the rule table's pieces
// the case table cannot show: text parsing, select values in their own type, held writeOn values.
import {describe, it} from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import {
  compactSettings,
  defaultIssues,
  fieldSettingsIssues,
  isCalendarDate,
  isDecimalNumeral,
  isRfc3339DateTime,
  sameSettings,
} from '../../src/contract/field-rules.ts';
import {parseDefaultText} from '../../src/contract/default-text.ts';
import {validateFieldSettings, type FieldMetadata} from '../../src/contract/schemas.ts';
import {ValidationError} from '../../src/contract/errors.ts';
import {writtenValue} from '../../src/contract/write-rule.ts';

const pad = (n: number, w = 2) => String(n).padStart(w, '0');
const dateParts = fc.record({
  y: fc.integer({min: 1, max: 9999}),
  m: fc.integer({min: 1, max: 12}),
  d: fc.integer({min: 1, max: 31}),
});
const realDays = (y: number, m: number) => new Date(Date.UTC(y, m, 0)).getUTCDate();
const iso = ({y, m, d}: {y: number; m: number; d: number}) => `${pad(y, 4)}-${pad(m)}-${pad(d)}`;

describe('decimal numerals (float defaults)', () => {
  it('every finite number JavaScript prints without an exponent is a numeral, and means that number', () => {
    fc.assert(
      fc.property(fc.double({noNaN: true, noDefaultInfinity: true, min: -1e15, max: 1e15}), (x) => {
        const s = String(x);
        fc.pre(!/e/i.test(s));
        assert.ok(isDecimalNumeral(s), s);
        assert.ok(Number(s) === x, s); // 0 and -0 both print as 0
      }),
    );
  });
  it('exponent, hex, plus sign, leading zeros, spaces and words are not', () => {
    fc.assert(
      fc.property(
        fc.integer({min: 1, max: 1e6}),
        fc.constantFrom('e5', 'E-2'),
        (n, e) => !isDecimalNumeral(`${n}${e}`),
      ),
    );
    fc.assert(
      fc.property(
        fc.integer({min: 0, max: 1e9}),
        (n) =>
          !isDecimalNumeral(`0x${n.toString(16)}`) &&
          !isDecimalNumeral(`+${n}`) &&
          !isDecimalNumeral(` ${n}`),
      ),
    );
    fc.assert(fc.property(fc.integer({min: 1, max: 1e6}), (n) => !isDecimalNumeral(`0${n}`)));
    fc.assert(fc.property(fc.string(), (s) => !isDecimalNumeral(s) || /^-?\d/.test(s)));
    for (const bad of ['', '.5', '5.', '-', '1.2.3', 'NaN', 'Infinity', '1,5'])
      assert.equal(isDecimalNumeral(bad), false, bad);
  });
});

describe('calendar dates', () => {
  it('YYYY-MM-DD is a date exactly when the day exists in that month (leap years included)', () => {
    fc.assert(
      fc.property(dateParts, (p) => {
        const real = p.d <= realDays(p.y, p.m);
        assert.equal(isCalendarDate(iso(p)), real, iso(p));
      }),
    );
  });
  it('any other layout is refused, the same day included', () => {
    fc.assert(
      fc.property(dateParts, (p) => {
        fc.pre(p.d <= realDays(p.y, p.m));
        for (const other of [
          `${pad(p.d)}/${pad(p.m)}/${pad(p.y, 4)}`,
          `${pad(p.y, 4)}-${p.m}-${p.d}x`,
          `${iso(p)}T00:00:00Z`,
          ` ${iso(p)}`,
        ]) {
          assert.equal(isCalendarDate(other), false, other);
        }
      }),
    );
    assert.equal(isCalendarDate('yesterday'), false);
  });
});

describe('RFC 3339 date-times', () => {
  const time = fc.record({
    h: fc.integer({min: 0, max: 23}),
    mi: fc.integer({min: 0, max: 59}),
    s: fc.integer({min: 0, max: 59}),
  });
  const zone = fc.oneof(
    fc.constant('Z'),
    fc
      .record({
        sign: fc.constantFrom('+', '-'),
        oh: fc.integer({min: 0, max: 23}),
        om: fc.integer({min: 0, max: 59}),
      })
      .map((z) => `${z.sign}${pad(z.oh)}:${pad(z.om)}`),
  );
  it('a real date, a real time and a zone: accepted, and Date reads it', () => {
    fc.assert(
      fc.property(
        dateParts,
        time,
        zone,
        fc.option(fc.integer({min: 0, max: 999}), {nil: undefined}),
        (p, t, z, ms) => {
          fc.pre(p.d <= realDays(p.y, p.m) && p.y >= 1000);
          const s = `${iso(p)}T${pad(t.h)}:${pad(t.mi)}:${pad(t.s)}${ms === undefined ? '' : `.${pad(ms, 3)}`}${z}`;
          assert.ok(isRfc3339DateTime(s), s);
          assert.ok(!Number.isNaN(Date.parse(s)), s);
        },
      ),
    );
  });
  it('without a zone, with an impossible date or hour: refused', () => {
    fc.assert(
      fc.property(dateParts, time, (p, t) => {
        fc.pre(p.d <= realDays(p.y, p.m));
        const local = `${iso(p)}T${pad(t.h)}:${pad(t.mi)}:${pad(t.s)}`;
        assert.equal(isRfc3339DateTime(local), false, local);
        assert.equal(isRfc3339DateTime(`${iso(p)}T${pad(t.h + 24)}:00:00Z`), false);
      }),
    );
    fc.assert(
      fc.property(dateParts, (p) => {
        fc.pre(p.d > realDays(p.y, p.m));
        return !isRfc3339DateTime(`${iso(p)}T10:00:00Z`);
      }),
    );
    for (const bad of ['yesterday', '2024-05-01 09:30', '2024-05-01T09:30Z', '2024-05-01T09:30:00+0200'])
      assert.equal(isRfc3339DateTime(bad), false, bad);
  });
  it('a leap second (:60) is refused: Date cannot read it, so the editor and the provider would fail on it', () => {
    for (const s of ['2016-12-31T23:59:60Z', '2024-06-30T23:59:60.5+01:00']) {
      assert.ok(Number.isNaN(Date.parse(s)), s);
      assert.equal(isRfc3339DateTime(s), false, s);
    }
  });
});

describe('typed text and select values', () => {
  const f = (valueType: string, extra: Partial<FieldMetadata> = {}): FieldMetadata => ({
    fieldName: 'f',
    valueType,
    ...extra,
  });
  it('int text: decimal digits only; hex is not 16; 20 digits is "too large", not "must be an integer"', () => {
    assert.deepEqual(parseDefaultText(f('int'), ' 42 '), {value: {integerValue: 42}});
    const hex = parseDefaultText(f('int'), '0x10');
    assert.ok('issue' in hex && hex.issue.code === 'integer');
    const big = parseDefaultText(f('int'), '12345678901234567890');
    assert.ok('issue' in big && big.issue.code === 'too_large' && big.issue.message === 'is too large');
    fc.assert(
      fc.property(fc.maxSafeInteger(), (n) => {
        const r = parseDefaultText(f('int'), String(n));
        return 'value' in r && r.value?.integerValue === n;
      }),
    );
  });
  it('select options with integer or boolean values keep their type in the default', () => {
    const sel = f('singleSelect', {
      values: [{value: 1, displayValue: 'One'}, {value: true, displayValue: 'Yes'}, {value: 'x'}],
    });
    assert.deepEqual(parseDefaultText(sel, '1'), {value: {integerValue: 1}});
    assert.deepEqual(parseDefaultText(sel, 'true'), {value: {booleanValue: true}});
    assert.deepEqual(parseDefaultText(sel, 'x'), {value: {stringValue: 'x'}});
    assert.deepEqual(defaultIssues(sel, {integerValue: 1}), []);
    assert.equal(defaultIssues(sel, {stringValue: '1'})[0]?.code, 'one_of');
  });
  it('typed text for a select whose options are malformed (not a list, null items) is plain text, not a TypeError', () => {
    assert.deepEqual(parseDefaultText(f('singleSelect', {values: 'x' as never}), 'x'), {
      value: {stringValue: 'x'},
    });
    assert.deepEqual(parseDefaultText(f('singleSelect', {values: [null as never, {value: 2}]}), '2'), {
      value: {integerValue: 2},
    });
  });
  it('an option with a fractional number value is a default (as its text, the only way to write it) and is stored as that number', () => {
    const sel = f('singleSelect', {values: [{value: 1.5, displayValue: 'One and a half'}, {value: 2}]});
    assert.deepEqual(parseDefaultText(sel, '1.5'), {value: {stringValue: '1.5'}});
    assert.deepEqual(defaultIssues(sel, {stringValue: '1.5'}), []);
    assert.deepEqual(defaultIssues(sel, {integerValue: 2}), []);
    assert.equal(defaultIssues(sel, {stringValue: '2.5'})[0]?.code, 'one_of');
    assert.equal(
      defaultIssues(sel, {stringValue: '2'})[0]?.code,
      'one_of',
      'an integer option is integerValue',
    );
    assert.equal(writtenValue({stringValue: '1.5'}, sel), 1.5);
    assert.equal(writtenValue({integerValue: 2}, sel), 2);
  });
  it('an integerValue beyond the safe range carries the code too_large (translations go by it), with or without metadata', () => {
    for (const field of [f('int'), f('other'), undefined]) {
      let caught: unknown;
      try {
        validateFieldSettings({default: {integerValue: 2 ** 53}}, 'age', field);
      } catch (e) {
        caught = e;
      }
      assert.ok(caught instanceof ValidationError);
      assert.deepEqual(
        caught.issues.map((i) => [i.path, i.code, i.message]),
        [['age.default.integerValue', 'too_large', 'is too large']],
      );
    }
  });
  it('a writeOn value the server holds is kept; a new one is refused with the list', () => {
    assert.deepEqual(
      fieldSettingsIssues(f('string'), {writeOnUpdate: 'onChange'}, {writeOnUpdate: 'onChange'}),
      [],
    );
    assert.deepEqual(
      fieldSettingsIssues(f('string'), {writeOnUpdate: 'onChange'}).map((i) => [i.path, i.code, i.message]),
      [['writeOnUpdate', 'one_of', 'must be one of always, never, ifEmpty']],
    );
  });
});

describe('settings the server holds', () => {
  const f = (valueType: string, extra: Partial<FieldMetadata> = {}): FieldMetadata => ({
    fieldName: 'f',
    valueType,
    ...extra,
  });
  it('sent back unchanged they pass though the field changed since (now required or read-only); changed, the table applies', () => {
    const held = {writeOnCreate: 'never' as const};
    const required = f('string', {isRequired: true});
    assert.deepEqual(fieldSettingsIssues(required, {writeOnCreate: 'never'}, held), []);
    assert.deepEqual(fieldSettingsIssues(f('string', {readOnly: true}), {writeOnCreate: 'never'}, held), []);
    // member order and undefined members aside, the same settings
    const heldDefault = {default: {stringValue: 'x'}, writeOnUpdate: 'never' as const};
    assert.deepEqual(
      fieldSettingsIssues(
        f('int'),
        {writeOnUpdate: 'never', default: {stringValue: 'x', booleanValue: undefined}},
        heldDefault,
      ),
      [],
    );
    // anything else is checked as new
    assert.deepEqual(
      fieldSettingsIssues(required, {writeOnCreate: 'never'}).map((i) => i.code),
      ['required_never'],
    );
    assert.deepEqual(
      fieldSettingsIssues(required, {writeOnCreate: 'never', writeOnUpdate: 'never'}, held).map(
        (i) => i.code,
      ),
      ['required_never'],
    );
    assert.deepEqual(
      fieldSettingsIssues(f('int'), {default: {stringValue: 'y'}}, heldDefault).map((i) => i.code),
      ['default_kind'],
    );
  });
  it('sameSettings: equal exactly when compacted settings are deeply equal', () => {
    const member = fc.option(fc.constantFrom('always', 'never', 'ifEmpty'), {nil: undefined});
    const settings = fc.record(
      {
        writeOnCreate: member,
        writeOnUpdate: member,
        default: fc.option(
          fc.record(
            {
              stringValue: fc.option(fc.constantFrom('a', 'b'), {nil: undefined}),
              integerValue: fc.option(fc.integer({min: 0, max: 2}), {nil: undefined}),
            },
            {requiredKeys: []},
          ),
          {nil: undefined},
        ),
      },
      {requiredKeys: []},
    );
    const canonical = (s: object) => {
      const c = compactSettings(s) as Record<string, unknown> | undefined;
      return JSON.stringify(
        c,
        c
          ? Object.keys({writeOnCreate: 0, writeOnUpdate: 0, default: 0, stringValue: 0, integerValue: 0})
          : undefined,
      );
    };
    fc.assert(
      fc.property(
        settings,
        settings,
        (a, b) => sameSettings(a as never, b as never) === (canonical(a) === canonical(b)),
      ),
      {numRuns: 2000},
    );
    assert.ok(sameSettings(undefined, {}));
    assert.ok(!sameSettings({writeOnCreate: 'never'}, {}));
  });
});

describe('a 422 mapped onto rows', () => {
  it('names each issue by object, field and settings path; other issues stay for the banner', async () => {
    const {fieldIssuesOfProblem} = await import('../../src/contract/problem-rows.ts');
    const base = 'installation.config.content.write.objects.contact.selectedFieldSettings';
    const problem = {
      issues: [
        {
          name: `${base}.birthday.default.stringValue`,
          code: 'date',
          detail: 'must be a real date written YYYY-MM-DD',
        },
        {
          name: `${base}.created_at`,
          code: 'read_only',
          detail: 'created_at is read-only and takes no settings',
        },
        {name: `${base}.a.b.writeOnCreate`, detail: 'x'},
        {name: 'installation.config.revisionId', detail: 'required'},
      ],
    };
    const {rows, rest} = fieldIssuesOfProblem(problem, () => ['birthday', 'created_at', 'a.b']);
    assert.deepEqual(rows, [
      {
        objectName: 'contact',
        fieldName: 'birthday',
        path: 'default.stringValue',
        code: 'date',
        message: 'must be a real date written YYYY-MM-DD',
      },
      {
        objectName: 'contact',
        fieldName: 'created_at',
        path: '',
        code: 'read_only',
        message: 'created_at is read-only and takes no settings',
      },
      {objectName: 'contact', fieldName: 'a.b', path: 'writeOnCreate', message: 'x'},
    ]);
    assert.deepEqual(
      rest.map((i) => i.name),
      ['installation.config.revisionId'],
    );
    // without the field list: up to the settings member
    assert.equal(fieldIssuesOfProblem(problem).rows[2]!.fieldName, 'a.b');
  });

  it("the emulator's 422 carries each rule's params, and the row keeps them, so a translation can name the values", async () => {
    const {fieldIssuesOfProblem} = await import('../../src/contract/problem-rows.ts');
    const {createEmulator} = await import('../../src/emulator/index.ts');
    const emu = createEmulator({timeScale: 0});
    const path = '/v1/projects/demo/integrations/acme-crm-sync/installations/inst-acme';
    const headers = {'x-api-key': emu.apiKey, 'content-type': 'application/json'};
    const current = (await (await emu.fetch(`http://e${path}`, {headers})).json()) as {
      config: {revisionId: string};
    };
    // a field rule (one_of) and a shape rule (exactly_one), each in an answer of its own
    const rowOf = async (settings: unknown) => {
      const body = {
        updateMask: ['config.content.write.objects.contact'],
        installation: {
          config: {
            revisionId: current.config.revisionId,
            content: {write: {objects: {contact: {objectName: 'contact', selectedFieldSettings: settings}}}},
          },
        },
      };
      const r = await emu.fetch(`http://e${path}`, {method: 'PATCH', headers, body: JSON.stringify(body)});
      assert.equal(r.status, 422);
      return fieldIssuesOfProblem((await r.json()) as never).rows[0];
    };
    assert.deepEqual((await rowOf({phone: {writeOnCreate: 'sometimes'}}))?.params, {values: 'always, never'});
    assert.deepEqual(
      (await rowOf({raw_payload: {default: {stringValue: 'a', booleanValue: true}}}))?.params,
      {values: 'stringValue, integerValue, booleanValue'},
    );
  });
});

describe('compactSettings: what counts as default behaviour', () => {
  it('{} and settings with only undefined members are default behaviour (undefined)', () => {
    assert.equal(compactSettings({}), undefined);
    assert.equal(compactSettings({writeOnCreate: undefined, default: undefined}), undefined);
  });
  it('keeps defined members, drops undefined ones in default too, and leaves {default: {}} for the rule to refuse', () => {
    assert.deepEqual(
      compactSettings({default: {stringValue: 'x', integerValue: undefined}, writeOnUpdate: undefined}),
      {default: {stringValue: 'x'}},
    );
    assert.deepEqual(compactSettings({default: {}}), {default: {}});
    assert.deepEqual(compactSettings({writeOnCreate: 'never'}), {writeOnCreate: 'never'});
  });
  it('an own __proto__ member stays an own member, not the prototype', () => {
    const out = compactSettings(JSON.parse('{"__proto__": {"x": 1}}') as object)!;
    assert.ok(Object.hasOwn(out, '__proto__'));
    assert.equal(Object.getPrototypeOf(out), Object.prototype);
  });
});
