import sharp from 'sharp';

/** A real PNG of the given size in pixels. */
export async function pngBytes(width = 64, height = 64, color = '#002366'): Promise<Uint8Array> {
  return new Uint8Array(
    await sharp({ create: { width, height, channels: 3, background: color } })
      .png()
      .toBuffer(),
  );
}

export async function jpegBytes(width = 64, height = 64): Promise<Uint8Array> {
  return new Uint8Array(
    await sharp({ create: { width, height, channels: 3, background: '#ffffff' } })
      .jpeg()
      .toBuffer(),
  );
}

/** A real (tiny) GIF: what a renamed GIF looks like to a sniffer. */
export const GIF_BYTES = new Uint8Array(Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64'));

/** Bigger than the 2 MB limit, but still a PNG by its first bytes. */
export function oversizedPngBytes(bytes = 3 * 1024 * 1024): Uint8Array {
  const data = new Uint8Array(bytes);
  data.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return data;
}
