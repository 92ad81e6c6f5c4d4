// Public, side-effect-free exports: the headless core, the element classes and their types.
export * from './api/errors.ts';
export * from './api/schemas.ts';
