import { checkImageFile, IMAGE_HEAD_BYTES } from '#shared/schemas/onboarding';

/** An image chosen in step 3. After a reload only the preview and name remain. */
export interface PickedImage {
  name: string;
  /** A data: URL, shown as the preview and saved with the progress. */
  preview: string;
  /** The chosen file; null after a reload, when it is rebuilt from the preview. */
  file: File | null;
}

export type PickResult = { ok: true; image: PickedImage } | { ok: false; message: string };

function readAsDataUrl(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('Could not read the file.'));
    reader.readAsDataURL(file);
  });
}

/** Checks a chosen file with the shared rules (size, type, extension, first bytes) and reads its preview. */
export async function pickImage(file: File): Promise<PickResult> {
  const head = new Uint8Array(await file.slice(0, IMAGE_HEAD_BYTES).arrayBuffer());
  const problem = checkImageFile({ name: file.name, type: file.type, size: file.size, head });
  if (problem) return { ok: false, message: problem };
  return { ok: true, image: { name: file.name, preview: await readAsDataUrl(file), file } };
}

/** The file to upload: the original, or one rebuilt from the saved preview after a reload. */
export async function imageToFile(image: PickedImage): Promise<File> {
  if (image.file) return image.file;
  const blob = await fetch(image.preview).then((response) => response.blob());
  return new File([blob], image.name, { type: blob.type });
}
