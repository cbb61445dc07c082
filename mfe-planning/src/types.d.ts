declare module '*.module.css' {
  const classes: Record<string, string>;
  export default classes;
}
declare module '*.css';

/** Set by the federation preset from BUILD_LABEL at build time. */
declare const __BUILD_LABEL__: string;
