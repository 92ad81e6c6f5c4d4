import type {PropertyDeclaration, ReactiveElement} from 'lit';

/**
 * Lit's `@property()` for TypeScript's legacy decorators (`experimentalDecorators`, which this
 * package compiles with): the field becomes a reactive property with these options. Lit's own
 * decorator also carries the standard-decorator path, which the entry would ship unused.
 */
export const property =
  (options?: PropertyDeclaration) =>
  (proto: ReactiveElement, name: PropertyKey): void =>
    (proto.constructor as typeof ReactiveElement).createProperty(name, options);

/** Lit's `@state()`: internal reactive state, no attribute (legacy decorators, as `property`). */
export const state = () => property({state: true});
