// Public, side-effect-free exports: the headless core, the element classes and their types.
export * from './api/errors.ts';
export * from './api/schemas.ts';
export * from './api/client.ts';
export * from './api/manifest.ts';
export * from './config/index.ts';
