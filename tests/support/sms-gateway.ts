import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";

/** The SMS gateway, the one thing beyond our server: it takes the JSON POST and keeps what it was sent. */
export type FakeGateway = {
  url: string;
  received: Array<{ to: string; message: string }>;
  failing: boolean;
  close(): void;
};

export async function startGateway(): Promise<FakeGateway> {
  const gateway: FakeGateway = { url: "", received: [], failing: false, close: () => server.close() };
  const server: Server = createServer((req, res) => {
    let body = "";
    req.on("data", (chunk) => {
      body += chunk;
    });
    req.on("end", () => {
      if (gateway.failing) {
        res.writeHead(502).end();
        return;
      }
      if (req.method !== "POST" || req.headers["content-type"] !== "application/json") {
        res.writeHead(400).end();
        return;
      }
      gateway.received.push(JSON.parse(body));
      res.writeHead(200, { "content-type": "application/json" }).end('{"status":"queued"}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  gateway.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/sms`;
  return gateway;
}

/** The code in the last text message the gateway took. */
export const lastCode = (gateway: FakeGateway) =>
  /\b(\d{6})\b/.exec(gateway.received.at(-1)?.message ?? "")?.[1] as string;
