import QRCode from 'qrcode';

/** A QR code of `text` as an SVG element, drawn on the server (no network, no script in the browser). */
export function qrSvg(text: string): Promise<string> {
  return QRCode.toString(text, { type: 'svg', errorCorrectionLevel: 'M', margin: 1 });
}
