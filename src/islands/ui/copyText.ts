import { showToast } from '#browser/toastStore';

/** Copies text and says so; browsers without clipboard access leave the text selectable. */
export async function copyText(text: string, what: string) {
  try {
    await navigator.clipboard.writeText(text);
    showToast({ title: `${what} copied.` });
  } catch {
    showToast({
      title: `Could not copy the ${what.toLowerCase()}`,
      description: 'Select the text and copy it yourself.',
      variant: 'destructive',
    });
  }
}
