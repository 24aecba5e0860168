import { fileNameOf } from './download';

describe('the file name of a download', () => {
  it('takes the UTF-8 name first, then the plain one, then the fallback', () => {
    expect(fileNameOf(`attachment; filename="Steuerauszug-2025.pdf"; filename*=UTF-8''Steuerauszug-2025-M%C3%BCller.pdf`, 'x')).toBe(
      'Steuerauszug-2025-Müller.pdf',
    );
    expect(fileNameOf('attachment; filename="kunden-20261125.csv"', 'x')).toBe('kunden-20261125.csv');
    expect(fileNameOf(`attachment; filename*=UTF-8''%E0%A4%A`, 'x')).toBe('x');
    expect(fileNameOf(null, 'report.pdf')).toBe('report.pdf');
  });
});
