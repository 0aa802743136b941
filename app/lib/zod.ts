import { z } from "zod";

// Zod otherwise probes `new Function` to compile fast parsers, which our script policy (no eval)
// reports as a violation. Schemas that run in the browser import z from here so the setting comes first.
z.config({ jitless: true });

export { z };
