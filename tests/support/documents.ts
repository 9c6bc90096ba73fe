// Real resume files made in the tests: a PDF with a text layer, a PDF with
// none (as a scanner makes), and a DOCX, each a valid file their readers open;
// and bombs of each kind: 1 MB files that inflate to 1 GiB.
// And PNGs of many pixels in few bytes, for the photo upload.
import { crc32, createDeflate, createDeflateRaw, deflateRawSync } from "node:zlib";
import JSZip from "jszip";

/** A one-page PDF; each line of `lines` is drawn as text, or nothing but a rectangle without lines. */
export function pdfWith(lines: string[]): Uint8Array<ArrayBuffer> {
  const escape = (text: string) => text.replace(/[\\()]/g, (char) => `\\${char}`);
  const content = lines.length
    ? `BT /F1 12 Tf 72 720 Td 14 TL ${lines.map((line) => `(${escape(line)}) '`).join(" ")} ET`
    : "0.5 g 72 600 200 100 re f";
  const objects = [
    "<< /Type /Catalog /Pages 2 0 R >>",
    "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
    "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>",
    `<< /Length ${Buffer.byteLength(content, "latin1")} >>\nstream\n${content}\nendstream`,
    "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>",
  ];
  return pdfOf(objects);
}

/** A PDF file of numbered objects (the first is the catalogue), with its cross-reference table. */
export function pdfOf(objects: string[]): Uint8Array<ArrayBuffer> {
  let pdf = "%PDF-1.4\n";
  const offsets: number[] = [];
  objects.forEach((body, index) => {
    offsets.push(Buffer.byteLength(pdf, "latin1"));
    pdf += `${index + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = Buffer.byteLength(pdf, "latin1");
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) pdf += `${String(offset).padStart(10, "0")} 00000 n \n`;
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return new Uint8Array(Buffer.from(pdf, "latin1")) as Uint8Array<ArrayBuffer>;
}

/** A DOCX (a zip of WordprocessingML) with one paragraph per line. */
export async function docxWith(lines: string[]): Promise<Uint8Array<ArrayBuffer>> {
  const xml = (text: string) => text.replace(/[<>&]/g, (char) => `&#${char.charCodeAt(0)};`);
  const zip = new JSZip();
  zip.file(
    "[Content_Types].xml",
    `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>`,
  );
  zip.file(
    "_rels/.rels",
    `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>`,
  );
  zip.file(
    "word/document.xml",
    `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body>${lines
      .map((line) => `<w:p><w:r><w:t xml:space="preserve">${xml(line)}</w:t></w:r></w:p>`)
      .join("")}</w:body></w:document>`,
  );
  return new Uint8Array(await zip.generateAsync({ type: "arraybuffer" }));
}

/**
 * `size` bytes (a prefix, spaces, a suffix) deflated as a stream, so the
 * caller never holds them: about 1 KB of output per MB. `zlib` wraps the
 * deflate data as a PDF's FlateDecode wants it; `raw` is a zip entry's.
 */
async function deflatedSpaces(
  format: "raw" | "zlib",
  size: number,
  prefix = "",
  suffix = "",
): Promise<{ data: Buffer; crc: number }> {
  const deflate = format === "raw" ? createDeflateRaw({ level: 9 }) : createDeflate({ level: 9 });
  const output: Buffer[] = [];
  deflate.on("data", (chunk: Buffer) => output.push(chunk));
  const ended = new Promise((resolve, reject) => deflate.on("end", resolve).on("error", reject));
  let crc = 0;
  const write = async (chunk: Buffer) => {
    crc = crc32(chunk, crc);
    if (!deflate.write(chunk)) await new Promise((resolve) => deflate.once("drain", resolve));
  };
  const spaces = Buffer.alloc(1 << 20, " ");
  const head = Buffer.from(prefix);
  const tail = Buffer.from(suffix);
  await write(head);
  for (let left = size - head.length - tail.length; left > 0; left -= spaces.length)
    await write(left >= spaces.length ? spaces : spaces.subarray(0, left));
  await write(tail);
  deflate.end();
  await ended;
  return { data: Buffer.concat(output), crc };
}

/** A one-page PDF whose FlateDecode content stream inflates to `size` bytes (1 GiB: a 1 MB file). */
export async function pdfBomb(size = 2 ** 30): Promise<Uint8Array<ArrayBuffer>> {
  const { data } = await deflatedSpaces("zlib", size, "BT /F1 12 Tf 72 720 Td (Bomb) Tj ET\n");
  const objects = [
    "<< /Type /Catalog /Pages 2 0 R >>",
    "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
    "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>",
    `<< /Length ${data.length} /Filter /FlateDecode >>\nstream\n${data.toString("latin1")}\nendstream`,
    "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>",
  ];
  let pdf = "%PDF-1.4\n";
  const offsets = objects.map((body, index) => {
    const offset = pdf.length;
    pdf += `${index + 1} 0 obj\n${body}\nendobj\n`;
    return offset;
  });
  const xref = pdf.length;
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) pdf += `${String(offset).padStart(10, "0")} 00000 n \n`;
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return new Uint8Array(Buffer.from(pdf, "latin1")) as Uint8Array<ArrayBuffer>;
}

/** A DOCX whose word/document.xml inflates to `size` bytes (1 GiB: a 1 MB file), zipped by hand to stream it. */
export async function docxBomb(size = 2 ** 30): Promise<Uint8Array<ArrayBuffer>> {
  const small = (name: string, text: string) => {
    const bytes = Buffer.from(text);
    return { name, data: deflateRawSync(bytes), crc: crc32(bytes), size: bytes.length };
  };
  const body = await deflatedSpaces(
    "raw",
    size,
    `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body><w:p><w:r><w:t>Bomb</w:t></w:r></w:p>`,
    "</w:body></w:document>",
  );
  const entries = [
    small(
      "[Content_Types].xml",
      `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>`,
    ),
    small(
      "_rels/.rels",
      `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>`,
    ),
    { name: "word/document.xml", ...body, size },
  ];
  // Local headers and data, then the central directory, then its end record (APPNOTE 4.3).
  const parts: Buffer[] = [];
  const central: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4); // version needed
    local.writeUInt16LE(8, 8); // deflate
    local.writeUInt32LE(entry.crc, 14);
    local.writeUInt32LE(entry.data.length, 18);
    local.writeUInt32LE(entry.size, 22);
    local.writeUInt16LE(name.length, 26);
    const record = Buffer.alloc(46);
    record.writeUInt32LE(0x02014b50, 0);
    record.writeUInt16LE(20, 4); // version made by
    record.writeUInt16LE(20, 6);
    record.writeUInt16LE(8, 10);
    record.writeUInt32LE(entry.crc, 16);
    record.writeUInt32LE(entry.data.length, 20);
    record.writeUInt32LE(entry.size, 24);
    record.writeUInt16LE(name.length, 28);
    record.writeUInt32LE(offset, 42);
    central.push(record, name);
    parts.push(local, name, entry.data);
    offset += local.length + name.length + entry.data.length;
  }
  const directory = Buffer.concat(central);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return new Uint8Array(Buffer.concat([...parts, directory, end])) as Uint8Array<ArrayBuffer>;
}

/**
 * A PNG of `width`×`height` transparent RGBA pixels (8 or 16 bits each,
 * optionally Adam7-interlaced, which makes libvips hold the whole image),
 * deflated as a stream: 6300×6300 is a 155 KB file and 40 megapixels.
 */
export async function pngBomb(
  width: number,
  height: number,
  { depth = 8, interlaced = false }: { depth?: 8 | 16; interlaced?: boolean } = {},
): Promise<Uint8Array<ArrayBuffer>> {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, "latin1"), data]);
    const framed = Buffer.alloc(body.length + 8);
    framed.writeUInt32BE(data.length, 0);
    body.copy(framed, 4);
    framed.writeUInt32BE(crc32(body), body.length + 4);
    return framed;
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = depth;
  header[9] = 6; // RGBA
  header[12] = interlaced ? 1 : 0;
  // Each Adam7 pass is an image of its own: [x0, y0, dx, dy] (PNG spec 8.2).
  const passes = interlaced
    ? [
        [0, 0, 8, 8],
        [4, 0, 8, 8],
        [0, 4, 4, 8],
        [2, 0, 4, 4],
        [0, 2, 2, 4],
        [1, 0, 2, 2],
        [0, 1, 1, 2],
      ]
    : [[0, 0, 1, 1]];
  const deflate = createDeflate({ level: 9 });
  const output: Buffer[] = [];
  deflate.on("data", (data: Buffer) => output.push(data));
  const ended = new Promise((resolve, reject) => deflate.on("end", resolve).on("error", reject));
  for (const [x0, y0, dx, dy] of passes) {
    const columns = Math.ceil((width - x0) / dx);
    const rows = Math.ceil((height - y0) / dy);
    if (columns <= 0 || rows <= 0) continue;
    // A filter byte (0: none) and the row's zero bytes.
    const row = Buffer.alloc(1 + (columns * 4 * depth) / 8);
    for (let y = 0; y < rows; y++)
      if (!deflate.write(row)) await new Promise((resolve) => deflate.once("drain", resolve));
  }
  deflate.end();
  await ended;
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return new Uint8Array(
    Buffer.concat([
      signature,
      chunk("IHDR", header),
      chunk("IDAT", Buffer.concat(output)),
      chunk("IEND", Buffer.alloc(0)),
    ]),
  ) as Uint8Array<ArrayBuffer>;
}
