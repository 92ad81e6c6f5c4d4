// Registers <field-mapping-editor> alone, for a host that maps read fields with its own draft.
import {FieldMappingEditor} from '../elements/field-mapping-editor/field-mapping-editor.ts';
import {defineOnce} from './define-once.ts';

defineOnce('field-mapping-editor', FieldMappingEditor);
export {FieldMappingEditor};

declare global {
  interface HTMLElementTagNameMap {
    'field-mapping-editor': FieldMappingEditor;
  }
}
