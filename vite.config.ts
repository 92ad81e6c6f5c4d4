import {defineConfig} from 'vite';
import {emulatorPlugin} from './src/emulator/vite-plugin.ts';

// The QA demo. The emulator is mounted in this dev server (see src/emulator) so the page
// reaches the service on its own origin, and /_demo/token mints its short-lived tokens.
export default defineConfig({
  root: 'demo',
  server: {port: 5173, strictPort: false},
  plugins: [emulatorPlugin()],
});
