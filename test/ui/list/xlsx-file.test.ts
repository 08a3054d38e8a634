import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { xlsxBytes } from '../../../src/ui/list/xlsx-file';

describe('an .xlsx workbook of a table', () => {
  it('holds the parts a spreadsheet opens, the cells as text by their addresses, and the header bold', () => {
    const files = unzipSync(
      xlsxBytes(
        [
          ['Naam', 'Werkgever'],
          ['Jan & <Piet>', 'Bakkerij "De Korenaar"\u0001'],
        ],
        'Afspraken: week [48]',
      ),
    );
    expect(Object.keys(files).sort()).toEqual([
      '[Content_Types].xml',
      '_rels/.rels',
      'xl/_rels/workbook.xml.rels',
      'xl/styles.xml',
      'xl/workbook.xml',
      'xl/worksheets/sheet1.xml',
    ]);
    const sheet = strFromU8(files['xl/worksheets/sheet1.xml'] ?? new Uint8Array());
    expect(sheet).toContain('<c r="A1" t="inlineStr" s="1"><is><t xml:space="preserve">Naam</t></is></c>');
    expect(sheet).toContain(
      '<c r="A2" t="inlineStr"><is><t xml:space="preserve">Jan &amp; &lt;Piet&gt;</t></is></c>',
    );
    expect(sheet).toContain('<t xml:space="preserve">Bakkerij &quot;De Korenaar&quot;</t>');
    expect(strFromU8(files['xl/workbook.xml'] ?? new Uint8Array())).toContain(
      '<sheet name="Afspraken  week  48" ',
    );
  });

  it('names columns past Z as a spreadsheet does', () => {
    const row = Array.from({ length: 28 }, (_, index) => String(index));
    const sheet = strFromU8(unzipSync(xlsxBytes([row], 'x'))['xl/worksheets/sheet1.xml'] ?? new Uint8Array());
    expect(sheet).toContain('<c r="Z1" ');
    expect(sheet).toContain('<c r="AA1" ');
    expect(sheet).toContain('<c r="AB1" ');
  });
});
