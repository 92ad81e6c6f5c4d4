// Schemas built the first time they are used, not when their module loads: a page with the
// elements builds the schemas its first answers are read with, and the save path's (the update
// request, field settings) when the customer first saves. A headless script builds what it calls.

let built = 0;

/**
 * Stands in for the schema `define` returns, or for a record of schemas (same type), and builds it
 * on first use: a parse, a `.check()`, any member read. Nested in another lazy schema's definition, it is built when that
 * one is. Marked free of side effects, so a build drops a schema nothing uses.
 */
/* @__NO_SIDE_EFFECTS__ */
export function lazySchema<T extends object>(define: () => T): T {
  let schema: T | undefined;
  const real = () => (schema ??= (built++, define()));
  return new Proxy({} as T, {
    get: (_, key) => Reflect.get(real(), key),
    has: (_, key) => Reflect.has(real(), key),
    getPrototypeOf: () => Reflect.getPrototypeOf(real()),
  });
}

/** How many lazy schemas have been built so far in this realm (for tests). */
export function lazySchemasBuilt(): number {
  return built;
}
