// Compiled by test/package/frameworks.test.ts (tsc --noEmit): the write-on values. A setter takes
// only the values the service is known to accept, so a misspelt one fails to compile; a getter
// returns what the server holds, known values or not, as a string.
import {ConfigDraft} from '../../../src/config/draft.ts';
import type {FieldSettingsEditor, InstallConfig, WriteOnUpdate} from '../../../src/index.ts';

declare const el: InstallConfig;
declare const editor: FieldSettingsEditor;
declare const draft: ConfigDraft;

el.setFieldSettings('contact', 'email', {writeOnCreate: 'never', writeOnUpdate: 'ifEmpty'});
editor.setFieldSettings('email', {writeOnUpdate: 'never', default: {stringValue: 'n/a'}});
draft.writeObject('contact').setFieldSettings('email', {writeOnCreate: 'always'});

// @ts-expect-error 'nevr' is not a write-on value
el.setFieldSettings('contact', 'email', {writeOnUpdate: 'nevr'});
// @ts-expect-error 'ifEmpty' applies to updates only
editor.setFieldSettings('email', {writeOnCreate: 'ifEmpty'});
// @ts-expect-error 'Always' is not 'always'
draft.writeObject('contact').setFieldSettings('email', {writeOnUpdate: 'Always'});

// What the server holds may be a value this library does not know: a string, known ones first.
const held = draft.writeObject('contact').getFieldSettings('email')?.writeOnUpdate;
export const known: WriteOnUpdate | (string & {}) | undefined = held;
export const text: string | undefined = held;
// @ts-expect-error a held value is not narrowed to the known ones
export const narrowed: WriteOnUpdate | undefined = held;
