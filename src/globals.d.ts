/** The id of the running build, compiled in by scripts/build-version-plugin.ts. */
declare const __BUILD_ID__: string;
