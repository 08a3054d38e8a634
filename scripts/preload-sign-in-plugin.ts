import type { Plugin } from 'vite';

/** The module whose chunk, with what it imports, the sign-in page needs before it can paint. */
const SIGN_IN_SCREEN = '/src/ui/screens/access/login-screen.tsx';
/** The sign-in area's Dutch texts (the default language), fetched with its first screen. */
const SIGN_IN_TEXTS = '/src/i18n/access/nl.ts';

interface ChunkLike {
  readonly type: 'chunk';
  readonly fileName: string;
  readonly facadeModuleId: string | null;
  readonly imports: readonly string[];
  readonly viteMetadata?: { readonly importedCss: ReadonlySet<string> };
}

/**
 * Lets the built index.html fetch the sign-in page's own code (its screen's chunk, the chunks that
 * imports, its CSS and its Dutch texts) alongside the portal's, as `modulepreload` and style
 * `preload` links, instead of one round trip later when the portal asks for the screen: on a slow phone the
 * sign-in page paints a round trip or two sooner. Those files are a few kilobytes; the sign-in page
 * fetched them anyway, so its weight does not change.
 */
export function preloadSignIn(): Plugin {
  return {
    name: 'portal-preload-sign-in',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        const bundle = context.bundle;
        const entry = context.chunk;
        if (!bundle || !entry) return [];
        const chunks = Object.values(bundle).filter(
          (item): item is ChunkLike & typeof item => item.type === 'chunk',
        );
        const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
        const initial = new Set<string>([entry.fileName, ...entry.imports]);
        const wanted = new Set<string>();
        const css = new Set<string>();
        const visit = (fileName: string) => {
          // What the page loads already (the portal's own files) is not asked for twice.
          if (initial.has(fileName) || wanted.has(fileName) || html.includes(fileName)) return;
          const chunk = byFile.get(fileName);
          if (!chunk) return;
          wanted.add(fileName);
          for (const sheet of chunk.viteMetadata?.importedCss ?? []) css.add(sheet);
          for (const imported of chunk.imports) visit(imported);
        };
        for (const chunk of chunks) {
          const id = chunk.facadeModuleId?.replaceAll('\\', '/') ?? '';
          if (id.endsWith(SIGN_IN_SCREEN) || id.endsWith(SIGN_IN_TEXTS)) visit(chunk.fileName);
        }
        return [
          ...[...css].map((href) => ({
            tag: 'link',
            // Fetched, not applied: the screen's chunk applies it when it loads, as on any other page
            // (with crossorigin, as the chunk asks for it, so the fetched file is the one it takes).
            attrs: { rel: 'preload', as: 'style', crossorigin: true, href: `/${href}` },
            injectTo: 'head' as const,
          })),
          ...[...wanted].map((href) => ({
            tag: 'link',
            attrs: { rel: 'modulepreload', crossorigin: true, href: `/${href}` },
            injectTo: 'head' as const,
          })),
        ];
      },
    },
  };
}
