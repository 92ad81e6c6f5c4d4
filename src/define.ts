// Registers the three tags (the script-tag bundle's entry). Importing this file is the one
// side effect of the package; a tag already defined (e.g. by a second copy) is left alone.
import {FieldSettingsEditor} from './elements/field-settings-editor/field-settings-editor.ts';
import {InstallConfig} from './elements/install-config/install-config.ts';
import {WriteObjectPicker} from './elements/write-object-picker/write-object-picker.ts';

const define = (tag: string, ctor: CustomElementConstructor) => {
  if (!customElements.get(tag)) customElements.define(tag, ctor);
};
define('field-settings-editor', FieldSettingsEditor);
define('write-object-picker', WriteObjectPicker);
define('install-config', InstallConfig);

export {FieldSettingsEditor, InstallConfig, WriteObjectPicker};

declare global {
  interface HTMLElementTagNameMap {
    'field-settings-editor': FieldSettingsEditor;
    'write-object-picker': WriteObjectPicker;
    'install-config': InstallConfig;
  }
}
