// Registers <read-fields-editor> alone, for a host that chooses a read object's fields with its own
// draft. <install-config> loads it as a chunk of its own when it shows a read object.
import {ReadFieldsEditor} from '../elements/read-fields-editor/read-fields-editor.ts';
import {defineOnce} from './define-once.ts';

defineOnce('read-fields-editor', ReadFieldsEditor);
export {ReadFieldsEditor};

declare global {
  interface HTMLElementTagNameMap {
    'read-fields-editor': ReadFieldsEditor;
  }
}
