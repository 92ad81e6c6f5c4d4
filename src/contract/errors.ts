// Typed failures. Every error the library throws is one of these, never a bare string.

/** One broken rule: `path` names the field (`write.objects.contact.selectedFieldSettings.email.default`). */
export interface ValidationIssue {
  path: string;
  /** The broken rule in short English, for developers. */
  message: string;
  /**
   * The broken rule's stable code (snake_case), for translation by code: a schema rule (`required`,
   * `unknown_field`, `string`, `integer`, `number`, `boolean`, `empty`, `one_of`, `exactly_one`) or a field
   * rule of field-rules.ts; `params` holds the values its message names.
   */
  code?: string;
  params?: Record<string, string>;
  /** `warning`: worth telling, but it does not block a save (cross-section checks of draft.validate()). */
  severity?: 'warning';
}

export type {Problem} from './schemas.ts';
import type {Problem} from './schemas.ts';

/** Input broke one or more rules; nothing was sent or changed. */
export class ValidationError extends Error {
  override readonly name: string = 'ValidationError';
  readonly issues: ValidationIssue[];
  constructor(issues: ValidationIssue[], context?: string) {
    const list = issues.map((i) => (i.path ? `${i.path}: ${i.message}` : i.message)).join('; ');
    super(context ? `${context}: ${list}` : list);
    this.issues = issues;
  }
}

/**
 * The host locked what the call would change (`draft.setLocked`): nothing was changed. Locks are UI
 * policy kept by this library; the service does not know them (docs/security.md).
 */
export class LockedError extends ValidationError {
  override readonly name: string = 'LockedError';
  readonly objectName: string;
  readonly fieldName: string | undefined;
  constructor(path: string, objectName: string, fieldName?: string) {
    const what = fieldName === undefined ? objectName : `${fieldName} of ${objectName}`;
    super([{path, message: `${what} is locked`, code: 'locked'}], 'Locked');
    this.objectName = objectName;
    this.fieldName = fieldName;
  }
}

/** The service answered with an error status. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  readonly problem: Problem;
  readonly requestId: string | undefined;
  constructor(status: number, problem: Problem, requestId?: string) {
    // a 400/422's issues name the fields and rules its generic detail does not (the first five)
    const issues = (problem.issues ?? [])
      .slice(0, 5)
      .map((i) => `${i.name}: ${i.detail}`)
      .join('; ');
    const what = problem.detail || problem.title || `HTTP ${status}`;
    super(`${status} ${what}${issues && ` ${issues}`}${requestId ? ` (request ${requestId})` : ''}`);
    this.status = status;
    this.problem = problem;
    this.requestId = requestId ?? problem.requestId;
  }
}

/** The request never got an answer (offline, DNS, CORS, connection reset). */
export class NetworkError extends Error {
  override readonly name = 'NetworkError';
  constructor(message: string, options?: {cause?: unknown}) {
    super(message, options);
  }
}

/** The service answered, but not with what the contract promises (not JSON, wrong shape). */
export class ResponseFormatError extends Error {
  override readonly name = 'ResponseFormatError';
  readonly status: number;
  readonly issues: ValidationIssue[];
  constructor(message: string, status: number, issues: ValidationIssue[] = []) {
    super(message);
    this.status = status;
    this.issues = issues;
  }
}

/**
 * The host's token function (`getToken`) threw, or resolved to something that is not a token.
 * Nothing was sent; `cause` is what it threw. Not a ValidationError: no input broke a rule.
 */
export class TokenError extends Error {
  override readonly name = 'TokenError';
  constructor(message: string, options?: {cause?: unknown}) {
    super(message, options);
  }
}

/** The caller aborted the request (its AbortSignal fired). */
export class AbortError extends Error {
  override readonly name = 'AbortError';
  constructor(message = 'The request was aborted', options?: {cause?: unknown}) {
    super(message, options);
  }
}

/** Waiting gave up (for example `waitForOperation` past its `timeoutMs`). */
export class TimeoutError extends Error {
  override readonly name = 'TimeoutError';
}
