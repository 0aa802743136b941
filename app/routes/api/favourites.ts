// PLACEHOLDER: replaced by the issue that owns this route.
export function loader() {
  throw new Response("Not Found", { status: 404 });
}
