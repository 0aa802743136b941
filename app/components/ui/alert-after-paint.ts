/**
 * The specification announces some outcomes with a browser alert. The same words are always on
 * the page too; the alert waits for that message to be painted, since an alert blocks rendering.
 */
export function alertAfterPaint(message: string): void {
  window.requestAnimationFrame(() => window.setTimeout(() => window.alert(message), 0));
}
