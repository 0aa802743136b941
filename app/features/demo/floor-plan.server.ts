/**
 * Demo floor plans and brochures, drawn in code so the demo project shows both without a file from elsewhere.
 */

type Room = { name: string; x: number; y: number; w: number; h: number };

/** Rooms of a flat with `bedrooms` bedrooms on a 12 × 8 grid: bedrooms along the top, living, kitchen and toilets below. */
function roomsOf(bedrooms: number): Room[] {
  const width = 12 / bedrooms;
  const rooms: Room[] = Array.from({ length: bedrooms }, (_, i) => ({
    name: i === 0 ? "Master bedroom" : `Bedroom ${i + 1}`,
    x: i * width,
    y: 0,
    w: width,
    h: 4,
  }));
  return [
    ...rooms,
    { name: "Living / dining", x: 0, y: 4, w: 6, h: 4 },
    { name: "Kitchen", x: 6, y: 4, w: 3, h: 2.5 },
    { name: "Toilet", x: 9, y: 4, w: 3, h: 2.5 },
    { name: "Balcony", x: 6, y: 6.5, w: 6, h: 1.5 },
  ];
}

const escapeXml = (text: string) => text.replace(/[<>&"]/g, (c) => `&#${c.charCodeAt(0)};`);

/** A plan of a configuration's rooms, titled with its name and carpet area. */
export function floorPlanSvg(configuration: { name: string; carpetArea: number; bedrooms: number }): string {
  const scale = 90;
  const left = 60;
  const top = 110;
  const rooms = roomsOf(configuration.bedrooms)
    .map(
      (
        room,
      ) => `<rect x="${left + room.x * scale}" y="${top + room.y * scale}" width="${room.w * scale}" height="${room.h * scale}" fill="#f8fafc" stroke="#1e293b" stroke-width="6"/>
<text x="${left + (room.x + room.w / 2) * scale}" y="${top + (room.y + room.h / 2) * scale}" font-family="sans-serif" font-size="26" text-anchor="middle" fill="#0f172a">${escapeXml(room.name)}</text>`,
    )
    .join("\n");
  const title = `${configuration.name} · ${configuration.carpetArea.toLocaleString("en-IN")} sq ft carpet`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="900" viewBox="0 0 1200 900">
<rect width="100%" height="100%" fill="#ffffff"/>
<text x="60" y="70" font-family="sans-serif" font-size="40" font-weight="bold" fill="#0f172a">${escapeXml(title)}</text>
${rooms}
</svg>`;
}

/** Text as a PDF string literal: backslashes and parentheses escaped, Latin-1 only (the standard fonts' encoding). */
const pdfText = (text: string) => `(${text.replace(/[^\x20-\x7e]/g, "-").replace(/[\\()]/g, (c) => `\\${c}`)})`;

/** A one-page PDF of the lines given, in Helvetica: a well-formed file with its cross-reference table. */
export function brochurePdf(lines: string[]): Buffer {
  const content = [
    "BT",
    "/F1 22 Tf",
    "56 780 Td",
    "28 TL",
    ...lines.flatMap((line, i) => (i === 0 ? [`${pdfText(line)} Tj`] : ["T*", `${pdfText(line)} Tj`])),
    "ET",
  ].join("\n");
  const objects = [
    "<< /Type /Catalog /Pages 2 0 R >>",
    "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
    "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>",
    "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>",
    `<< /Length ${Buffer.byteLength(content, "latin1")} >>\nstream\n${content}\nendstream`,
  ];
  let body = "%PDF-1.4\n";
  const offsets: number[] = [];
  for (const [i, object] of objects.entries()) {
    offsets.push(Buffer.byteLength(body, "latin1"));
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
  }
  const xref = Buffer.byteLength(body, "latin1");
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((offset) => `${String(offset).padStart(10, "0")} 00000 n \n`).join("");
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, "latin1");
}
