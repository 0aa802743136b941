import { createServer, type IncomingMessage, type Server } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { s3Storage } from "./storage.server";

/** A stand-in for the S3 service on the network: keeps objects in memory and records how it was asked. */
let server: Server;
let endpoint: string;
const objects = new Map<string, { body: Buffer; type: string }>();
const seen: Array<{ method: string; url: string; authorization: string }> = [];

async function body(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

beforeAll(async () => {
  server = createServer(async (req, res) => {
    seen.push({ method: req.method ?? "", url: req.url ?? "", authorization: req.headers.authorization ?? "" });
    const key = req.url ?? "";
    if (req.method === "PUT") {
      objects.set(key, { body: await body(req), type: req.headers["content-type"] ?? "" });
      res.writeHead(200).end();
    } else if (req.method === "GET") {
      const object = objects.get(key);
      if (!object) res.writeHead(404).end("<Error><Code>NoSuchKey</Code></Error>");
      else res.writeHead(200, { "content-type": object.type }).end(object.body);
    } else if (req.method === "DELETE") {
      objects.delete(key);
      res.writeHead(204).end();
    } else res.writeHead(405).end();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  endpoint = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe("the S3-compatible storage", () => {
  it("puts, gets and removes objects in the bucket with signed requests", async () => {
    const bucket = s3Storage({
      bucket: "photos",
      region: "auto",
      endpoint,
      accessKeyId: "test-key",
      secretAccessKey: "test-secret",
    });
    await bucket.put("stay_images/abc-400.webp", Buffer.from("webp bytes"), "image/webp");
    expect(objects.get("/photos/stay_images/abc-400.webp")).toEqual({
      body: Buffer.from("webp bytes"),
      type: "image/webp",
    });
    expect((await bucket.get("stay_images/abc-400.webp"))?.toString()).toBe("webp bytes");
    await bucket.remove("stay_images/abc-400.webp");
    expect(await bucket.get("stay_images/abc-400.webp")).toBeNull();
    expect(seen.every((r) => r.authorization.startsWith("AWS4-HMAC-SHA256 Credential=test-key/"))).toBe(true);
  });

  it("refuses keys that could leave the bucket's folder", async () => {
    const bucket = s3Storage({ bucket: "photos", region: "auto", endpoint, accessKeyId: "k", secretAccessKey: "s" });
    await expect(bucket.get("../secrets")).rejects.toThrow("Unsafe storage key");
  });
});
