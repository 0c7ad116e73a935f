/** Saves a file the app made or received (an export, an invoice) through the browser's download. */
export function saveFile(content: Blob, fileName: string) {
  const url = URL.createObjectURL(content);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // The download has started from the URL; it is released a little later.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
