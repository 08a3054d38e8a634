import { Buffer } from 'node:buffer';

/**
 * The seeded documents' bytes: a one-page PDF or a short text with a few lines, small enough that
 * hundreds of them keep the state file light, yet real files a browser opens.
 */

/**
 * Text for a PDF string in Helvetica's Latin-1 encoding: backslashes and brackets escaped, and a
 * letter beyond Latin-1 written without its accent (the ı of Yılmaz as i).
 */
const pdfText = (line: string): string =>
  [...line]
    .map((character) => {
      if (character.charCodeAt(0) <= 0xff) return character;
      const base = character.normalize('NFD')[0] ?? '';
      return character === 'ı' ? 'i' : base.charCodeAt(0) <= 0xff ? base : '?';
    })
    .join('')
    .replace(/[\\()]/g, (character) => `\\${character}`);

/** A valid one-page A4 PDF showing the lines, as base64. */
export function pdfBase64(lines: readonly string[]): string {
  // Each line with the ' operator: to the next line, then show the text.
  const text = lines.map((line) => `(${pdfText(line)})'`).join(' ');
  const stream = `BT /F1 12 Tf 16 TL 56 796 Td ${text} ET`;
  const objects = [
    '<</Type/Catalog/Pages 2 0 R>>',
    '<</Type/Pages/Kids[3 0 R]/Count 1>>',
    '<</Type/Page/Parent 2 0 R/MediaBox[0 0 595 842]/Resources<</Font<</F1 4 0 R>>>>/Contents 5 0 R>>',
    '<</Type/Font/Subtype/Type1/BaseFont/Helvetica/Encoding/WinAnsiEncoding>>',
    `<</Length ${Buffer.byteLength(stream, 'latin1')}>>stream\n${stream}\nendstream`,
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(Buffer.byteLength(body, 'latin1'));
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = Buffer.byteLength(body, 'latin1');
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  body += `trailer\n<</Size ${objects.length + 1}/Root 1 0 R>>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1').toString('base64');
}

export const textBase64 = (lines: readonly string[]): string =>
  Buffer.from(`${lines.join('\n')}\n`, 'utf8').toString('base64');

/** The size in bytes of base64 content. */
export const sizeOf = (base64: string): number => Buffer.from(base64, 'base64').byteLength;
