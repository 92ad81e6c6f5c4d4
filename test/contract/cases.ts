// The one table of cases that drives every layer of the field-rule contract (contract/field-rules.ts):
// the editor in Chromium (test/e2e/contract.e2e.test.ts), the draft, the client's PATCH to the
// emulator and a write through the emulator's fake provider (test/contract/contract.test.ts).
// Fields are the emulator seed's `contact` object of acme-crm-sync.

export interface ContractCase {
  /** The row of the rule table this case belongs to. */
  row: string;
  field: string;
  /** The settings as a request carries them. */
  settings: Record<string, unknown>;
  ok: boolean;
  /** The rule's code when refused by a field rule (undefined: the request's shape refuses it). */
  code?: string;
  /**
   * What a customer enters in the editor's default control for this case, when the control can
   * produce it at all (a native date input or a list of options cannot hold an unlisted value).
   */
  typed?: string;
  /** What the fake provider stores for the field when a create leaves it out (ok cases). */
  stored?: unknown;
}

const d = (v: Record<string, unknown>) => ({default: v});

export const CASES: ContractCase[] = [
  // string, reference: stringValue, non-empty
  {
    row: 'string',
    field: 'first_name',
    settings: d({stringValue: 'Ada'}),
    ok: true,
    typed: 'Ada',
    stored: 'Ada',
  },
  {
    row: 'string',
    field: 'first_name',
    settings: d({stringValue: 'Ada <b>&'}),
    ok: true,
    typed: 'Ada <b>&',
    stored: 'Ada <b>&',
  },
  {row: 'string', field: 'first_name', settings: d({stringValue: ''}), ok: false, code: 'empty'},
  {row: 'string', field: 'first_name', settings: d({stringValue: ' \t '}), ok: false, code: 'empty'},
  {
    row: 'string',
    field: 'first_name',
    settings: d({stringValue: ' x '}),
    ok: true,
    typed: ' x ',
    stored: ' x ',
  },
  {row: 'string', field: 'first_name', settings: d({integerValue: 5}), ok: false, code: 'default_kind'},
  {
    row: 'reference',
    field: 'company_id',
    settings: d({stringValue: 'acme-company-1'}),
    ok: true,
    typed: 'acme-company-1',
    stored: 'acme-company-1',
  },
  {
    row: 'reference',
    field: 'company_id',
    settings: d({stringValue: 'c 2'}),
    ok: true,
    typed: 'c 2',
    stored: 'c 2',
  },
  {row: 'reference', field: 'company_id', settings: d({stringValue: ''}), ok: false, code: 'empty'},
  {row: 'reference', field: 'company_id', settings: d({booleanValue: true}), ok: false, code: 'default_kind'},
  // int: a safe integer in decimal digits
  {row: 'int', field: 'age', settings: d({integerValue: 42}), ok: true, typed: '42', stored: 42},
  {row: 'int', field: 'age', settings: d({integerValue: -7}), ok: true, typed: '-7', stored: -7},
  {row: 'int', field: 'age', settings: d({integerValue: 1.5}), ok: false, typed: '1.5'},
  {row: 'int', field: 'age', settings: d({integerValue: 16}), ok: true, stored: 16},
  {
    row: 'int',
    field: 'age',
    settings: d({stringValue: '0x10'}),
    ok: false,
    code: 'default_kind',
    typed: '0x10',
  },
  {
    row: 'int',
    field: 'age',
    // eslint-disable-next-line no-loss-of-precision -- the case is a number past 2^53, as JSON.parse gives it
    settings: d({integerValue: 12345678901234567890}),
    ok: false,
    typed: '12345678901234567890',
  },
  {row: 'int', field: 'age', settings: d({stringValue: '12'}), ok: false, code: 'default_kind'},
  // float: integerValue, or a canonical decimal numeral as stringValue
  {
    row: 'float',
    field: 'score',
    settings: d({stringValue: '-12.5'}),
    ok: true,
    typed: '-12.5',
    stored: -12.5,
  },
  {row: 'float', field: 'score', settings: d({integerValue: 3}), ok: true, typed: '3', stored: 3},
  {row: 'float', field: 'score', settings: d({stringValue: '0.25'}), ok: true, typed: '0.25', stored: 0.25},
  {row: 'float', field: 'score', settings: d({stringValue: '1e5'}), ok: false, code: 'numeral', typed: '1e5'},
  {row: 'float', field: 'score', settings: d({stringValue: 'abc'}), ok: false, code: 'numeral', typed: 'abc'},
  {
    row: 'float',
    field: 'score',
    settings: d({stringValue: '0x1A'}),
    ok: false,
    code: 'numeral',
    typed: '0x1A',
  },
  {row: 'float', field: 'score', settings: d({booleanValue: true}), ok: false, code: 'default_kind'},
  // boolean
  {
    row: 'boolean',
    field: 'is_customer',
    settings: d({booleanValue: true}),
    ok: true,
    typed: 'true',
    stored: true,
  },
  {
    row: 'boolean',
    field: 'is_customer',
    settings: d({booleanValue: false}),
    ok: true,
    typed: 'false',
    stored: false,
  },
  {row: 'boolean', field: 'is_customer', settings: d({stringValue: 'yes'}), ok: false, code: 'default_kind'},
  {row: 'boolean', field: 'is_customer', settings: d({integerValue: 1}), ok: false, code: 'default_kind'},
  // date: a real YYYY-MM-DD
  {
    row: 'date',
    field: 'birthday',
    settings: d({stringValue: '2024-02-29'}),
    ok: true,
    typed: '2024-02-29',
    stored: '2024-02-29',
  },
  {
    row: 'date',
    field: 'birthday',
    settings: d({stringValue: '1999-12-31'}),
    ok: true,
    typed: '1999-12-31',
    stored: '1999-12-31',
  },
  {
    row: 'date',
    field: 'birthday',
    settings: d({stringValue: '31/02/2024'}),
    ok: false,
    code: 'date',
    typed: '31/02/2024',
  },
  {
    row: 'date',
    field: 'birthday',
    settings: d({stringValue: '2024-02-30'}),
    ok: false,
    code: 'date',
    typed: '2024-02-30',
  },
  {row: 'date', field: 'birthday', settings: d({stringValue: '2023-02-29'}), ok: false, code: 'date'},
  // datetime: RFC 3339 with Z or an offset
  {
    row: 'datetime',
    field: 'last_contacted',
    settings: d({stringValue: '2024-05-01T09:30:00Z'}),
    ok: true,
    typed: '2024-05-01T09:30:00Z',
    stored: '2024-05-01T09:30:00Z',
  },
  {
    row: 'datetime',
    field: 'last_contacted',
    settings: d({stringValue: '2024-05-01T09:30:00.250+02:00'}),
    ok: true,
    stored: '2024-05-01T09:30:00.250+02:00',
  },
  {
    row: 'datetime',
    field: 'last_contacted',
    settings: d({stringValue: '2024-05-01T09:30:00'}),
    ok: false,
    code: 'datetime',
    typed: '2024-05-01T09:30:00',
  },
  {
    row: 'datetime',
    field: 'last_contacted',
    settings: d({stringValue: 'yesterday'}),
    ok: false,
    code: 'datetime',
    typed: 'yesterday',
  },
  // singleSelect: a listed option's value in its own JSON type
  {
    row: 'singleSelect',
    field: 'lifecycle_stage',
    settings: d({stringValue: 'lead'}),
    ok: true,
    typed: 'lead',
    stored: 'lead',
  },
  {
    row: 'singleSelect',
    field: 'lifecycle_stage',
    settings: d({stringValue: 'customer'}),
    ok: true,
    typed: 'customer',
    stored: 'customer',
  },
  {
    row: 'singleSelect',
    field: 'lifecycle_stage',
    settings: d({stringValue: 'alien'}),
    ok: false,
    code: 'one_of',
  },
  {row: 'singleSelect', field: 'lifecycle_stage', settings: d({integerValue: 1}), ok: false, code: 'one_of'},
  // multiSelect: listed values joined by `;`, no duplicates
  {
    row: 'multiSelect',
    field: 'interests',
    settings: d({stringValue: 'product;pricing'}),
    ok: true,
    typed: 'product;pricing',
    stored: ['product', 'pricing'],
  },
  {
    row: 'multiSelect',
    field: 'interests',
    settings: d({stringValue: 'events'}),
    ok: true,
    typed: 'events',
    stored: ['events'],
  },
  {
    row: 'multiSelect',
    field: 'interests',
    settings: d({stringValue: 'product;product'}),
    ok: false,
    code: 'duplicate',
  },
  {
    row: 'multiSelect',
    field: 'interests',
    settings: d({stringValue: 'product;alien'}),
    ok: false,
    code: 'one_of',
  },
  // other / unknown: exactly one of the three
  {row: 'other', field: 'raw_payload', settings: d({stringValue: '{"a":1}'}), ok: true, stored: '{"a":1}'},
  {row: 'other', field: 'raw_payload', settings: d({integerValue: 3}), ok: true, stored: 3},
  {row: 'other', field: 'raw_payload', settings: d({}), ok: false},
  {row: 'other', field: 'raw_payload', settings: d({stringValue: 'a', booleanValue: true}), ok: false},
  // read-only: no settings at all
  {row: 'readOnly', field: 'created_at', settings: {writeOnUpdate: 'always'}, ok: false, code: 'read_only'},
  {
    row: 'readOnly',
    field: 'created_at',
    settings: d({stringValue: '2024-05-01T09:30:00Z'}),
    ok: false,
    code: 'read_only',
  },
  {row: 'readOnly', field: 'id', settings: {writeOnCreate: 'never'}, ok: false, code: 'read_only'},
  // required: written on create, and never on update (the created value is kept)
  {row: 'required', field: 'email', settings: {writeOnUpdate: 'never'}, ok: true},
  // required: writeOnCreate never is refused, with a default too (never keeps the default off creates)
  {
    row: 'required',
    field: 'email',
    settings: {writeOnCreate: 'never', default: {stringValue: 'x@example.com'}},
    ok: false,
    code: 'required_never',
  },
  {
    row: 'required',
    field: 'email',
    settings: d({stringValue: 'nobody@example.com'}),
    ok: true,
    stored: 'nobody@example.com',
  },
  {row: 'required', field: 'email', settings: {writeOnCreate: 'never'}, ok: false, code: 'required_never'},
  {
    row: 'required',
    field: 'email',
    settings: {writeOnCreate: 'never', writeOnUpdate: 'never'},
    ok: false,
    code: 'required_never',
  },
];

/**
 * The read-mapping rule (contract/read-mappings.ts) through every layer: the draft, the client's
 * PATCH to the emulator (test/contract/mappings.test.ts) and <field-mapping-editor> in Chromium
 * (test/e2e/mappings.e2e.test.ts). The baseline is the seed's inst-acme, whose contact read object
 * maps firstName -> first_name, lastName -> last_name, emailAddress -> email.
 */
export interface MappingCase {
  row: 'new' | 'remove' | 'unknown' | 'duplicate';
  target: string;
  /** The provider field to map; undefined removes the mapping. */
  field: string | undefined;
  ok: boolean;
  code?: 'unknown_field' | 'duplicate_mapping';
}

export const MAPPING_CASES: MappingCase[] = [
  {row: 'new', target: 'phoneNumber', field: 'phone', ok: true},
  {row: 'new', target: 'leadScore', field: 'score', ok: true},
  {row: 'new', target: 'firstName', field: 'nickname', ok: true},
  {row: 'remove', target: 'firstName', field: undefined, ok: true},
  {row: 'remove', target: 'lastName', field: undefined, ok: true},
  {row: 'unknown', target: 'phoneNumber', field: 'fax', ok: false, code: 'unknown_field'},
  {row: 'unknown', target: 'emailAddress', field: 'e_mail', ok: false, code: 'unknown_field'},
  {row: 'duplicate', target: 'phoneNumber', field: 'email', ok: false, code: 'duplicate_mapping'},
  {row: 'duplicate', target: 'emailAddress', field: 'first_name', ok: false, code: 'duplicate_mapping'},
];
