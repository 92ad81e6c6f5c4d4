// The Preview view's own words in English, in its chunk (loaded with the view, not before;
// see FeatureCatalogue in ../../strings.ts). A host overrides any of them through the editor's
// `strings` property, by these keys.
import type {FeatureCatalogue} from '../../strings.ts';

const en = {
  previewTitle: 'Write preview',
  previewIntro:
    'What your account receives when a record is created or updated, with the settings above (unsaved changes included).',
  previewColField: 'Field',
  previewColRecord: 'Sample',
  previewColCreate: 'Sent on create',
  previewColUpdate: 'Sent on update',
  previewColStoredCreate: 'Stored after the test create',
  previewColStoredUpdate: 'Stored after the test update',
  previewInRecord: '{field} is in the sample record',
  previewValueOf: 'Sample value of {field}',
  previewTrue: 'Yes',
  previewFalse: 'No',
  previewNotSent: 'Not sent',
  previewNotStored: 'Not stored',
  previewNull: '(empty)',
  previewMarkDefault: 'Filled in by the default',
  previewMarkNever: 'Never sent (your setting)',
  previewMarkIfEmpty: 'Not sent: the field already has a value',
  previewMarkChanged: 'Differs from your saved settings',
  previewShown: 'Showing {shown} of {total} fields. Use the filter to see others.',
  previewReset: 'Reset the sample',
  previewTestWrite: 'Send a test write',
  previewTesting: 'Sending the test write…',
  previewTestNote: 'The test update changes the record the test create stored.',
  previewTestFailed: 'The test write failed: {message}',
  previewTestDone: 'Test write done: record {id}.',
  previewTestUnavailable: 'Test writes go to the local emulator only, and it does not answer here.',
  previewEditSample: 'Edit sample',
  previewLegend: 'What the marks mean',
  previewHasValue: 'Already has a value in your account',
  previewNotInSample: 'Not in the sample',
  previewWas: 'With your saved settings: {what}',
  previewDev: 'For developers: field API names',
  previewDevFrom: "(your app's records call it {name})",
  previewDevRenamed:
    'Field mapping is inherited: a field your app names differently is renamed before it is written.',
};

export type PreviewKey = keyof typeof en;

export const previewCatalogue: FeatureCatalogue<PreviewKey> = {part: 'preview', en};

/** A message of the preview in the current language, `{name}` placeholders filled. */
export type PreviewT = (key: PreviewKey, values?: Record<string, string | number>) => string;
