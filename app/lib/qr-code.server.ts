import QRCode from "qrcode";

/** A QR code for a link as an SVG document, drawn on our server so the page loads nothing from elsewhere. */
export function qrCodeSvg(link: string): Promise<string> {
  return QRCode.toString(link, { type: "svg", errorCorrectionLevel: "M", margin: 2 });
}
