/** Sass modules (`<Name>.module.scss`): the hashed class names by their source name. Declared before the plain pattern so it wins. */
declare module '*.module.scss' {
  const classes: { readonly [className: string]: string };
  export default classes;
}

/** Global stylesheets imported for their side effect (`styles/global.scss`). */
declare module '*.scss';
declare module '*.css';
