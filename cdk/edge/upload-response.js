/*
 * CloudFront Function (viewer response, JavaScript runtime 2.0) on /uploads/*: the headers that
 * functions/uploads/keys.ts (uploadResponseHeaders) gives uploads on the local server. Uploads are
 * never sniffed, show inline only when they are images or videos (downloads otherwise), and are
 * sandboxed so nothing in them runs on the site's origin. tests/cdk/upload-response.test.ts checks
 * both agree.
 */

// biome-ignore lint/correctness/noUnusedVariables: CloudFront calls the script's `handler`
function handler(event) {
  const response = event.response;
  const headers = response.headers;
  const type = headers['content-type'] ? headers['content-type'].value : '';
  headers['x-content-type-options'] = { value: 'nosniff' };
  headers['content-disposition'] = { value: /^(image|video)\//i.test(type) ? 'inline' : 'attachment' };
  headers['content-security-policy'] = {
    value: "default-src 'none'; img-src 'self'; media-src 'self'; sandbox",
  };
  return response;
}
