import vue from '@vitejs/plugin-vue';
import {defineConfig} from 'vite';

// The template compiler is told the tags are custom elements: Vue then sets the properties they
// have (getToken) as properties and listens to their events (@ic-saved).
const TAGS = [
  'install-config',
  'write-object-picker',
  'field-settings-editor',
  'field-mapping-editor',
  'connection-status',
];

export default defineConfig({
  plugins: [vue({template: {compilerOptions: {isCustomElement: (tag) => TAGS.includes(tag)}}})],
});
