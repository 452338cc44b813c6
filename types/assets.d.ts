/** Element stylesheets are imported as text and adopted as constructed sheets (docs/style.md). */
declare module '*.css' {
  const css: string;
  export default css;
}
