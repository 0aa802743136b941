/**
 * Draws the demo photos: a skyline scene from a seed, so the shipped demo needs no
 * downloaded pictures and every listing still gets distinct, real image files.
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
