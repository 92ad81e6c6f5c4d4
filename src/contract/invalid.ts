// One broken rule as a ValidationError: the form most throws take (one path, one message).
// Not in errors.ts, whose every export is public.
import {ValidationError} from './errors.ts';

export const invalid = (path: string, message: string, context?: string): ValidationError =>
  new ValidationError([{path, message}], context);
