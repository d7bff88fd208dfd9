/** What a downloaded PDF says, for the tests of receipts and statements. */
import { PDFParse } from 'pdf-parse';

/** The text of a PDF, with runs of white space as one space. */
export async function pdfText(bytes: Uint8Array): Promise<string> {
  const parser = new PDFParse({ data: bytes });
  try {
    return (await parser.getText()).text.replace(/\s+/g, ' ');
  } finally {
    await parser.destroy();
  }
}
