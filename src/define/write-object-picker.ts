// Registers <write-object-picker> alone.
import {WriteObjectPicker} from '../elements/write-object-picker/write-object-picker.ts';
import {defineOnce} from './define-once.ts';

defineOnce('write-object-picker', WriteObjectPicker);
export {WriteObjectPicker};
