import { useEffect } from 'react';
import { useBlocker } from 'react-router-dom';

/**
 * Asks before anything drops unsaved work: a navigation to another page (the router's blocker;
 * changes of the query, such as the month, stay on the page and are not asked about) and
 * closing or reloading the tab (beforeunload). `hasUnsaved` is read at that moment (not at the
 * last render), so a save that navigates right after clearing its changes is not asked about.
 * `question()` is the text of the ask; leaving calls `onLeave`.
 */
export function useUnsavedChangesGuard(hasUnsaved: () => boolean, question: () => string, onLeave: () => void): void {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => currentLocation.pathname !== nextLocation.pathname && hasUnsaved(),
  );

  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    if (window.confirm(question())) {
      onLeave();
      blocker.proceed();
    } else {
      blocker.reset();
    }
  }, [blocker, question, onLeave]);

  useEffect(() => {
    const handleBeforeUnload = (event: BeforeUnloadEvent) => {
      if (!hasUnsaved()) return;
      event.preventDefault();
      // Older browsers show the prompt only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', handleBeforeUnload);
    return () => window.removeEventListener('beforeunload', handleBeforeUnload);
  }, [hasUnsaved]);
}
