// Which image addresses the elements may show: https, http on localhost, or same-origin.

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/** The URL to use for an <img>, or undefined when it is not safe to load (then show a fallback). */
export function safeImageUrl(value: unknown): string | undefined {
  if (typeof value !== 'string' || !value.trim()) return undefined;
  let url: URL;
  try {
    url = new URL(value, document.baseURI);
  } catch {
    return undefined;
  }
  if (url.protocol === 'https:') return url.href;
  if (url.protocol === 'http:' && (LOCAL_HOSTS.has(url.hostname) || url.origin === location.origin))
    return url.href;
  return undefined;
}
