import { csvCell, csvLine, downloadCsv, toCsv, type CsvColumn } from '../src/csv';

describe('csvCell', () => {
  it('writes plain text as it is, and null or undefined as an empty field', () => {
    expect(csvCell('Jeanne')).toBe('Jeanne');
    expect(csvCell('Léa Müller')).toBe('Léa Müller');
    expect(csvCell('')).toBe('');
    expect(csvCell(null)).toBe('');
    expect(csvCell(undefined)).toBe('');
  });

  it('quotes a field holding a quote, comma, semicolon, CR or LF, doubling its quotes (RFC 4180)', () => {
    expect(csvCell('Durand, "la rapide"')).toBe('"Durand, ""la rapide"""');
    expect(csvCell('a;b')).toBe('"a;b"');
    expect(csvCell('line 1\nline 2')).toBe('"line 1\nline 2"');
    expect(csvCell('line 1\r\nline 2')).toBe('"line 1\r\nline 2"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
  });

  it.each([
    ['=1+1', "'=1+1"],
    ['=HYPERLINK("http://evil.example","click")', `"'=HYPERLINK(""http://evil.example"",""click"")"`],
    ['+33 6 12 34 56 78', "'+33 6 12 34 56 78"],
    ['-2+3', "'-2+3"],
    ['@SUM(A1:A2)', "'@SUM(A1:A2)"],
    ['\t=1+1', "'\t=1+1"],
    ['\r=1+1', `"'\r=1+1"`],
  ])('neutralises text that a spreadsheet would run as a formula: %j', (text, cell) => {
    expect(csvCell(text)).toBe(cell);
  });

  it('leaves text alone when the formula character is not first', () => {
    expect(csvCell('a=b')).toBe('a=b');
    expect(csvCell(' =1')).toBe(' =1');
    expect(csvCell('PAR-0001')).toBe('PAR-0001');
  });

  it('writes real numbers as they are, negative ones included; text that looks like a number is text', () => {
    expect(csvCell(42)).toBe('42');
    expect(csvCell(-5)).toBe('-5');
    expect(csvCell(12.5)).toBe('12.5');
    expect(csvCell(0)).toBe('0');
    expect(csvCell('-5')).toBe("'-5");
    expect(csvCell(Number.NaN)).toBe('');
    expect(csvCell(Number.POSITIVE_INFINITY)).toBe('');
    expect(csvCell(true)).toBe('true');
  });
});

describe('toCsv', () => {
  interface Row {
    name: string;
    city: string | null;
    km: number;
  }
  const columns: CsvColumn<Row>[] = [
    { header: 'Name', value: (r) => r.name },
    { header: 'City', value: (r) => r.city },
    { header: 'Km', value: (r) => r.km },
  ];

  it('a header line then one line per row, in order, every line ending in CRLF', () => {
    const text = toCsv(
      [
        { name: 'Dupont', city: 'Paris', km: 12 },
        { name: '=cmd|" /C calc"!A0', city: null, km: -3 },
        { name: 'Durand, Léa', city: 'Lille\nNord', km: 0 },
      ],
      columns,
    );
    expect(text).toBe(
      [
        'Name,City,Km',
        'Dupont,Paris,12',
        `"'=cmd|"" /C calc""!A0",,-3`,
        '"Durand, Léa","Lille\nNord",0',
        '',
      ].join('\r\n'),
    );
  });

  it('no rows: the header line only', () => {
    expect(toCsv([], columns)).toBe('Name,City,Km\r\n');
  });
});

describe('downloadCsv', () => {
  it('offers the text as a UTF-8 CSV file with a BOM, under the given name', async () => {
    const blobs: Blob[] = [];
    Object.assign(URL, {
      createObjectURL: jest.fn((blob: Blob) => {
        blobs.push(blob);
        return 'blob:csv';
      }),
      revokeObjectURL: jest.fn(),
    });
    const saved: string[] = [];
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push(this.download);
    });
    downloadCsv('workers.csv', 'a,b\r\n');
    click.mockRestore();
    expect(saved).toEqual(['workers.csv']);
    expect(blobs[0].type).toBe('text/csv;charset=utf-8');
    const bytes = await new Promise<Uint8Array>((resolve, reject) => {
      const reader = new FileReader();
      reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
      reader.onerror = () => reject(reader.error);
      reader.readAsArrayBuffer(blobs[0]);
    });
    expect(Array.from(bytes.slice(0, 3))).toEqual([0xef, 0xbb, 0xbf]);
    expect(Buffer.from(bytes.slice(3)).toString('utf8')).toBe('a,b\r\n');
  });
});

describe('separator and euros', () => {
  test('a semicolon file: fields split on ;, decimal comma, euros with two decimals', () => {
    expect(csvLine(['a;b', 'x,y', 1.5, { cents: 123456 }, { cents: -5 }], ';')).toBe('"a;b";"x,y";1,5;1234,56;-0,05');
  });
  test('a comma file: decimal point, euros with two decimals', () => {
    expect(csvLine(['x,y', 1.5, { cents: 1200 }], ',')).toBe('"x,y",1.5,12.00');
  });
  test('toCsv takes the separator', () => {
    expect(toCsv([{ n: 'a' }], [{ header: 'Amount (€)', value: () => ({ cents: 10 }) }], ';')).toBe('Amount (€)\r\n0,10\r\n');
  });
});
