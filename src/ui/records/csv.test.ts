import { describe, expect, it } from 'vitest';
import { csvCell, toCsv } from './csv.ts';

describe('CSV export', () => {
  it('writes a heading line and one line per row, CRLF ended', () => {
    const csv = toCsv(
      [
        { header: 'Reference', value: (row: { ref: string; amount: number }) => row.ref },
        { header: 'Amount', value: (row) => row.amount },
      ],
      [
        { ref: 'DP2611270001', amount: 100.5 },
        { ref: 'WD2611190001', amount: -200 },
      ],
    );
    expect(csv).toBe('Reference,Amount\r\nDP2611270001,100.5\r\nWD2611190001,-200\r\n');
  });

  it('quotes commas, quotes and line breaks', () => {
    expect(csvCell('Nguyễn, Văn "An"')).toBe('"Nguyễn, Văn ""An"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell(null)).toBe('');
  });

  it('keeps text a spreadsheet would run as a formula from running', () => {
    expect(csvCell('=HYPERLINK("x")')).toBe('"\'=HYPERLINK(""x"")"');
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell(-5)).toBe('-5');
  });
});
