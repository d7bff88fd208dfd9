/** A JSON data block in the page, as the server puts one in index.html (src/lib/page-data.ts). */
export function addDataBlock(id: string, text: string): void {
  const element = document.createElement('script');
  element.type = 'application/json';
  element.id = id;
  element.textContent = text;
  document.body.append(element);
}
