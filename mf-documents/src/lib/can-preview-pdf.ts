/** Whether the browser shows PDFs itself (desktop browsers do; most phones download them instead). */
export function canPreviewPdf(): boolean {
  return typeof navigator !== 'undefined' && navigator.pdfViewerEnabled === true;
}
