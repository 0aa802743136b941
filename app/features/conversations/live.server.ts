import { EventEmitter } from "node:events";
import { sql } from "drizzle-orm";
import { databaseHandle } from "~/db/client.server";
import type { Writer } from "./conversations.server";

const CHANNEL = "conversation_messages";
/** Each open conversation page listens here, by conversation id, whatever instance wrote the message. */
const listeners = new EventEmitter().setMaxListeners(0);
let listening: Promise<void> | null = null;

/**
 * Inside the message's transaction: PostgreSQL delivers the notice to every instance's listener when it commits, and
 * never when it rolls back; the embedded database delivers it to this process the same way.
 */
export async function announceMessage(tx: Writer, conversationId: string): Promise<void> {
  await tx.execute(sql`select pg_notify(${CHANNEL}, ${conversationId})`);
}

/** Heard once per instance, on the first page that listens (PostgreSQL's one listening connection, ADR 023). */
function listen(): Promise<void> {
  listening ??= (async () => {
    await databaseHandle()?.hear(CHANNEL, (payload) => listeners.emit(payload));
  })().catch((error) => {
    listening = null;
    throw error;
  });
  return listening;
}

const HEARTBEAT_MS = 25_000;

/**
 * A Server-Sent Events stream that says "message" whenever the conversation gets one, with a comment every 25 s so
 * proxies keep it open. The page reloads its data on each; nothing is polled, and an idle stream costs one listener.
 */
export async function conversationEvents(conversationId: string, signal: AbortSignal): Promise<Response> {
  await listen();
  const encoder = new TextEncoder();
  let stop = () => {};
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      const send = (text: string) => controller.enqueue(encoder.encode(text));
      const onMessage = () => send("event: message\ndata: {}\n\n");
      const heartbeat = setInterval(() => send(": still here\n\n"), HEARTBEAT_MS);
      listeners.on(conversationId, onMessage);
      stop = () => {
        clearInterval(heartbeat);
        listeners.off(conversationId, onMessage);
      };
      signal.addEventListener("abort", () => {
        stop();
        controller.close();
      });
      // The browser reconnects after 3 s when the connection drops, and the page then catches up.
      send("retry: 3000\n\n");
    },
    cancel() {
      stop();
    },
  });
  return new Response(body, {
    headers: {
      "Content-Type": "text/event-stream; charset=utf-8",
      // no-transform: the compression middleware would otherwise hold the events back to fill a gzip block.
      "Cache-Control": "no-cache, no-transform",
      "X-Accel-Buffering": "no",
    },
  });
}
