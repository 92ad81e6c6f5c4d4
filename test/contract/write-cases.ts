// The write rule (service.md §2.6 and the reference notes), as a table of cases whose expected output
// is written by hand: the independent oracle for contract/write-preview.ts. It runs through
// previewWrite and through a real write to the emulator's fake provider
// (test/contract/write-preview.test.ts). Fields are the emulator seed's acme-crm `contact`; its read
// object maps firstName -> first_name, lastName -> last_name, emailAddress -> email.
import type {WriteFieldOutcome} from '../../src/contract/write-rule.ts';

export const SEED_MAPPINGS = {firstName: 'first_name', lastName: 'last_name', emailAddress: 'email'};

export interface WriteCase {
  name: string;
  type: 'create' | 'update';
  settings: Record<string, unknown>;
  inheritMapping?: boolean;
  record: Record<string, unknown>;
  /** update: what the provider holds before the write (by provider field name). */
  current?: Record<string, unknown>;
  /** What goes to the provider, by hand (without `id`). */
  sent: Record<string, unknown>;
  /** What happened to each field, by hand: outcome, or [outcome, the record's name for it]. */
  marks: Record<string, WriteFieldOutcome | [WriteFieldOutcome, string]>;
}

const ada = 'ada@example.com';

export const WRITE_CASES: WriteCase[] = [
  {
    name: 'a default fills a missing value',
    type: 'create',
    settings: {phone: {default: {stringValue: '+1 555 0100'}}},
    record: {email: ada},
    sent: {email: ada, phone: '+1 555 0100'},
    marks: {email: 'sent', phone: 'default'},
  },
  {
    name: "the record's own value wins over the default",
    type: 'create',
    settings: {phone: {default: {stringValue: '+1 555 0100'}}},
    record: {email: ada, phone: '+44 20 7946 0000'},
    sent: {email: ada, phone: '+44 20 7946 0000'},
    marks: {email: 'sent', phone: 'sent'},
  },
  {
    name: 'a default fills a missing value on update too (whenever the request lacks one)',
    type: 'update',
    settings: {is_customer: {default: {booleanValue: false}}, age: {default: {integerValue: 30}}},
    record: {last_name: 'Byron'},
    current: {email: ada, is_customer: true},
    sent: {last_name: 'Byron', is_customer: false, age: 30},
    marks: {last_name: 'sent', is_customer: 'default', age: 'default'},
  },
  {
    name: 'a null in the record is a value (it clears the field): the default does not replace it',
    type: 'create',
    settings: {phone: {default: {stringValue: '+1 555 0100'}}},
    record: {email: ada, phone: null},
    sent: {email: ada, phone: null},
    marks: {email: 'sent', phone: 'sent'},
  },
  {
    name: 'never on create leaves the field out of a create',
    type: 'create',
    settings: {first_name: {writeOnCreate: 'never'}},
    record: {email: ada, first_name: 'Ada'},
    sent: {email: ada},
    marks: {email: 'sent', first_name: 'never'},
  },
  {
    name: 'never on create does not touch an update',
    type: 'update',
    settings: {first_name: {writeOnCreate: 'never'}},
    record: {first_name: 'Augusta'},
    current: {email: ada, first_name: 'Ada'},
    sent: {first_name: 'Augusta'},
    marks: {first_name: 'sent'},
  },
  {
    // the published text: writeOnCreate says "whether the default value should be applied when creating a record"
    name: "never on create with a default: neither the default nor the record's value goes out",
    type: 'create',
    settings: {phone: {writeOnCreate: 'never', default: {stringValue: '+1 555 0100'}}},
    record: {email: ada, phone: '+1 555 0199'},
    sent: {email: ada},
    marks: {email: 'sent', phone: 'never'},
  },
  {
    name: 'never on create with a default: the default fills an update that lacks the field',
    type: 'update',
    settings: {phone: {writeOnCreate: 'never', default: {stringValue: '+1 555 0100'}}},
    record: {last_name: 'Byron'},
    current: {email: ada},
    sent: {last_name: 'Byron', phone: '+1 555 0100'},
    marks: {last_name: 'sent', phone: 'default'},
  },
  {
    name: 'never on update leaves the field out of an update',
    type: 'update',
    settings: {lifecycle_stage: {writeOnUpdate: 'never'}},
    record: {lifecycle_stage: 'customer', last_name: 'Byron'},
    current: {email: ada, lifecycle_stage: 'lead'},
    sent: {last_name: 'Byron'},
    marks: {lifecycle_stage: 'never', last_name: 'sent'},
  },
  {
    name: 'never on update does not touch a create',
    type: 'create',
    settings: {lifecycle_stage: {writeOnUpdate: 'never'}},
    record: {email: ada, lifecycle_stage: 'customer'},
    sent: {email: ada, lifecycle_stage: 'customer'},
    marks: {email: 'sent', lifecycle_stage: 'sent'},
  },
  {
    name: 'never on update with a default: neither the value nor the default goes out',
    type: 'update',
    settings: {lifecycle_stage: {default: {stringValue: 'lead'}, writeOnUpdate: 'never'}},
    record: {last_name: 'Byron'},
    current: {email: ada, lifecycle_stage: 'customer'},
    sent: {last_name: 'Byron'},
    marks: {last_name: 'sent', lifecycle_stage: 'never'},
  },
  {
    name: 'ifEmpty with the current value empty: written',
    type: 'update',
    settings: {phone: {writeOnUpdate: 'ifEmpty'}},
    record: {phone: '+1 555 0199'},
    current: {email: ada, phone: ''},
    sent: {phone: '+1 555 0199'},
    marks: {phone: 'sent'},
  },
  {
    name: 'ifEmpty with no current value at all: written',
    type: 'update',
    settings: {phone: {writeOnUpdate: 'ifEmpty'}},
    record: {phone: '+1 555 0199'},
    current: {email: ada},
    sent: {phone: '+1 555 0199'},
    marks: {phone: 'sent'},
  },
  {
    name: 'ifEmpty with the current value set: skipped',
    type: 'update',
    settings: {phone: {writeOnUpdate: 'ifEmpty'}},
    record: {phone: '+1 555 0199', last_name: 'Byron'},
    current: {email: ada, phone: '+1 555 0100'},
    sent: {last_name: 'Byron'},
    marks: {phone: 'ifEmpty', last_name: 'sent'},
  },
  {
    name: 'ifEmpty does not touch a create',
    type: 'create',
    settings: {phone: {writeOnUpdate: 'ifEmpty'}},
    record: {email: ada, phone: '+1 555 0199'},
    sent: {email: ada, phone: '+1 555 0199'},
    marks: {email: 'sent', phone: 'sent'},
  },
  {
    name: 'inheritMapping renames each mapped field to its provider field; unmapped ones keep their name',
    type: 'create',
    settings: {},
    inheritMapping: true,
    record: {emailAddress: 'grace@example.com', firstName: 'Grace', phone: '5'},
    sent: {email: 'grace@example.com', first_name: 'Grace', phone: '5'},
    marks: {email: ['sent', 'emailAddress'], first_name: ['sent', 'firstName'], phone: 'sent'},
  },
  {
    name: "settings apply under the provider's field name after the rename",
    type: 'update',
    settings: {email: {writeOnUpdate: 'ifEmpty'}, last_name: {writeOnUpdate: 'never'}},
    inheritMapping: true,
    record: {emailAddress: 'grace@example.com', lastName: 'Hopper', firstName: 'Grace'},
    current: {email: ada},
    sent: {first_name: 'Grace'},
    marks: {
      email: ['ifEmpty', 'emailAddress'],
      last_name: ['never', 'lastName'],
      first_name: ['sent', 'firstName'],
    },
  },
  {
    name: 'a float default goes out as a number, a multiple choice default as a list',
    type: 'create',
    settings: {
      score: {default: {stringValue: '12.5'}},
      interests: {default: {stringValue: 'product;events'}},
    },
    record: {email: ada},
    sent: {email: ada, score: 12.5, interests: ['product', 'events']},
    marks: {email: 'sent', score: 'default', interests: 'default'},
  },
];
