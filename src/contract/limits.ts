// Size limits of an installation update that the client checks before sending and the emulator
// answers with a 422: one definition for both.
import type {ValidationIssue} from './errors.ts';

/**
 * The most JSON one read object of an installation update may take, in UTF-8 bytes (64 KB): far
 * beyond any real field selection and mapping, small enough that one object cannot fill the body.
 */
export const MAX_READ_OBJECT_BYTES = 64 * 1024;

const utf8 = new TextEncoder();

/** The read objects of a `read.objects` map that are larger than MAX_READ_OBJECT_BYTES, by name. */
export function readObjectSizeIssues(objects: Record<string, unknown>): ValidationIssue[] {
  const issues: ValidationIssue[] = [];
  for (const [name, obj] of Object.entries(objects)) {
    const bytes = utf8.encode(JSON.stringify(obj)).length;
    if (bytes > MAX_READ_OBJECT_BYTES) {
      issues.push({
        path: name,
        code: 'too_large',
        params: {limit: String(MAX_READ_OBJECT_BYTES)},
        message: `read object ${name} is ${bytes} bytes of JSON; at most ${MAX_READ_OBJECT_BYTES} are allowed`,
      });
    }
  }
  return issues;
}
