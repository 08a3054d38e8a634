import type { Plugin } from 'vite';

/**
 * Gives each production build an id, compiled in as __BUILD_ID__, and writes builds/latest.json and
 * builds/meta/{id}.json, which a running portal polls to notice a newer build.
 */
export function buildVersion(): Plugin {
  const id = `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
  const builtAt = new Date().toISOString();
  return {
    name: 'portal-build-version',
    config: () => ({ define: { __BUILD_ID__: JSON.stringify(id) } }),
    generateBundle() {
      const meta = JSON.stringify({ id, builtAt });
      this.emitFile({ type: 'asset', fileName: 'builds/latest.json', source: meta });
      this.emitFile({ type: 'asset', fileName: `builds/meta/${id}.json`, source: meta });
    },
  };
}
