/** Reading the PDFs the server writes, in tests. */
import { PDFParse } from 'pdf-parse';

/** The text of a PDF, with runs of white space as one space. */
export async function pdfText(body: Buffer): Promise<string> {
  const parser = new PDFParse({ data: new Uint8Array(body) });
  try {
    return (await parser.getText()).text.replace(/\s+/g, ' ');
  } finally {
    await parser.destroy();
  }
}
