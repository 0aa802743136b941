// `npm run bench:images`: times the upload pipeline on a 4000×3000 JPEG of about 10 MB.
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { sceneSvg } from "~/features/demo/art.server";
import { processImage } from "~/lib/images.server";
import { diskStorage, setStorage } from "~/lib/storage.server";

const WIDTH = 4000;
const HEIGHT = 3000;

/** A drawn skyline with sensor-like grain, raising quality until the file is about 10 MB like a sharp phone photo. */
async function bigJpeg(): Promise<Buffer> {
  const raw = { width: WIDTH, height: HEIGHT, channels: 3 } as const;
  const scene = await sharp(Buffer.from(sceneSvg(7, { width: WIDTH, height: HEIGHT })))
    .removeAlpha()
    .raw()
    .toBuffer();
  const grain = randomBytes(scene.length);
  for (let i = 0; i < scene.length; i++) scene[i] = Math.min(255, Math.max(0, scene[i] + (grain[i] % 48) - 24));
  let best = Buffer.alloc(0);
  for (const quality of [80, 85, 88, 90, 92, 94, 96]) {
    const jpeg = await sharp(scene, { raw }).jpeg({ quality, chromaSubsampling: "4:4:4" }).toBuffer();
    if (jpeg.byteLength > 10 * 1024 * 1024) break;
    best = jpeg;
  }
  return best;
}

const dir = mkdtempSync(path.join(os.tmpdir(), "bench-images-"));
setStorage(diskStorage(dir));
const input = await bigJpeg();
if (input.byteLength === 0) throw new Error("Could not make a JPEG under 10 MB; adjust the generator.");
const rssBefore = process.memoryUsage().rss;
let peakRss = rssBefore;
const sampler = setInterval(() => {
  peakRss = Math.max(peakRss, process.memoryUsage().rss);
}, 5);

const runs: number[] = [];
let variants: Awaited<ReturnType<typeof processImage>>["variants"] = [];
for (let run = 0; run < 3; run++) {
  const started = performance.now();
  ({ variants } = await processImage(input));
  runs.push(performance.now() - started);
}
clearInterval(sampler);
peakRss = Math.max(peakRss, process.memoryUsage().rss);
rmSync(dir, { recursive: true, force: true });

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
const v800 = variants.find((v) => v.width === 800);
console.log(`input: ${WIDTH}×${HEIGHT} JPEG, ${mb(input.byteLength)}`);
console.log(`time per image: ${runs.map((ms) => `${Math.round(ms)} ms`).join(", ")} (target ≤ 1500 ms)`);
console.log(`peak RSS: ${mb(peakRss)} (before processing: ${mb(rssBefore)})`);
console.log(`variants: ${variants.map((v) => `${v.width}px ${Math.round(v.bytes / 1024)} KB`).join(", ")}`);
console.log(`800 px variant: ${v800 ? `${Math.round(v800.bytes / 1024)} KB` : "missing"} (target ≤ 150 KB)`);
