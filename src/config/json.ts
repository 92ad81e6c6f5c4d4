// Small helpers for JSON-shaped, untrusted data: copies, deep equality and own-key access that
// treat `__proto__` and `constructor` as plain keys, never as the prototype chain.
import {ValidationError} from '../api/errors.ts';

export type JsonObject = Record<string, unknown>;

const MAX_DEPTH = 200;

/** A non-null, non-array object. */
export function isObject(v: unknown): v is JsonObject {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/** `obj[key]` only when it is the object's own property (`constructor` is not inherited in). */
export function own(obj: unknown, key: string): unknown {
  return isObject(obj) && Object.prototype.hasOwnProperty.call(obj, key) ? obj[key] : undefined;
}

/** `obj[key] = value`, as a data property even when `key` is `__proto__`. */
export function setOwn(obj: JsonObject, key: string, value: unknown): void {
  if (key === '__proto__') Object.defineProperty(obj, key, {value, writable: true, enumerable: true, configurable: true});
  else obj[key] = value;
}

/**
 * A deep copy as JSON would carry it: functions, symbols and `undefined` members dropped,
 * `toJSON()` honoured. `freeze` makes the copy deeply read-only (for shared baselines).
 * Throws a ValidationError on data nested deeper than any real config (or circular).
 */
export function copyJson(value: unknown, freeze = false, depth = 0): unknown {
  if (typeof value !== 'object' || value === null) {
    return typeof value === 'function' || typeof value === 'symbol' ? undefined : value;
  }
  if (depth > MAX_DEPTH) throw new ValidationError([{path: '', message: 'is nested too deeply or is circular'}]);
  const toJSON = (value as {toJSON?: unknown}).toJSON;
  if (typeof toJSON === 'function') return copyJson(toJSON.call(value), freeze, depth + 1);
  let out: unknown[] | JsonObject;
  if (Array.isArray(value)) {
    out = new Array(value.length);
    for (let i = 0; i < value.length; i++) {
      const c = copyJson(value[i], freeze, depth + 1);
      out[i] = c === undefined ? null : c;
    }
  } else {
    out = {};
    const src = value as JsonObject;
    for (const key of Object.keys(src)) {
      const c = copyJson(src[key], freeze, depth + 1);
      if (c !== undefined) setOwn(out, key, c);
    }
  }
  return freeze ? Object.freeze(out) : out;
}

/** Structural equality of JSON-shaped values (own enumerable keys; NaN equals NaN). */
export function deepEqual(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a)) {
    if (!Array.isArray(b) || a.length !== b.length) return false;
    for (let i = 0; i < a.length; i++) if (!deepEqual(a[i], b[i])) return false;
    return true;
  }
  if (Array.isArray(b)) return false;
  const ka = Object.keys(a);
  if (ka.length !== Object.keys(b).length) return false;
  for (const k of ka) {
    if (!Object.prototype.hasOwnProperty.call(b, k)) return false;
    if (!deepEqual((a as JsonObject)[k], (b as JsonObject)[k])) return false;
  }
  return true;
}
