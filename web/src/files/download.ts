/** Hands text to the browser as a file download (a Blob, so nothing goes back to the server). */
export function downloadText(fileName: string, text: string, type = 'text/csv;charset=utf-8'): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // The click starts the download; the URL is released once the browser has surely read the Blob.
  setTimeout(() => URL.revokeObjectURL(url), 30_000);
}
