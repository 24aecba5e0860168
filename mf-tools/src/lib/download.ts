/** Saves a response body as a file: the browser's download of a blob URL. */
export function saveBlob(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // the download has started from the URL; revoking it later frees the blob (no timer needed: click is synchronous)
  URL.revokeObjectURL(url);
}

/** The file name of a Content-Disposition header, else the fallback. */
export function fileNameOf(response: Response, fallback: string): string {
  const match = /filename="?([^";]+)"?/i.exec(response.headers.get('content-disposition') ?? '');
  return match?.[1] ?? fallback;
}
