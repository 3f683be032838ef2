import { useEffect, useState } from 'react';
import { flushSync } from 'react-dom';

/**
 * True while the page is printed (print preview, Print, a PDF): paper-only views render only
 * then. `beforeprint` renders synchronously, as the browser lays out the page right after it.
 */
export function usePrinting(): boolean {
  const [printing, setPrinting] = useState(() => window.matchMedia('print').matches);
  useEffect(() => {
    const media = window.matchMedia('print');
    const follow = () => setPrinting(media.matches);
    const before = () => flushSync(() => setPrinting(true));
    const after = () => setPrinting(media.matches);
    media.addEventListener('change', follow);
    window.addEventListener('beforeprint', before);
    window.addEventListener('afterprint', after);
    return () => {
      media.removeEventListener('change', follow);
      window.removeEventListener('beforeprint', before);
      window.removeEventListener('afterprint', after);
    };
  }, []);
  return printing;
}
