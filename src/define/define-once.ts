/** Whether this copy of the package has said that another copy defined its tags first. */
let warned = false;

/**
 * Defines a tag unless it already is. A tag that another copy of the package defined (the bundle
 * under a second URL, `?v=2`, or renamed) is left alone, and this copy says so once: each copy
 * downloads and runs the whole bundle again.
 */
export const defineOnce = (tag: string, ctor: CustomElementConstructor): void => {
  const defined = customElements.get(tag);
  if (!defined) customElements.define(tag, ctor);
  else if (defined !== ctor && !warned) {
    warned = true;
    console.warn('install-config-elements loaded twice; the second copy defines nothing');
  }
};
