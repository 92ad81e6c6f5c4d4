// GET /v1/providers/{provider}: a provider's info, with its logos served by this emulator.
import type {ProviderInfo} from '../../contract/schemas.ts';
import {authenticate} from '../auth.ts';
import {requestOrigin, type Router} from '../router.ts';
import type {Scope, ServiceDeps} from './scope.ts';

export function providerRoutes(router: Router, {store, apiKey}: ServiceDeps, {providerView}: Scope): void {
  router.route('/v1/providers/:provider', {
    // Any valid credential: the API key or a bearer token of any project.
    GET: async (ctx) => {
      ctx.principal = await authenticate(ctx.req, store, apiKey, undefined);
      return {json: withAbsoluteMedia(providerView(ctx.params.provider).info, requestOrigin(ctx.req))};
    },
  });
}

/**
 * The provider's info with its media paths (`/_emulator/media/...`) made absolute on this
 * emulator, so a page on another origin loads the logos from here instead of its own 404s.
 */
function withAbsoluteMedia(info: ProviderInfo, origin: string): ProviderInfo {
  if (!info.media) return info;
  const absolute = (urls: object | undefined) =>
    urls &&
    Object.fromEntries(
      Object.entries(urls).map(([k, v]) => [
        k,
        typeof v === 'string' && /^\/(?!\/)/.test(v) ? origin + v : v,
      ]),
    );
  const {regular, darkMode} = info.media;
  return {...info, media: {...info.media, regular: absolute(regular), darkMode: absolute(darkMode)}};
}
