// Production's published update-request rules (amp-labs/openapi config/config.yaml) as one table of
// cases: each puts one member into a read, write or subscribe object of the seeded inst-acme. A
// refused case must be refused by the emulator (400 naming the path) and by the draft (a
// ValidationError naming the path); an accepted one saves and is stored exactly as sent.

export type Section = 'read' | 'write' | 'subscribe';

export interface RequestCase {
  label: string;
  section: Section;
  /** Members added to (or replacing those of) the object the installation holds. */
  members: Record<string, unknown>;
  /** The path the refusal names, below the object (undefined: accepted). */
  refused?: string;
}

const read = (label: string, members: Record<string, unknown>, refused?: string): RequestCase => ({
  label,
  section: 'read',
  members,
  refused,
});
const write = (label: string, members: Record<string, unknown>, refused?: string): RequestCase => ({
  label,
  section: 'write',
  members,
  refused,
});
const sub = (label: string, members: Record<string, unknown>, refused?: string): RequestCase => ({
  label,
  section: 'subscribe',
  members,
  refused,
});

/** Every violation the issue lists, and more of the same rules. */
export const REFUSED: RequestCase[] = [
  read('selectedFields of a string', {selectedFields: {x: 'yes'}}, 'selectedFields.x'),
  read('schedule a number', {schedule: 5}, 'schedule'),
  read('disabled a string', {disabled: 'no'}, 'disabled'),
  read(
    'a dynamicMappingsInput entry without mapToName',
    {dynamicMappingsInput: [{prompt: 'p'}]},
    'dynamicMappingsInput[0].mapToName',
  ),
  read(
    'mappedValues without mappedDisplayValue',
    {dynamicMappingsInput: [{mapToName: 'tier', mappedValues: [{mappedValue: 'gold'}]}]},
    'dynamicMappingsInput[0].mappedValues[0].mappedDisplayValue',
  ),
  read('selectedFieldsAuto some', {selectedFieldsAuto: 'some'}, 'selectedFieldsAuto'),
  read('backfill {}', {backfill: {}}, 'backfill.defaultPeriod'),
  read('backfill days negative', {backfill: {defaultPeriod: {days: -1}}}, 'backfill.defaultPeriod.days'),
  read(
    'a fieldFilters operator other than eq',
    {fieldFilters: [{fieldName: 'x', operator: 'gt', value: 1}]},
    'fieldFilters[0].operator',
  ),
  read(
    'selectedValueMappings of a number',
    {selectedValueMappings: {stage: {open: 1}}},
    'selectedValueMappings.stage.open',
  ),
  write('deletionSettings {}', {deletionSettings: {}}, 'deletionSettings.enabled'),
  write(
    'deletionSettings.enabled a string',
    {deletionSettings: {enabled: 'yes'}},
    'deletionSettings.enabled',
  ),
  write('deletionSettings a boolean', {deletionSettings: true}, 'deletionSettings'),
  write(
    'a selectedValueDefaults entry without value',
    {selectedValueDefaults: {x: {applyOnUpdate: 'always'}}},
    'selectedValueDefaults.x.value',
  ),
  sub('createEvent.enabled sometimes', {createEvent: {enabled: 'sometimes'}}, 'createEvent.enabled'),
  sub(
    'updateEvent.watchFieldsAuto selected',
    {updateEvent: {enabled: 'always', watchFieldsAuto: 'selected'}},
    'updateEvent.watchFieldsAuto',
  ),
  sub('deleteEvent without enabled', {deleteEvent: {}}, 'deleteEvent.enabled'),
  sub(
    'quotaOptimization {}',
    {providerOptions: {quotaOptimization: {}}},
    'providerOptions.quotaOptimization.enabled',
  ),
  sub('otherEvents [1]', {otherEvents: [1]}, 'otherEvents[0]'),
  sub('destination a number', {destination: 7}, 'destination'),
];

/** Valid members of the same rules. */
export const ACCEPTED: RequestCase[] = [
  read('selectedFields of booleans', {selectedFields: {first_name: true, phone: false}}),
  read('schedule, disabled', {schedule: '*/15 * * * *', disabled: true}),
  read('dynamicMappingsInput with mapped values', {
    dynamicMappingsInput: [
      {
        mapToName: 'tier',
        mapToDisplayName: 'Tier',
        mappedValues: [{mappedValue: 'gold', mappedDisplayValue: 'Gold'}],
      },
    ],
  }),
  read('selectedFieldsAuto all', {selectedFieldsAuto: 'all'}),
  read('backfill by days and filters', {
    backfill: {
      defaultPeriod: {days: 30},
      fieldFilters: [{fieldName: 'status', operator: 'eq', value: 'active'}],
    },
  }),
  read('backfill of the full history', {backfill: {defaultPeriod: {fullHistory: true}}}),
  read('fieldFilters eq a boolean', {
    fieldFilters: [{fieldName: 'is_customer', operator: 'eq', value: true}],
  }),
  read('selectedValueMappings', {selectedValueMappings: {stage: {open: 'scheduled'}}}),
  read('a cleared mapping ""', {
    selectedFieldMappings: {firstName: 'first_name', lastName: '', emailAddress: 'email'},
  }),
  write('deletionSettings', {deletionSettings: {enabled: true}}),
  write('deletionSettings off, with a member the service adds', {
    deletionSettings: {enabled: false, scope: 'all'},
  }),
  write('selectedValueDefaults of each type', {
    selectedValueDefaults: {a: {value: 'x'}, b: {value: 3, applyOnUpdate: 'never'}, c: {value: false}},
  }),
  sub('every event setting', {
    createEvent: {enabled: 'always'},
    updateEvent: {enabled: 'always', watchFieldsAuto: 'all', requiredWatchFields: ['email']},
    deleteEvent: {enabled: 'never'},
    otherEvents: ['object.merged'],
    providerOptions: {quotaOptimization: {enabled: false}},
  }),
];
