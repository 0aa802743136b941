// Messages are read through `t`, which speaks the language of a request: this sets English up as the server does.
import "~/lib/i18n.server";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { BODY_MESSAGES, readForm, readJson } from "./request-body.server";

const APP_DIR = fileURLToPath(new URL("..", import.meta.url));
const READER = fileURLToPath(new URL("./request-body.server.ts", import.meta.url));

/** A body streamed in 16 KB chunks without a Content-Length, as a chunked upload arrives. */
function chunkedPost(type: string, chunks: number, chunk = "a".repeat(16 * 1024)): Request {
  let sent = 0;
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (sent++ < chunks) controller.enqueue(new TextEncoder().encode(chunk));
      else controller.close();
    },
  });
  return new Request("http://localhost/x", {
    method: "POST",
    headers: { "content-type": type },
    body,
    duplex: "half",
  } as RequestInit);
}

const post = (type: string, body: string) =>
  new Request("http://localhost/x", { method: "POST", headers: { "content-type": type }, body });

describe("the body reader", () => {
  it("refuses a chunked body past the limit with a 413, having read no more than the limit", async () => {
    let pulled = 0;
    const endless = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled += 1;
        controller.enqueue(new Uint8Array(16 * 1024));
      },
    });
    const request = new Request("http://localhost/x", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: endless,
      duplex: "half",
    } as RequestInit);
    expect(await readJson(request)).toEqual({ ok: false, status: 413, message: BODY_MESSAGES.tooLarge });
    expect(pulled * 16 * 1024).toBeLessThan(200 * 1024);
    expect(await readForm(chunkedPost("application/x-www-form-urlencoded", 5))).toMatchObject({ status: 413 });
  });

  it("refuses a declared Content-Length past the limit without reading", async () => {
    const request = post("application/x-www-form-urlencoded", "a=1");
    request.headers.set("content-length", String(300 * 1024 * 1024));
    expect(await readForm(request)).toMatchObject({ ok: false, status: 413 });
  });

  it("accepts a form or JSON object within the limit", async () => {
    const form = await readForm(chunkedPost("application/x-www-form-urlencoded", 3, `name=${"b".repeat(1000)}&`));
    expect(form.ok && form.value?.get("name")).toBe("b".repeat(1000));
    expect(await readJson(post("application/json; charset=utf-8", '{"a":[1,"x"]}'))).toEqual({
      ok: true,
      value: { a: [1, "x"] },
    });
  });

  it("refuses a NUL character in any field, form or JSON", async () => {
    const nul = { ok: false, status: 400, message: BODY_MESSAGES.nul };
    expect(await readForm(post("application/x-www-form-urlencoded", "name=a%00b"))).toEqual(nul);
    expect(await readJson(post("application/json", '{"user":{"name":"a\\u0000b"}}'))).toEqual(nul);
    expect(await readJson(post("application/json", '{"a\\u0000":1}'))).toEqual(nul);
  });

  it("asks for application/json and a JSON object", async () => {
    expect(await readJson(post("text/plain", "{}"))).toMatchObject({ status: 415 });
    expect(await readJson(post("application/jsonx", "{}"))).toMatchObject({ status: 415 });
    for (const body of ["[1]", "null", "{oops", ""]) {
      expect(await readJson(post("application/json", body))).toMatchObject({ status: 400 });
    }
  });

  it("reads a body that is not a form as no form at all", async () => {
    expect(await readForm(post("application/json", '{"name":"x"}'))).toEqual({ ok: true, value: null });
  });
});

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(file);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

describe("reading request bodies", () => {
  it("happens only in the body reader, where every read has a limit", () => {
    const unbounded = /\b(request|req)\s*\.\s*(formData|json|text|arrayBuffer|blob|body)\b/;
    const offenders = sourceFiles(APP_DIR)
      .filter((file) => file !== READER && unbounded.test(readFileSync(file, "utf8")))
      .map((file) => path.relative(APP_DIR, file));
    expect(offenders).toEqual([]);
  });
});
