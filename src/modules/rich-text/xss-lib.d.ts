// The `xss` package declares its helpers on the package entry, but its CommonJS entry copies
// them onto `exports` in a loop that Node's ESM loader cannot see. They are imported from the
// files that define them instead; these declarations re-use the package's own types.
declare module 'xss/lib/default.js' {
  export { escapeAttrValue, escapeHtml, friendlyAttrValue } from 'xss';
}

declare module 'xss/lib/parser.js' {
  export { parseAttr } from 'xss';
}
