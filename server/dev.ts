/** `npm run dev`: the same Express app with Vite serving and hot-reloading the front end. */
import express from "express";
import { createServer } from "vite";

const vite = await createServer({ server: { middlewareMode: true } });
type AppModule = typeof import("./app");
const mod = (await vite.ssrLoadModule("./server/app.ts")) as AppModule;
const config = await mod.prepare();
const app = express();
app.use(vite.middlewares);
app.use(
  mod.createApp({
    config,
    dev: true,
    build: () => vite.ssrLoadModule("virtual:react-router/server-build") as never,
  }),
);
app.listen(config.PORT, () => console.log(`GharStay (development) on http://localhost:${config.PORT}`));
