// The full headless client (`install-config-elements/client`): createClient with every endpoint
// (writes, operations, JWT keys, waiting) and the typed errors. Side-effect free.
export * from './contract/errors.ts';
export * from './api/client.ts';
