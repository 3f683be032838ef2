import type { MouseEvent } from 'react';

/** The first Tab stop of every signed-in page: jumps past the top bar to the page's main content. */
export function SkipLink() {
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    const main = document.querySelector('main');
    if (!main) return;
    event.preventDefault();
    main.tabIndex = -1;
    main.focus();
  };
  return (
    <a href="#main" className="skip-link" onClick={handleClick}>
      Skip to main content
    </a>
  );
}
