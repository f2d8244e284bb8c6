/** What jsdom lacks and Chakra (Ark UI / floating-ui) calls: matchMedia, ResizeObserver, scrollTo. */
export function installDomPolyfills() {
  if (typeof window.matchMedia !== 'function') {
    window.matchMedia = (query: string) =>
      ({
        matches: false,
        media: query,
        onchange: null,
        addEventListener: () => {},
        removeEventListener: () => {},
        addListener: () => {},
        removeListener: () => {},
        dispatchEvent: () => false,
      }) as MediaQueryList;
  }
  if (typeof globalThis.ResizeObserver !== 'function') {
    globalThis.ResizeObserver = class {
      observe() {}
      unobserve() {}
      disconnect() {}
    };
  }
  if (typeof Element.prototype.scrollTo !== 'function') Element.prototype.scrollTo = () => {};
  // jsdom's own scrollTo only logs "not implemented".
  window.scrollTo = () => {};
}
