/** Installs the Temporal polyfill, in a chunk of its own, only where the browser has no Temporal. */
export async function ensureTemporal(): Promise<void> {
  if ('Temporal' in globalThis) return;
  await import('temporal-polyfill/global');
}
