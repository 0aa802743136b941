import { mkdir, readFile, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { AwsClient } from "aws4fetch";
import { ConfigError, type Env } from "./env.server";

/** Where uploaded files live: a folder under DATA_DIR here, an object-storage bucket in a cluster. */
export type FileStorage = {
  put: (key: string, body: Buffer, contentType: string) => Promise<void>;
  get: (key: string) => Promise<Buffer | null>;
  remove: (key: string) => Promise<void>;
};

const SAFE_KEY = /^[a-zA-Z0-9][a-zA-Z0-9/_.-]*$/;

function assertSafeKey(key: string): void {
  if (!SAFE_KEY.test(key) || key.includes("..")) throw new Error(`Unsafe storage key: ${key}`);
}

export function diskStorage(root: string): FileStorage {
  const fileOf = (key: string) => {
    assertSafeKey(key);
    return path.join(root, key);
  };
  return {
    async put(key, body) {
      const file = fileOf(key);
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(file, body);
    },
    async get(key) {
      try {
        return await readFile(fileOf(key));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
        throw error;
      }
    },
    async remove(key) {
      await rm(fileOf(key), { force: true });
    },
  };
}

export type S3Settings = {
  bucket: string;
  region: string;
  /** Path-style endpoint of an S3-compatible service (MinIO, R2, …); AWS's own when absent. */
  endpoint?: string;
  accessKeyId: string;
  secretAccessKey: string;
};

/** An S3-compatible bucket; requests are signed with AWS Signature V4. */
export function s3Storage(settings: S3Settings): FileStorage {
  const client = new AwsClient({
    accessKeyId: settings.accessKeyId,
    secretAccessKey: settings.secretAccessKey,
    region: settings.region,
    service: "s3",
  });
  const base = settings.endpoint
    ? `${settings.endpoint.replace(/\/$/, "")}/${settings.bucket}`
    : `https://${settings.bucket}.s3.${settings.region}.amazonaws.com`;
  const urlOf = (key: string) => {
    assertSafeKey(key);
    return `${base}/${key}`;
  };
  const fail = async (operation: string, key: string, res: Response) => {
    throw new Error(`S3 ${operation} ${key} failed: ${res.status} ${(await res.text()).slice(0, 200)}`);
  };
  return {
    async put(key, body, contentType) {
      const res = await client.fetch(urlOf(key), {
        method: "PUT",
        body: new Uint8Array(body),
        headers: { "content-type": contentType },
      });
      if (!res.ok) await fail("put", key, res);
    },
    async get(key) {
      const res = await client.fetch(urlOf(key));
      if (res.status === 404) return null;
      if (!res.ok) await fail("get", key, res);
      return Buffer.from(await res.arrayBuffer());
    },
    async remove(key) {
      const res = await client.fetch(urlOf(key), { method: "DELETE" });
      if (!res.ok && res.status !== 404) await fail("delete", key, res);
    },
  };
}

/** The bucket when S3_BUCKET is set, otherwise the uploads folder under DATA_DIR. */
export function configuredStorage(config: Env): FileStorage {
  if (!config.S3_BUCKET) return diskStorage(path.join(config.DATA_DIR, "uploads"));
  if (!config.S3_ACCESS_KEY_ID || !config.S3_SECRET_ACCESS_KEY) {
    throw new ConfigError(
      "Invalid configuration:\n  S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY: required when S3_BUCKET is set",
    );
  }
  return s3Storage({
    bucket: config.S3_BUCKET,
    region: config.S3_REGION,
    endpoint: config.S3_ENDPOINT,
    accessKeyId: config.S3_ACCESS_KEY_ID,
    secretAccessKey: config.S3_SECRET_ACCESS_KEY,
  });
}

let current: FileStorage | undefined;

export function storage(): FileStorage {
  if (!current) throw new Error("Storage is not configured yet: call setStorage() at start-up.");
  return current;
}

export function setStorage(next: FileStorage): void {
  current = next;
}
