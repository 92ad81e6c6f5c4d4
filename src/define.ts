// Registers the three tags (the script-tag bundle's entry). Importing this file, or one of the
// per-element entries in ./define/, is the one side effect of the package; a tag already defined
// (e.g. by a second copy) is left alone.
import type {FieldSettingsEditor} from './define/field-settings-editor.ts';
import type {InstallConfig} from './define/install-config.ts';
import type {WriteObjectPicker} from './define/write-object-picker.ts';

export {FieldSettingsEditor} from './define/field-settings-editor.ts';
export {WriteObjectPicker} from './define/write-object-picker.ts';
export {InstallConfig} from './define/install-config.ts';

declare global {
  interface HTMLElementTagNameMap {
    'field-settings-editor': FieldSettingsEditor;
    'write-object-picker': WriteObjectPicker;
    'install-config': InstallConfig;
  }
}
