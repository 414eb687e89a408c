/** `client:interaction` for .astro templates (src/pages/_render/page/interaction-directive.ts). */
declare module 'astro' {
  interface AstroClientDirectives {
    'client:interaction'?: boolean;
  }
}

export {};
