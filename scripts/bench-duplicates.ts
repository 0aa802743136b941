// `npm run bench:duplicates`: how well the photo hash tells a re-uploaded photo from a different one.
// Copies of one photo (resized, 5 % cropped, recompressed, all three) should match; different photos,
// including two photos of one street taken a few steps apart, should not.
import { readdirSync } from "node:fs";
import path from "node:path";
import sharp, { type Sharp } from "sharp";
import { sceneSvg } from "~/features/demo/art.server";
import { DUPLICATE_MAX_DISTANCE, differenceHash, hashDistance } from "~/lib/photo-hash.server";

const GALLERY = "public/images/gallery";
const CITIES = "public/images/cities";
const SKYLINES = 10;
const STREETS = 12;

type Pair = { label: string; a: Buffer; b: Buffer; same: boolean };

const jpeg = (svg: string) => sharp(Buffer.from(svg)).jpeg({ quality: 85 }).toBuffer();
const hash = (photo: Buffer) => differenceHash(sharp(photo).rotate());

/** The ways a photo comes back: smaller, trimmed by 5 %, saved again at low quality, or all of these. */
async function copiesOf(photo: Buffer): Promise<Array<[string, Buffer]>> {
  const { width = 0, height = 0 } = await sharp(photo).metadata();
  const crop = (image: Sharp) =>
    image.extract({
      left: Math.round(width * 0.025),
      top: Math.round(height * 0.025),
      width: Math.round(width * 0.95),
      height: Math.round(height * 0.95),
    });
  return [
    [
      "resized to half",
      await sharp(photo)
        .resize({ width: Math.round(width / 2) })
        .jpeg({ quality: 85 })
        .toBuffer(),
    ],
    ["cropped 5 %", await crop(sharp(photo)).jpeg({ quality: 85 }).toBuffer()],
    ["recompressed at quality 30", await sharp(photo).jpeg({ quality: 30 }).toBuffer()],
    [
      "cropped, resized and recompressed as WebP",
      await crop(sharp(photo))
        .resize({ width: Math.round(width * 0.6) })
        .webp({ quality: 50 })
        .toBuffer(),
    ],
  ];
}

/** Two photos of one street: windows of one wide skyline, a third of a frame apart. */
async function streetPhotos(seed: number): Promise<[Buffer, Buffer]> {
  const wide = await sharp(Buffer.from(sceneSvg(seed, { width: 1800, height: 800 })))
    .jpeg({ quality: 90 })
    .toBuffer();
  const window = (left: number) => sharp(wide).extract({ left, top: 0, width: 1200, height: 800 }).jpeg().toBuffer();
  return [await window(0), await window(400)];
}

/**
 * Distinct source photos: the gallery's (three of each house), the city pictures and drawn skylines. The
 * demo rooms are left out: they are drawn from one template per kind and hash within a few bits of each other.
 */
async function sources(): Promise<Array<{ label: string; photo: Buffer }>> {
  const files = [
    ...readdirSync(GALLERY)
      .filter((name) => name.endsWith("-800.webp"))
      .map((name) => path.join(GALLERY, name)),
    ...readdirSync(CITIES)
      .filter((name) => name.endsWith("-800.webp"))
      .map((name) => path.join(CITIES, name)),
  ].sort();
  const found = await Promise.all(
    files.map(async (file) => ({
      label: path.basename(file, "-800.webp"),
      photo: await sharp(file).jpeg().toBuffer(),
    })),
  );
  for (let seed = 0; seed < SKYLINES; seed++) {
    found.push({ label: `skyline ${seed}`, photo: await jpeg(sceneSvg(200 + seed, { width: 1200, height: 800 })) });
  }
  return found;
}

async function pairs(): Promise<Pair[]> {
  const photos = await sources();
  const all: Pair[] = [];
  for (const source of photos) {
    for (const [how, copy] of await copiesOf(source.photo)) {
      all.push({ label: `${source.label}, ${how}`, a: source.photo, b: copy, same: true });
    }
  }
  // Neighbours in the list are often other photos of one house (bungalow 1, 2 and 3): the hardest unrelated pairs.
  for (const [i, source] of photos.entries()) {
    const next = photos[(i + 1) % photos.length];
    all.push({ label: `${source.label} vs ${next.label}`, a: source.photo, b: next.photo, same: false });
  }
  for (let street = 0; street < STREETS; street++) {
    const [left, right] = await streetPhotos(40 + street);
    all.push({ label: `street ${street}: two photos a few steps apart`, a: left, b: right, same: false });
  }
  return all;
}

const measured = await Promise.all(
  (await pairs()).map(async (pair) => ({ ...pair, distance: hashDistance(await hash(pair.a), await hash(pair.b)) })),
);
const same = measured.filter((pair) => pair.same);
const different = measured.filter((pair) => !pair.same);
const percent = (n: number, of: number) => `${((100 * n) / of).toFixed(1)} %`;

console.log(`${measured.length} pairs: ${same.length} copies of one photo, ${different.length} different photos`);
console.log("threshold  false positives  false negatives");
for (let threshold = 2; threshold <= 20; threshold += 2) {
  const fp = different.filter((pair) => pair.distance <= threshold).length;
  const fn = same.filter((pair) => pair.distance > threshold).length;
  const chosen = threshold === DUPLICATE_MAX_DISTANCE ? "  ← chosen" : "";
  console.log(
    `${String(threshold).padStart(9)}  ${percent(fp, different.length).padStart(15)}  ${percent(fn, same.length).padStart(15)}${chosen}`,
  );
}
const fp = different.filter((pair) => pair.distance <= DUPLICATE_MAX_DISTANCE);
const fn = same.filter((pair) => pair.distance > DUPLICATE_MAX_DISTANCE);
console.log(`largest distance between copies: ${Math.max(...same.map((pair) => pair.distance))}`);
console.log(`smallest distance between different photos: ${Math.min(...different.map((pair) => pair.distance))}`);
console.log(
  `streets: ${different
    .filter((p) => p.label.startsWith("street"))
    .map((p) => p.distance)
    .join(", ")}`,
);
console.log(
  `at threshold ${DUPLICATE_MAX_DISTANCE}: false-positive rate ${percent(fp.length, different.length)} (${fp.length}/${different.length}), false-negative rate ${percent(fn.length, same.length)} (${fn.length}/${same.length})`,
);
for (const pair of [...fp, ...fn]) console.log(`  misjudged: ${pair.label} (distance ${pair.distance})`);
