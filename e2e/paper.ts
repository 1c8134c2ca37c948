import type { Page } from '@playwright/test';

/** Millimetres of paper in PDF points. */
export const points = (mm: number) => (mm / 25.4) * 72;

/** The pages of a PDF as Chromium writes it, each with its paper size in points. */
export function pdfPages(pdf: Buffer): Array<{ width: number; height: number }> {
  const text = pdf.toString('latin1');
  const pages = [...text.matchAll(/\/Type\s*\/Page\b[^]*?\/MediaBox\s*\[\s*([\d.]+)\s+([\d.]+)\s+([\d.]+)\s+([\d.]+)\s*\]/g)];
  return pages.map((m) => ({ width: Number(m[3]) - Number(m[1]), height: Number(m[4]) - Number(m[2]) }));
}

/** The page printed as the browser prints it, on the paper its styles name. */
export const printed = (page: Page) => page.pdf({ preferCSSPageSize: true, printBackground: true });
