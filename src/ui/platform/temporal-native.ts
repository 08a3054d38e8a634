import type { Temporal as TemporalApi } from 'temporal-polyfill';

/**
 * What `import { Temporal } from 'temporal-polyfill'` means in the browser build (see vite.config.ts):
 * the browser's own Temporal, or the polyfill that main.tsx installs first where there is none. The
 * lookup happens on use, so the modules that import it may load before the polyfill does. This keeps
 * the polyfill (about 25 KiB gzipped) out of the bundle for browsers that ship Temporal.
 */
type TemporalNamespace = typeof TemporalApi;

export const Temporal = new Proxy({} as TemporalNamespace, {
  get(_target, key) {
    const api = (globalThis as { Temporal?: TemporalNamespace }).Temporal;
    if (!api) throw new Error('Temporal is not available yet');
    return api[key as keyof TemporalNamespace];
  },
});
