/** Injected by the rspack preset (DefinePlugin). */
declare const __FACE_VERSIONS__: Record<string, string>;
declare const __APP_NAME__: string;
/** The federation singletons the shell provides: name -> version and the range remotes need. */
declare const __SHARED__: Record<string, { version: string; requiredVersion: string }>;
