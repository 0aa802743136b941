/**
 * Pages rendered whole (a page sent without React, ADR 021) travel from the document entry to the server as bytes
 * beside a bodiless Response, so the server sends them in one write instead of reading them back through a
 * Response's body stream (ADR 023).
 */
const wholePages = new WeakMap<Response, Buffer>();

/** A Response for `body`, which the server sends as it is. */
export function wholePageResponse(body: Buffer, init: ResponseInit): Response {
  const response = new Response(null, init);
  wholePages.set(response, body);
  return response;
}

/** The bytes of a Response made by `wholePageResponse`. */
export function wholePageOf(response: Response): Buffer | undefined {
  return wholePages.get(response);
}
