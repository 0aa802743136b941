import type { Route } from "./+types/not-found";

/** Every address no other route claims: a real 404 status, shown by the root error boundary. */
export function loader(_: Route.LoaderArgs) {
  throw new Response("Not Found", { status: 404 });
}

export default function NotFound() {
  return null;
}
