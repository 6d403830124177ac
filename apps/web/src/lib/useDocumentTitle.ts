import { useEffect } from 'react';

export const SITE_NAME = 'Wheelbase';

/** Sets the tab title as "<title> | Wheelbase" and, when given, the meta description. */
export function useDocumentTitle(title: string | null, description?: string) {
  useEffect(() => {
    document.title = title ? `${title} | ${SITE_NAME}` : SITE_NAME;
  }, [title]);

  useEffect(() => {
    if (!description) return;
    let meta = document.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!meta) {
      meta = document.createElement('meta');
      meta.name = 'description';
      document.head.append(meta);
    }
    meta.content = description;
  }, [description]);
}
