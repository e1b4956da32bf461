/** Saves a text the server answered (a spreadsheet) as a file on this phone or computer. */
export function saveTextFile(text: string, name: string, type: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: `${type};charset=utf-8` }));
  const link = Object.assign(document.createElement('a'), { href: url, download: name });
  document.body.append(link);
  link.click();
  link.remove();
  // The browser may start the download after the click returns: the address is let go later.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
