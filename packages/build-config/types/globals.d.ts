/** Injected by the rspack preset (DefinePlugin). */
declare const __FACE_VERSIONS__: Record<string, string>;
declare const __APP_NAME__: string;
