// What a failure means for the customer, in plain words: one mapping for every element.
import {html} from 'lit';
import {
  ApiError,
  NetworkError,
  ResponseFormatError,
  TimeoutError,
  TokenError,
  ValidationError,
} from '../contract/errors.ts';
import type {StringKey, StringsController} from './strings.ts';

/**
 * The plain-words reason for a failure, as a UI text key; the technical text goes to ic-error and
 * the console. `notFound`: what a 404 means where the error happened.
 */
export function whyKey(error: unknown, notFound: StringKey = 'whyNotFound'): StringKey {
  if (error instanceof NetworkError || error instanceof TimeoutError) return 'whyNetwork';
  if (error instanceof TokenError) return 'whyAuth';
  if (error instanceof ApiError) {
    if (error.status === 401 || error.status === 403) return 'whyAuth';
    if (error.status === 404) return notFound;
    if (error.status >= 500) return 'whyServer';
    return 'whyRejected';
  }
  if (error instanceof ResponseFormatError) return 'whyServer';
  if (error instanceof ValidationError) return 'whyRejected';
  return 'whyUnknown';
}

/**
 * A failed load, as every element shows it: what failed as the title, why in plain words under it,
 * and Retry (part `retry-button`).
 */
export const loadFailed = (
  t: StringsController,
  title: string,
  error: unknown,
  retry: () => void,
  notFound?: StringKey,
) =>
  html`<div class="notice error" role="alert">
    <p class="title" .textContent=${title}></p>
    <p .textContent=${t.t(whyKey(error, notFound))}></p>
    <button type="button" part="retry-button" @click=${retry}>${t.t('retry')}</button>
  </div>`;
