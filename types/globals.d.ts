/** Name of the app a module was built into (DefinePlugin in packages/webpack-config). */
declare const __AEC_APP__: string;

declare module '*.css';
declare module '*.svg' {
  const url: string;
  export default url;
}
declare module '*.png' {
  const url: string;
  export default url;
}
declare module '*.webp' {
  const url: string;
  export default url;
}

/** Node's own require in a webpack build for Node (not bundled): loads files at runtime. */
declare const __non_webpack_require__: NodeJS.Require;
