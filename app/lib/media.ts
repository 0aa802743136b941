/** Public address of a stored file, served by the /media route with immutable caching. */
export function mediaUrl(key: string): string {
  return `/media/${key}`;
}
