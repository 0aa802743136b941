import { projectBrochure } from "~/features/projects/project-brochure.server";
import type { Route } from "./+types/project-brochure-file";

/** A project's brochure, opened in the browser's PDF viewer with a file name to save it under. */
export async function loader({ params }: Route.LoaderArgs) {
  const brochure = await projectBrochure(params.projectId);
  if (!brochure) throw new Response("This project has no brochure.", { status: 404 });
  return new Response(new Uint8Array(brochure.bytes), {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Disposition": `inline; filename="${brochure.fileName}"`,
      "Content-Length": String(brochure.bytes.length),
      // A new upload keeps this address: five minutes of caching is as stale as a download may get.
      "Cache-Control": "public, max-age=300",
    },
  });
}
