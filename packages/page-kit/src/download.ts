/** Saves a blob under a file name (an export, a quote), or opens it in a new tab (a labels PDF to print). */
export function saveBlob(blob: Blob, fileName: string, open = false) {
  const url = URL.createObjectURL(blob);
  if (open && window.open(url, '_blank')) {
    setTimeout(() => URL.revokeObjectURL(url), 60_000);
    return;
  }
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  a.click();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** Today as yyyy-mm-dd, for a downloaded file's name. */
export const fileDay = () => new Date().toISOString().slice(0, 10);
