/** hls.js's light build (package export "hls.js/light") has the full build's API and types. */
declare module 'hls.js/light' {
  export { default } from 'hls.js';
}
