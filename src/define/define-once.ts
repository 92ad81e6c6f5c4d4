/** Defines a tag unless it already is (e.g. by a second copy of the package on the page). */
export const defineOnce = (tag: string, ctor: CustomElementConstructor): void => {
  if (!customElements.get(tag)) customElements.define(tag, ctor);
};
