// Vite plugin: mounts the emulator (and its /_demo/token route) in the dev server, so the demo
// page reaches the service on its own origin.
import type {Plugin} from 'vite';
import type {EmulatorOptions} from './index.ts';
import {sharedEmulator} from './mount.ts';

export function emulatorPlugin(options?: EmulatorOptions): Plugin {
  return {
    name: 'install-config-emulator',
    configureServer(server) {
      const emulator = sharedEmulator(options);
      server.middlewares.use((req, res, next) => {
        if (!emulator.handles(req.url)) return next();
        emulator.handle(req, res).catch(next);
      });
      server.httpServer?.once('listening', () => {
        server.config.logger.info(
          `  emulator: /v1 (API key ${emulator.apiKey}), control API /_emulator, tokens /_demo/token`,
        );
        server.config.logger.info(
          `  emulator control routes answer this origin only, or X-Emulator-Token: ${emulator.controlToken}`,
        );
      });
    },
    configurePreviewServer(server) {
      const emulator = sharedEmulator(options);
      server.middlewares.use((req, res, next) => {
        if (!emulator.handles(req.url)) return next();
        emulator.handle(req, res).catch(next);
      });
    },
  };
}
