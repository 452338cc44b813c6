/** Element stylesheets are imported as text and adopted as constructed sheets (STYLE.md). */
declare module '*.css' {
  const css: string;
  export default css;
}
