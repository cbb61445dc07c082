// CSS Modules (css-loader with `namedExport: false`): a map of class names.
declare module '*.module.css' {
  const classes: Record<string, string>;
  export default classes;
}
