import { screen } from '@testing-library/react';
import { renderWithProviders } from '../test-utils';
import { FileUpload, maxUploadBytes } from './file-upload';

function fileOfSize(bytes: number, name = 'portfolio.pdf'): File {
  const file = new File(['x'], name, { type: 'application/pdf' });
  Object.defineProperty(file, 'size', { value: bytes });
  return file;
}

describe('FileUpload', () => {
  it('refuses a file above 10 MB without sending it', async () => {
    const onUpload = jest.fn();
    const { user } = renderWithProviders(<FileUpload onUpload={onUpload} />);

    await user.upload(screen.getByLabelText('Datei auswählen'), fileOfSize(maxUploadBytes + 1));

    expect(screen.getByRole('alert')).toHaveTextContent('Die Datei ist zu gross. Die Grenze liegt bei 10 MB.');
    expect(onUpload).not.toHaveBeenCalled();
    expect(maxUploadBytes).toBe(10 * 1024 * 1024);
  });

  it('shows the progress of an upload of exactly 10 MB and its completion', async () => {
    let report: (fraction: number) => void = () => undefined;
    let finish: () => void = () => undefined;
    const onUploaded = jest.fn();
    const onUpload = jest.fn(
      (_file: File, onProgress: (fraction: number) => void) =>
        new Promise<void>((resolve) => {
          report = onProgress;
          finish = resolve;
        }),
    );
    const { user } = renderWithProviders(<FileUpload onUpload={onUpload} onUploaded={onUploaded} />);

    await user.upload(screen.getByLabelText('Datei auswählen'), fileOfSize(maxUploadBytes));
    expect(onUpload).toHaveBeenCalledTimes(1);

    const { act } = await import('@testing-library/react');
    act(() => report(0.42));
    expect(screen.getByRole('progressbar', { name: 'Upload-Fortschritt' })).toHaveAttribute('aria-valuenow', '42');

    await act(async () => finish());
    expect(screen.getByRole('status')).toHaveTextContent('portfolio.pdf hochgeladen');
    expect(onUploaded).toHaveBeenCalledTimes(1);
  });

  it('only speaks the completion where the page shows the upload itself', async () => {
    const { user } = renderWithProviders(<FileUpload onUpload={async () => undefined} quietDone />);
    await user.upload(screen.getByLabelText('Datei auswählen'), fileOfSize(1024, 'ausweis.png'));
    const status = await screen.findByRole('status');
    expect(status).toHaveTextContent('ausweis.png hochgeladen');
    expect(status).toHaveStyle({ position: 'absolute', width: '1px', height: '1px' });
  });

  it('shows why an upload failed', async () => {
    const onUpload = jest.fn().mockRejectedValue(new Error('Upload abgelehnt'));
    const { user } = renderWithProviders(<FileUpload onUpload={onUpload} />);

    await user.upload(screen.getByLabelText('Datei auswählen'), fileOfSize(1000));
    expect(await screen.findByRole('alert')).toHaveTextContent('Upload abgelehnt');
  });
});

describe('FileUpload button', () => {
  it('is a button that opens the file picker, not a label in the role of a button', async () => {
    const { user, container } = renderWithProviders(<FileUpload label="Ausweis hochladen" onUpload={jest.fn()} />);
    const input = screen.getByLabelText('Ausweis hochladen');
    const opened = jest.spyOn(input, 'click').mockImplementation(() => undefined);
    const button = screen.getByRole('button', { name: 'Ausweis hochladen' });
    expect(button.tagName).toBe('BUTTON');
    expect(container.querySelector('label[role]')).toBeNull();
    await user.click(button);
    expect(opened).toHaveBeenCalledTimes(1);
  });
});
