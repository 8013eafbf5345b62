/**
 * An image address a preview may use: a site path or an http(s) URL. Never a base64 data URI
 * (the compatibility calls' b_arr, docs/product/api-compatibility.md): it would put the whole file in the page's head.
 */
export function previewImageUrl(url: string | null | undefined): string | undefined {
  if (!url) return undefined;
  return url.startsWith('/') && !url.startsWith('//') ? url : /^https?:\/\//i.test(url) ? url : undefined;
}
