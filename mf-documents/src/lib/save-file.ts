/** Hands a downloaded file to the browser as a download with its name. */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.appendChild(link);
  link.click();
  link.remove();
  // the click has handed the file over; the URL is not needed afterwards
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** Whether the browser shows PDFs itself (desktop browsers do; most phones download them instead). */
export function canPreviewPdf(): boolean {
  return typeof navigator !== 'undefined' && navigator.pdfViewerEnabled === true;
}
