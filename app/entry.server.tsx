import { PassThrough } from "node:stream";
import { createReadableStreamFromReadable } from "@react-router/node";
import { isbot } from "isbot";
import { renderToPipeableStream, renderToString } from "react-dom/server";
import type { AppLoadContext, EntryContext, HandleErrorFunction } from "react-router";
import { isRouteErrorResponse, ServerRouter } from "react-router";
import { MarkupKeeperContext } from "~/components/ui/kept-markup";
import { DATABASE_RETRY_AFTER_SECONDS, isDatabaseUnavailable } from "~/db/client.server";
import { keptMarkup } from "~/lib/kept-markup.server";
import { logger } from "~/lib/logger.server";
import { NonceContext } from "~/lib/nonce";
import { pageHydrates, type RouteHandle } from "~/lib/route-handle";
import { wholePageResponse } from "~/lib/whole-page.server";

export const streamTimeout = 5_000;

/**
 * Requests whose page failed because the database did not answer. `handleError` sees the original error; in
 * production React Router has replaced it by the time `handleRequest` renders the error page.
 */
const databaseAway = new WeakSet<Request>();

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  const { matches, loaderData, errors } = routerContext.staticHandlerContext;
  if (responseStatusCode === 500 && databaseAway.has(request)) {
    // The database did not answer: the page is unavailable for a moment, not broken, and a client may try again.
    responseStatusCode = 503;
    responseHeaders.set("Retry-After", String(DATABASE_RETRY_AFTER_SECONDS));
  }
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  const nonce = loadContext.cspNonce;
  // React Router puts its nonce on the stylesheet links too, where the policy needs none. A page sent without React
  // has no inline script, so without it the page is the same bytes for every visitor and the page cache keeps it
  // compressed (ADR 022). After an error the layout may differ from the matches: the nonce is then always given.
  const handles = matches.map((match) => routerContext.routeModules[match.route.id]?.handle as RouteHandle | undefined);
  const signedIn = Boolean((loaderData.root as { user?: unknown } | undefined)?.user);
  const hydrates = Boolean(errors) || pageHydrates(handles, signedIn);
  const page = (
    <NonceContext.Provider value={nonce}>
      <MarkupKeeperContext.Provider value={hydrates ? null : keptMarkup}>
        <ServerRouter context={routerContext} url={request.url} nonce={hydrates ? nonce : undefined} />
      </MarkupKeeperContext.Provider>
    </NonceContext.Provider>
  );
  responseHeaders.set("Content-Type", "text/html; charset=utf-8");
  if (!hydrates) {
    // A page sent without React waits for nothing: no deferred data, no lazy component, no loader data streamed
    // after it for hydration. It is rendered in one pass to a string, a fifth cheaper than a stream's 2 KB chunks
    // and their scheduling (ADR 023), and goes out whole, as a stream would have sent it. As bytes: a string body
    // would be scanned for lone surrogates and encoded again by the Response.
    return wholePageResponse(Buffer.from(`<!DOCTYPE html>${renderToString(page)}`), {
      headers: responseHeaders,
      status: responseStatusCode,
    });
  }
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get("user-agent");
    // Crawlers get the whole page at once; people get the shell as soon as it is ready.
    const readyOption = (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? "onAllReady" : "onShellReady";
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000);

    const { pipe, abort } = renderToPipeableStream(page, {
      nonce,
      [readyOption]() {
        shellRendered = true;
        const body = new PassThrough({
          final(callback) {
            clearTimeout(timeoutId);
            timeoutId = undefined;
            callback();
          },
        });
        pipe(body);
        resolve(
          new Response(createReadableStreamFromReadable(body), {
            headers: responseHeaders,
            status: responseStatusCode,
          }),
        );
      },
      onShellError(error: unknown) {
        reject(error);
      },
      onError(error: unknown) {
        responseStatusCode = 500;
        if (shellRendered) logger.error({ err: error }, "streaming render failed");
      },
    });
  });
}

export const handleError: HandleErrorFunction = (error, { request }) => {
  if (isDatabaseUnavailable(error)) databaseAway.add(request);
  // A client's own mistake (a method a page does not take, say) is answered with a 4xx, not a failure of ours.
  if (request.signal.aborted || (isRouteErrorResponse(error) && error.status < 500)) return;
  logger.error({ err: error, url: request.url }, "request failed");
};
