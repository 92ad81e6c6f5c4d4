import {defineConfig} from 'vite';
import {emulatorPlugin} from './src/emulator/vite-plugin.ts';

// The QA demo. The emulator is mounted in this dev server (see src/emulator) so the page
// reaches the service on its own origin, and /_demo/token mints its short-lived tokens.
export default defineConfig({
  root: 'demo',
  server: {port: 5173, strictPort: false},
  plugins: [emulatorPlugin()],
  // The Vue example uses render functions without @vitejs/plugin-vue, which would define these.
  define: {
    __VUE_OPTIONS_API__: 'true',
    __VUE_PROD_DEVTOOLS__: 'false',
    __VUE_PROD_HYDRATION_MISMATCH_DETAILS__: 'false',
  },
});
