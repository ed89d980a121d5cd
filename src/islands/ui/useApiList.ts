import { useEffect, useState } from 'react';
import { showFailure } from '#browser/toastStore';

interface ApiListOptions<T> {
  /** Fetches the list; pass a function defined once (outside the component), not a new one per render. */
  fetchList: () => Promise<T[]>;
  /** The spec's toast title when the list cannot be loaded. */
  failedToast: string;
  /** False while the screen cannot ask yet (for example, before the account is known). */
  enabled?: boolean;
}

/**
 * A screen's list, fetched from the API when the screen opens and again on `reload()`.
 * `items` is null until the first answer; a failure shows the toast and sets `failed`.
 * An answer that arrives after the screen moved on (a newer reload, unmount) is dropped.
 */
export function useApiList<T>({ fetchList, failedToast, enabled = true }: ApiListOptions<T>) {
  const [items, setItems] = useState<T[] | null>(null);
  const [failed, setFailed] = useState(false);
  const [version, setVersion] = useState(0);

  useEffect(() => {
    if (!enabled) return;
    let current = true;
    fetchList().then(
      (list) => {
        if (!current) return;
        setItems(list);
        setFailed(false);
      },
      (error: unknown) => {
        if (!current) return;
        setFailed(true);
        showFailure(failedToast, error);
      },
    );
    return () => {
      current = false;
    };
  }, [fetchList, failedToast, enabled, version]);

  return { items, setItems, failed, reload: () => setVersion((v) => v + 1) };
}
