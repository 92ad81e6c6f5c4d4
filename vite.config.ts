import {defineConfig} from 'vite';

// The QA demo. The emulator is mounted in this dev server (see src/emulator) so the page
// reaches the service on its own origin.
export default defineConfig({
  root: 'demo',
  server: {port: 5173, strictPort: false},
});
