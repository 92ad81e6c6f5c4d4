// Registers <field-settings-editor> alone, for a host that uses only the editor (with its own draft).
import {FieldSettingsEditor} from '../elements/field-settings-editor/field-settings-editor.ts';
import {defineOnce} from './define-once.ts';

defineOnce('field-settings-editor', FieldSettingsEditor);
export {FieldSettingsEditor};
