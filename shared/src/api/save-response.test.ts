/**
 * @jest-environment @portal/build-kit/jest/environment
 */
import { saveResponse } from './download';

describe('saving an API response as a download', () => {
  const created: Blob[] = [];
  const clicked: string[] = [];
  beforeEach(() => {
    created.length = 0;
    clicked.length = 0;
    URL.createObjectURL = (blob: Blob) => {
      created.push(blob);
      return 'blob:download';
    };
    URL.revokeObjectURL = () => undefined;
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this.download);
    });
  });
  afterEach(() => jest.restoreAllMocks());

  it('names the file by the UTF-8 name of the Content-Disposition header, with its umlauts', async () => {
    const response = new Response('%PDF', {
      headers: { 'content-disposition': `attachment; filename="projection-10y.pdf"; filename*=UTF-8''Projektion-M%C3%BCller.pdf` },
    });
    await expect(saveResponse(response, 'fallback.pdf')).resolves.toBe('Projektion-Müller.pdf');
    expect(clicked).toEqual(['Projektion-Müller.pdf']);
    expect(await created[0]?.text()).toBe('%PDF');
  });

  it('falls back to the given name without a header', async () => {
    await expect(saveResponse(new Response('x'), 'projection-10y.pdf')).resolves.toBe('projection-10y.pdf');
    expect(clicked).toEqual(['projection-10y.pdf']);
  });
});
