// The header of <install-config>: one product name, the provider's. A wordmark logo carries it;
// an icon or a monogram sits beside the name. Until the provider has loaded, a placeholder of the
// same height keeps the form below from moving when it arrives.
import {html} from 'lit';
import type {ProviderLookup} from '../../contract/schemas.ts';
import {safeImageUrl} from '../url.ts';

export interface HeaderState {
  /** Undefined while loading (or after it failed: the load notice says so). */
  provider: ProviderLookup | undefined;
  /** The logo failed to load: show the monogram. */
  logoFailed: boolean;
  onLogoError: () => void;
}

const monogram = (name: string) => (name.trim()[0] ?? '?').toUpperCase();

export function providerHeader({provider, logoFailed, onLogoError}: HeaderState) {
  if (!provider) return html`<header part="header"><span class="skeleton title"></span></header>`;
  const name = provider.displayName || provider.name;
  const {regular, darkMode} = provider.media ?? {};
  const word = safeImageUrl(regular?.logoURL);
  const light = word ?? safeImageUrl(regular?.iconURL);
  const dark = safeImageUrl(word ? darkMode?.logoURL : darkMode?.iconURL) ?? light;
  if (!light || logoFailed) {
    return html`<header part="header">
      <span part="logo" class="logo monogram" aria-hidden="true">${monogram(name)}</span>
      <h2>${name}</h2>
    </header>`;
  }
  // lazy: the other theme's logo (display: none) is never fetched, nor parsed (an SVG is a document
  // of its own: 25-50 ms of a phone's first screen at 4x CPU); it loads when the theme shows it
  const img = (src: string, mode: string) =>
    html`<img
      loading="lazy"
      part="logo"
      class="logo ${mode} ${word ? 'wordmark' : ''}"
      src=${src}
      alt=${word ? name : ''}
      @error=${onLogoError}
    />`;
  const logos = [img(light, 'light'), img(dark!, 'dark')];
  return word
    ? html`<header part="header"><h2>${logos}</h2></header>`
    : html`<header part="header">
        ${logos}
        <h2>${name}</h2>
      </header>`;
}
