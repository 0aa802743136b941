/**
 * Draws the demo photos from a seed: a skyline for the hero and city cards, and for listings and
 * projects a picture of what each kind is (a hotel room, a PG's bunk beds, a living room, a fenced
 * plot, a tower), so the shipped demo needs no downloaded pictures and every file is distinct.
 */

type Palette = { sky: [string, string]; ground: string; buildings: string[]; window: string };

const PALETTES: Record<string, Palette> = {
  dusk: {
    sky: ["#f97316", "#7c3aed"],
    ground: "#3f2d20",
    buildings: ["#1e293b", "#334155", "#475569"],
    window: "#fde68a",
  },
  day: {
    sky: ["#38bdf8", "#e0f2fe"],
    ground: "#4d7c0f",
    buildings: ["#b45309", "#92400e", "#d6d3d1"],
    window: "#1e3a8a",
  },
  dawn: {
    sky: ["#fda4af", "#fef3c7"],
    ground: "#57534e",
    buildings: ["#9f1239", "#be123c", "#e7e5e4"],
    window: "#fff7ed",
  },
  night: {
    sky: ["#0f172a", "#1e3a8a"],
    ground: "#111827",
    buildings: ["#334155", "#1f2937", "#374151"],
    window: "#facc15",
  },
  field: {
    sky: ["#7dd3fc", "#f0f9ff"],
    ground: "#65a30d",
    buildings: ["#a16207", "#ca8a04", "#fef9c3"],
    window: "#14532d",
  },
};

function random(seed: number) {
  let state = seed >>> 0 || 1;
  return () => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return ((state >>> 0) % 10_000) / 10_000;
  };
}

export function sceneSvg(
  seed: number,
  options: { width?: number; height?: number; palette?: keyof typeof PALETTES; buildings?: number } = {},
): string {
  const width = options.width ?? 1600;
  const height = options.height ?? 1000;
  const rand = random(seed);
  const palettes = Object.keys(PALETTES);
  const palette = PALETTES[options.palette ?? palettes[seed % palettes.length]];
  const groundY = height * 0.82;
  const parts: string[] = [];
  const sunX = width * (0.15 + rand() * 0.7);
  parts.push(
    `<circle cx="${sunX}" cy="${height * (0.18 + rand() * 0.15)}" r="${height * 0.08}" fill="#fff7d6" opacity="0.85"/>`,
  );
  const count = options.buildings ?? 6 + Math.floor(rand() * 6);
  let x = -20;
  for (let i = 0; i < count && x < width; i++) {
    const w = width / count + rand() * width * 0.06;
    const h = height * (0.25 + rand() * 0.45);
    const y = groundY - h;
    const fill = palette.buildings[Math.floor(rand() * palette.buildings.length)];
    parts.push(`<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="${fill}"/>`);
    const cols = Math.max(2, Math.floor(w / 34));
    const rows = Math.max(2, Math.floor(h / 46));
    for (let r = 0; r < rows; r++) {
      for (let c = 0; c < cols; c++) {
        if (rand() < 0.35) continue;
        const wx = x + 10 + (c * (w - 20)) / cols;
        const wy = y + 14 + (r * (h - 28)) / rows;
        parts.push(
          `<rect x="${wx}" y="${wy}" width="${(w - 20) / cols - 8}" height="${(h - 28) / rows - 12}" fill="${palette.window}" opacity="0.8"/>`,
        );
      }
    }
    x += w + rand() * 12;
  }
  for (let t = 0; t < 5; t++) {
    const tx = rand() * width;
    const r = height * (0.04 + rand() * 0.04);
    parts.push(`<rect x="${tx - 4}" y="${groundY - r}" width="8" height="${r + 6}" fill="#3f2d20"/>`);
    parts.push(`<circle cx="${tx}" cy="${groundY - r * 1.4}" r="${r}" fill="#15803d"/>`);
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${palette.sky[0]}"/><stop offset="1" stop-color="${palette.sky[1]}"/></linearGradient></defs>
<rect width="100%" height="100%" fill="url(#sky)"/>
${parts.join("\n")}
<rect x="0" y="${groundY}" width="${width}" height="${height - groundY}" fill="${palette.ground}"/>
</svg>`;
}

/** What a demo photo shows; each kind of listing, and a project, has its own. */
export type DemoScene = "hotel-room" | "pg-bedroom" | "rented-room" | "living-room" | "plot" | "tower";

type Draw = { w: number; h: number; rand: () => number; pick: <T>(items: readonly T[]) => T };

const WALLS = ["#fef3c7", "#e0f2fe", "#fce7f3", "#ecfccb", "#f5f5f4", "#ede9fe"] as const;
const FLOORS = ["#b45309", "#92400e", "#a8a29e", "#78716c"] as const;
const FABRICS = ["#1d4ed8", "#be123c", "#047857", "#7c3aed", "#ea580c", "#0f766e"] as const;
const WOODS = ["#78350f", "#92400e", "#57534e", "#a16207"] as const;

const rect = (x: number, y: number, width: number, height: number, fill: string, extra = "") =>
  `<rect x="${x}" y="${y}" width="${width}" height="${height}" fill="${fill}" ${extra}/>`;

/** Wall, floor, a window onto the sky and a framed picture: the room every interior starts from. */
function room(d: Draw, windowX: number): string[] {
  const { w, h, pick } = d;
  const floorY = h * 0.7;
  return [
    rect(0, 0, w, floorY, pick(WALLS)),
    rect(0, floorY, w, h - floorY, pick(FLOORS)),
    rect(0, floorY, w, h * 0.012, "#00000022"),
    rect(windowX, h * 0.14, w * 0.2, h * 0.32, "#7dd3fc", `stroke="#f8fafc" stroke-width="${w * 0.012}"`),
    rect(windowX + w * 0.1 - 3, h * 0.14, 6, h * 0.32, "#f8fafc"),
    rect(windowX, h * 0.3 - 3, w * 0.2, 6, "#f8fafc"),
  ];
}

function pillow(x: number, y: number, width: number, height: number) {
  return rect(x, y, width, height, "#f8fafc", `rx="${height / 3}" stroke="#cbd5e1" stroke-width="2"`);
}

function lamp(d: Draw, x: number, y: number) {
  const s = d.w * 0.05;
  return [
    rect(x - s * 0.9, y, s * 1.8, d.h * 0.7 - y, d.pick(WOODS)),
    rect(x - 3, y - s * 0.9, 6, s * 0.9, "#44403c"),
    `<polygon points="${x - s * 0.6},${y - s * 0.8} ${x + s * 0.6},${y - s * 0.8} ${x + s * 0.4},${y - s * 1.6} ${x - s * 0.4},${y - s * 1.6}" fill="#fde68a"/>`,
  ];
}

/** A double bed with a headboard, two pillows and bedside lamps, under a framed picture. */
function hotelRoom(d: Draw): string[] {
  const { w, h, pick } = d;
  const left = w * 0.3;
  const width = w * 0.46;
  return [
    ...room(d, w * 0.04),
    rect(
      left + width * 0.3,
      h * 0.1,
      width * 0.4,
      h * 0.16,
      pick(FABRICS),
      `stroke="#a16207" stroke-width="${w * 0.008}"`,
    ),
    rect(left, h * 0.34, width, h * 0.3, pick(WOODS), `rx="${w * 0.01}"`),
    rect(left - w * 0.01, h * 0.52, width + w * 0.02, h * 0.24, "#f8fafc", `rx="${w * 0.01}"`),
    rect(left - w * 0.01, h * 0.6, width + w * 0.02, h * 0.17, pick(FABRICS), `rx="${w * 0.01}"`),
    pillow(left + width * 0.08, h * 0.45, width * 0.36, h * 0.09),
    pillow(left + width * 0.56, h * 0.45, width * 0.36, h * 0.09),
    ...lamp(d, left - w * 0.07, h * 0.58),
    ...lamp(d, left + width + w * 0.07, h * 0.58),
  ];
}

/** A bunk bed with a ladder, and a study desk with a chair, as in a PG's shared room. */
function pgBedroom(d: Draw): string[] {
  const { w, h, pick } = d;
  const frame = pick(WOODS);
  const left = w * 0.3;
  const width = w * 0.36;
  const post = w * 0.015;
  const bunk = (y: number) => [
    rect(left, y, width, h * 0.05, "#f8fafc", `rx="${h * 0.01}"`),
    rect(left + width * 0.3, y - h * 0.005, width * 0.7, h * 0.055, pick(FABRICS), `rx="${h * 0.01}"`),
    pillow(left + width * 0.04, y - h * 0.04, width * 0.22, h * 0.05),
    rect(left, y + h * 0.05, width, h * 0.02, frame),
  ];
  const ladderX = left + width - w * 0.06;
  const rungs = [0.36, 0.44, 0.52, 0.6].map((y) => rect(ladderX, h * y, w * 0.05, h * 0.01, frame));
  const deskX = w * 0.72;
  return [
    ...room(d, w * 0.05),
    rect(left - post, h * 0.18, post, h * 0.58, frame),
    rect(left + width, h * 0.18, post, h * 0.58, frame),
    ...bunk(h * 0.28),
    ...bunk(h * 0.62),
    rect(ladderX, h * 0.3, post * 0.6, h * 0.34, frame),
    rect(ladderX + w * 0.05, h * 0.3, post * 0.6, h * 0.34, frame),
    ...rungs,
    rect(deskX, h * 0.52, w * 0.22, h * 0.03, frame),
    rect(deskX + w * 0.01, h * 0.55, w * 0.015, h * 0.18, frame),
    rect(deskX + w * 0.195, h * 0.55, w * 0.015, h * 0.18, frame),
    rect(deskX + w * 0.03, h * 0.46, w * 0.07, h * 0.06, "#1e293b", `rx="${w * 0.004}"`),
    rect(deskX + w * 0.12, h * 0.5, w * 0.05, h * 0.02, pick(FABRICS)),
    rect(deskX + w * 0.06, h * 0.6, w * 0.07, h * 0.02, pick(FABRICS)),
    rect(deskX + w * 0.06, h * 0.5, w * 0.012, h * 0.1, pick(FABRICS)),
    rect(deskX + w * 0.065, h * 0.62, w * 0.01, h * 0.12, "#44403c"),
  ];
}

/** A single bed beside a two-door wardrobe. */
function rentedRoom(d: Draw): string[] {
  const { w, h, pick } = d;
  const wood = pick(WOODS);
  const bedX = w * 0.42;
  return [
    ...room(d, w * 0.5),
    rect(w * 0.06, h * 0.16, w * 0.24, h * 0.58, wood, `stroke="#1c1917" stroke-width="2"`),
    rect(w * 0.18 - 1, h * 0.16, 2, h * 0.58, "#1c1917"),
    rect(w * 0.16, h * 0.42, w * 0.012, h * 0.06, "#e7e5e4"),
    rect(w * 0.19, h * 0.42, w * 0.012, h * 0.06, "#e7e5e4"),
    rect(bedX, h * 0.5, w * 0.05, h * 0.26, wood),
    rect(bedX, h * 0.6, w * 0.48, h * 0.1, "#f8fafc", `rx="${h * 0.015}"`),
    rect(bedX + w * 0.16, h * 0.6, w * 0.32, h * 0.11, pick(FABRICS), `rx="${h * 0.015}"`),
    pillow(bedX + w * 0.06, h * 0.55, w * 0.09, h * 0.06),
    rect(bedX, h * 0.7, w * 0.48, h * 0.06, wood),
  ];
}

/** A sofa with cushions, a coffee table on a rug, a plant and a wall-mounted TV. */
function livingRoom(d: Draw): string[] {
  const { w, h, pick, rand } = d;
  const sofa = pick(FABRICS);
  const left = w * 0.12;
  const width = w * 0.5;
  const cushions = [0, 1, 2].map((i) =>
    rect(left + w * 0.05 + i * width * 0.3, h * 0.44, width * 0.26, h * 0.12, pick(WALLS), `rx="${h * 0.02}"`),
  );
  const plantX = w * 0.72 + rand() * w * 0.06;
  return [
    ...room(d, w * 0.7),
    `<ellipse cx="${left + width / 2}" cy="${h * 0.86}" rx="${width * 0.6}" ry="${h * 0.07}" fill="${pick(FABRICS)}" opacity="0.5"/>`,
    rect(left, h * 0.4, width, h * 0.22, sofa, `rx="${h * 0.03}"`),
    rect(left - w * 0.03, h * 0.5, w * 0.06, h * 0.2, sofa, `rx="${h * 0.02}"`),
    rect(left + width - w * 0.03, h * 0.5, w * 0.06, h * 0.2, sofa, `rx="${h * 0.02}"`),
    rect(left, h * 0.56, width, h * 0.14, sofa, `rx="${h * 0.02}" opacity="0.9"`),
    ...cushions,
    rect(left + width * 0.25, h * 0.8, width * 0.5, h * 0.03, pick(WOODS)),
    rect(left + width * 0.28, h * 0.83, w * 0.012, h * 0.06, pick(WOODS)),
    rect(left + width * 0.72, h * 0.83, w * 0.012, h * 0.06, pick(WOODS)),
    rect(w * 0.4, h * 0.12, w * 0.2, h * 0.13, "#0f172a", `rx="${w * 0.004}"`),
    rect(plantX - w * 0.025, h * 0.62, w * 0.05, h * 0.1, "#9a3412"),
    `<circle cx="${plantX}" cy="${h * 0.56}" r="${h * 0.07}" fill="#15803d"/>`,
    `<circle cx="${plantX - w * 0.03}" cy="${h * 0.5}" r="${h * 0.05}" fill="#16a34a"/>`,
  ];
}

/** Open land behind a post-and-rail fence, a few trees on the far side and a sign board. */
function plot(d: Draw): string[] {
  const { w, h, rand } = d;
  const horizon = h * 0.5;
  const parts = [
    rect(0, horizon, w, h - horizon, "#84cc16"),
    `<polygon points="0,${h} ${w},${h} ${w * 0.62},${horizon} ${w * 0.38},${horizon}" fill="#a3a635" opacity="0.6"/>`,
  ];
  for (let t = 0; t < 6; t++) {
    const x = rand() * w;
    const r = h * (0.03 + rand() * 0.03);
    parts.push(rect(x - 3, horizon - r, 6, r + 4, "#3f2d20"));
    parts.push(`<circle cx="${x}" cy="${horizon - r * 1.3}" r="${r}" fill="#15803d"/>`);
  }
  const fenceTop = h * 0.7;
  for (let x = w * 0.02; x < w; x += w * 0.07) {
    parts.push(rect(x, fenceTop, w * 0.014, h * 0.2, "#78350f"));
  }
  parts.push(rect(0, fenceTop + h * 0.04, w, h * 0.015, "#92400e"));
  parts.push(rect(0, fenceTop + h * 0.12, w, h * 0.015, "#92400e"));
  const signX = w * (0.15 + rand() * 0.5);
  parts.push(rect(signX, h * 0.52, w * 0.012, h * 0.2, "#57534e"));
  parts.push(rect(signX - w * 0.06, h * 0.46, w * 0.13, h * 0.08, "#f8fafc", `stroke="#b91c1c" stroke-width="4"`));
  return parts;
}

/** A residential tower with rows of balconies, a lower wing and a crane still at work. */
function tower(d: Draw): string[] {
  const { w, h, pick, rand } = d;
  const ground = h * 0.86;
  const body = pick(["#e7e5e4", "#fde68a", "#fecaca", "#cbd5e1"]);
  const x = w * (0.3 + rand() * 0.1);
  const width = w * 0.28;
  const top = h * 0.1;
  const parts = [
    rect(x + width + w * 0.03, h * 0.45, w * 0.22, ground - h * 0.45, "#d6d3d1"),
    rect(x, top, width, ground - top, body),
    rect(x - w * 0.01, top - h * 0.02, width + w * 0.02, h * 0.03, "#57534e"),
  ];
  for (let y = top + h * 0.05; y < ground - h * 0.06; y += h * 0.06) {
    parts.push(rect(x + width * 0.08, y, width * 0.36, h * 0.035, "#1e3a8a", `opacity="0.75"`));
    parts.push(rect(x + width * 0.56, y, width * 0.36, h * 0.035, "#1e3a8a", `opacity="0.75"`));
    parts.push(rect(x, y + h * 0.035, width, h * 0.008, "#78716c"));
  }
  for (let y = h * 0.5; y < ground - h * 0.05; y += h * 0.07) {
    parts.push(rect(x + width + w * 0.05, y, w * 0.18, h * 0.035, "#1e3a8a", `opacity="0.6"`));
  }
  const craneX = x + width + w * 0.15;
  parts.push(rect(craneX, h * 0.06, w * 0.012, h * 0.39, "#f59e0b"));
  parts.push(rect(craneX - w * 0.12, h * 0.06, w * 0.2, h * 0.012, "#f59e0b"));
  parts.push(rect(0, ground, w, h - ground, "#4d7c0f"));
  return parts;
}

const SCENES: Record<DemoScene, (d: Draw) => string[]> = {
  "hotel-room": hotelRoom,
  "pg-bedroom": pgBedroom,
  "rented-room": rentedRoom,
  "living-room": livingRoom,
  plot,
  tower,
};

/** A demo photo of the scene; the same seed always draws the same picture. */
export function demoSceneSvg(scene: DemoScene, seed: number, size: { width: number; height: number }): string {
  const { width: w, height: h } = size;
  const rand = random(seed);
  const pick = <T>(items: readonly T[]) => items[Math.floor(rand() * items.length)];
  const outdoors = scene === "plot" || scene === "tower";
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">
<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#38bdf8"/><stop offset="1" stop-color="#e0f2fe"/></linearGradient></defs>
${outdoors ? `<rect width="100%" height="100%" fill="url(#sky)"/>` : ""}
${SCENES[scene]({ w, h, rand, pick }).join("\n")}
</svg>`;
}
