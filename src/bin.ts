#!/usr/bin/env node
// The package's command: `npx install-config-elements emulator [--port 8787] [--help]` starts the
// local service (docs/emulator.md), with the options of `npm run emulator`.
export {};

const [command] = process.argv.splice(2, 1);
if (command === 'emulator') {
  await import('./emulator/cli.ts');
} else {
  console.error('usage: install-config-elements emulator [--port 8787] [--help]');
  process.exit(2);
}
