import { randomBytes } from "node:crypto";
import sharp from "sharp";
import { signUpAndLogIn } from "./tests/support/accounts";
import { startTestServer } from "./tests/support/server";

const mode = process.argv[2] ?? "multipart";
const env: Record<string, string> = process.argv[3] ? { UV_THREADPOOL_SIZE: process.argv[3] } : {};
const server = await startTestServer({ env });
try {
  const side = 1500;
  const noisy = process.argv[4] ? (await import("node:fs")).readFileSync(process.argv[4]) : await sharp(randomBytes(side * side * 3), { raw: { width: side, height: side, channels: 3 } })
    .resize(6000, 6000, { kernel: "nearest" }).jpeg({ quality: 50 }).toBuffer();
  const uploaders = await Promise.all([1, 2, 3].map(() => signUpAndLogIn(server.url)));
  const { client: visitor } = await signUpAndLogIn(server.url);
  for (let i = 0; i < 3; i++) await (await visitor.get("/explore?city=Lucknow")).text();
  const send = (client: any) => {
    if (mode === "raw") return client.request("/api/v1/uploads", { method: "POST", headers: { "content-type": "image/jpeg" }, body: new Uint8Array(noisy) });
    const form = new FormData();
    form.append("photo", new Blob([new Uint8Array(noisy)], { type: "image/jpeg" }), "big.jpg");
    return client.request("/api/v1/uploads", { method: "POST", body: form });
  };
  let uploading = true;
  const t0 = performance.now();
  const uploads = Promise.all(uploaders.map(({ client }) => send(client).then(async (r: Response) => { await r.text(); return [r.status, Math.round(performance.now() - t0)]; }))).finally(() => { uploading = false; });
  const lat: number[] = [];
  while (uploading) {
    const s = performance.now();
    await (await visitor.get("/explore?city=Lucknow")).text();
    lat.push(Math.round(performance.now() - s));
  }
  console.log(mode, env, "uploads", JSON.stringify(await uploads), "lat", JSON.stringify(lat));
} finally {
  await server.stop();
}
