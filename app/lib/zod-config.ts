import { z } from "zod";

// Zod otherwise probes `new Function` to compile fast parsers, which our script policy (no eval) reports
// as a violation on every page with a form. Imported first by root.tsx so it runs before any parse.
z.config({ jitless: true });
