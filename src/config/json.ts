// Small helpers for JSON-shaped, untrusted data: copies, deep equality and own-key access that
// treat `__proto__` and `constructor` as plain keys, never as the prototype chain.
import {ValidationError} from '../contract/errors.ts';
import {invalid} from '../contract/invalid.ts';
import {defineOwn, isRecord, ownMember} from '../contract/object.ts';

export type JsonObject = Record<string, unknown>;

const MAX_DEPTH = 200;

/** A non-null, non-array object (contract/object.ts isRecord). */
export const isObject: (v: unknown) => v is JsonObject = isRecord;

/** An object literal (or `Object.create(null)`), not a Date, Map or class instance. */
export function isPlainObject(v: unknown): v is JsonObject {
  if (!isObject(v)) return false;
  const proto = Object.getPrototypeOf(v);
  return proto === Object.prototype || proto === null;
}

/** `copyJson` for a value the caller knows as `path`: its errors name the full path. */
export function copyJsonAt(path: string, value: unknown, freeze = false, held?: unknown): unknown {
  try {
    return copyJson(value, freeze, held === undefined ? false : {held});
  } catch (e) {
    throw withPrefix(e, path);
  }
}

/** `obj[key]` only when it is the object's own property (`constructor` is not inherited in). */
export const own = ownMember;

/** `obj[key] = value`, as a data property even when `key` is `__proto__`. */
export function setOwn(obj: JsonObject, key: string, value: unknown): void {
  if (key === '__proto__') defineOwn(obj, key, value);
  else obj[key] = value;
}

/**
 * A deep copy as JSON would carry it: functions, symbols and `undefined` members dropped,
 * `toJSON()` honoured. `freeze` makes the copy deeply read-only (for shared baselines); bigints
 * (a baseline's integers beyond 2^53, which the client reads exactly and writes back) are kept
 * unless `bigints` is false, as for new input (copyJsonAt), or, given as `{held}`, where `held`
 * (what the server holds at the same place) has the same one.
 * Throws a ValidationError naming the path for what JSON cannot carry (a BigInt, NaN or
 * Infinity, which `JSON.stringify` would throw on or turn into null) and for data nested
 * deeper than any real config (or circular).
 */
export function copyJson(
  value: unknown,
  freeze = false,
  bigints: boolean | {held: unknown} = true,
  depth = 0,
): unknown {
  if (typeof value !== 'object' || value === null) {
    if (typeof value === 'number' && !Number.isFinite(value)) throw notJson('must be a finite number');
    if (typeof value === 'bigint' && bigints !== true && (!bigints || bigints.held !== value))
      throw notJson('must be a number, not a BigInt');
    return typeof value === 'function' || typeof value === 'symbol' ? undefined : value;
  }
  if (depth > MAX_DEPTH) throw invalid('', TOO_DEEP);
  const toJSON = (value as {toJSON?: unknown}).toJSON;
  if (typeof toJSON === 'function') return copyJson(toJSON.call(value), freeze, bigints, depth + 1);
  let out: unknown[] | JsonObject;
  let key: string | number = '';
  try {
    if (Array.isArray(value)) {
      out = new Array(value.length);
      for (key = 0; key < value.length; key++) {
        const c = copyJson(value[key], freeze, below(bigints, key), depth + 1);
        out[key] = c === undefined ? null : c;
      }
    } else {
      out = {};
      const src = value as JsonObject;
      for (key of Object.keys(src)) {
        const c = copyJson(src[key], freeze, below(bigints, key), depth + 1);
        if (c !== undefined) setOwn(out, key, c);
      }
    }
  } catch (e) {
    throw withPrefix(e, key);
  }
  return freeze ? Object.freeze(out) : out;
}

/**
 * A deep, mutable copy of data that `copyJson` already made (a baseline's, a draft's own values):
 * nothing in it to check or drop, so nothing is checked (the patch builder copies whole maps).
 */
export function copyClean(value: unknown): unknown {
  if (typeof value !== 'object' || value === null) return value;
  if (Array.isArray(value)) return value.map(copyClean);
  const out: JsonObject = {};
  for (const key of Object.keys(value)) setOwn(out, key, copyClean((value as JsonObject)[key]));
  return out;
}

/** The held value one level down, when bigints are kept only where held. */
const below = (bigints: boolean | {held: unknown}, key: string | number) =>
  typeof bigints === 'boolean'
    ? bigints
    : {
        held: Array.isArray(bigints.held)
          ? bigints.held[key as number]
          : ownMember(bigints.held, String(key)),
      };

const TOO_DEEP = 'is nested too deeply or is circular';
const notJson = (message: string) => invalid('', message);

/** The error of a member, its path prefixed with the member's key (not for depth errors). */
function withPrefix(e: unknown, key: string | number): unknown {
  if (!(e instanceof ValidationError) || e.issues[0]?.message === TOO_DEEP) return e;
  return new ValidationError(
    e.issues.map((i) => ({
      path:
        (typeof key === 'number' ? `[${key}]` : key) +
        (i.path && !i.path.startsWith('[') ? `.${i.path}` : i.path),
      message: i.message,
    })),
  );
}

/** Structural equality of JSON-shaped values: contract/object.ts's, one copy for contract and config. */
export {deepEqual} from '../contract/object.ts';
