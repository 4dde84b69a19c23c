declare module 'swagger-ui-dist' {
  /** The folder holding the viewer's static files. */
  export function getAbsoluteFSPath(): string;
}
