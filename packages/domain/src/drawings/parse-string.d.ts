/** The `dxf` package's parser alone: its index also loads the SVG writer and lodash, which the browser need not download. */
declare module 'dxf/lib/parseString.js' {
  const parseString: ((text: string) => unknown) | { default: (text: string) => unknown };
  export default parseString;
}
