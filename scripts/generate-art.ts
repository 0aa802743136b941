/** Renders the hero, city and gallery pictures shipped in public/images and the app icons (run once; the output is committed). */
import { mkdirSync, readFileSync } from "node:fs";
import sharp from "sharp";
import { CITIES } from "../app/content/cities";
import { GALLERY_PROPERTIES } from "../app/content/gallery";
import { SHIPPED_IMAGE_WIDTHS } from "../app/content/images";
import { sceneSvg } from "../app/features/demo/art.server";

const HERO_WIDTHS = [640, 960, 1280, 1920];
const CARD_WIDTHS = SHIPPED_IMAGE_WIDTHS;
const cities = CITIES.map((city) => city.slug);

mkdirSync("public/images/cities", { recursive: true });
mkdirSync("public/images/gallery", { recursive: true });
const hero = Buffer.from(sceneSvg(2024, { width: 1920, height: 1080, palette: "dusk", buildings: 14 }));
for (const width of HERO_WIDTHS) {
  await sharp(hero).resize({ width }).webp({ quality: 70 }).toFile(`public/images/hero-${width}.webp`);
}
for (const [i, city] of cities.entries()) {
  const svg = Buffer.from(sceneSvg(101 + i * 37, { width: 1200, height: 800 }));
  for (const width of CARD_WIDTHS) {
    await sharp(svg).resize({ width }).webp({ quality: 70 }).toFile(`public/images/cities/${city}-${width}.webp`);
  }
}
for (const [i, property] of GALLERY_PROPERTIES.entries()) {
  for (const [n, base] of property.images.entries()) {
    const svg = Buffer.from(sceneSvg(7001 + i * 13 + n, { width: 1200, height: 800 }));
    for (const width of CARD_WIDTHS) {
      await sharp(svg).resize({ width }).webp({ quality: 70 }).toFile(`public${base}-${width}.webp`);
    }
  }
}
// The installed app's icons: the favicon's house, drawn large enough for a launcher and a splash screen.
const APP_ICON_SIZES = [192, 512];
mkdirSync("public/icons", { recursive: true });
const favicon = readFileSync("public/favicon.svg");
for (const size of APP_ICON_SIZES) {
  await sharp(favicon, { density: (72 * size) / 32 })
    .resize(size, size)
    .png()
    .toFile(`public/icons/icon-${size}.png`);
}
console.log("art written to public/images and public/icons");
